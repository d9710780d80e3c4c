import { Button } from '@/components/ui';
import type { CleanAddress } from '@/lib/clean-address';

export interface AddressNoteProps {
  address: CleanAddress;
  onUseOriginal: () => void;
}

/** Says how the page's address was cleaned, with a way back to it for this one shorten. */
export function AddressNote({ address, onUseOriginal }: AddressNoteProps) {
  if (!address.canonical && address.removed.length === 0) return null;
  const removed = address.removed.length > 0 ? `Tracking parameters removed: ${address.removed.join(', ')}.` : '';
  return (
    <p class="address-note small muted" role="status">
      {address.canonical ? "Using the page's canonical address. " : ''}
      {removed}{' '}
      <Button variant="link" onClick={onUseOriginal}>
        Use the original address
      </Button>
    </p>
  );
}
