import { Button } from '@/components/ui';
import type { CleanAddress } from '@/lib/clean-address';
import { t } from '@/lib/i18n/messages';
import { listOf } from '@/lib/i18n/compose';

export interface AddressNoteProps {
  address: CleanAddress;
  onUseOriginal: () => void;
}

/** Says how the page's address was cleaned, with a way back to it for this one shorten. */
export function AddressNote({ address, onUseOriginal }: AddressNoteProps) {
  if (!address.canonical && address.removed.length === 0) return null;
  // A unit list: parameter names joined by the locale's separators ("a, b, c" in English, no "and").
  const removed = address.removed.length > 0 ? t('sh_removed', listOf(address.removed)) : '';
  return (
    <p class="address-note small muted" role="status">
      {address.canonical ? `${t('sh_canonical')} ` : ''}
      {removed}{' '}
      <Button variant="link" onClick={onUseOriginal}>
        {t('sh_original')}
      </Button>
    </p>
  );
}
