import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Spinner } from '@/components/ui';
import type { AddressRule } from '@/lib/settings/schema';
import { t } from '@/lib/i18n/messages';
import { AddressNote } from './AddressNote';
import { useCleanAddress } from './use-clean-address';

export interface AddressCleanerProps {
  url: string;
  rule: AddressRule;
  /** The page's tab, when its canonical link can be read. */
  tabId: number | null;
  /** Renders the view for the address to shorten, with the note saying how it was cleaned. */
  children: (target: string, note: ComponentChildren) => ComponentChildren;
}

/** The page's address as the user's rule cleans it, unless they take the original back. */
export function AddressCleaner({ url, rule, tabId, children }: AddressCleanerProps) {
  const address = useCleanAddress(url, rule, tabId);
  const [original, setOriginal] = useState(false);
  if (!address) {
    return (
      <p class="muted row" role="status">
        <Spinner size="sm" /> {t('sh_reading')}
      </p>
    );
  }
  if (original) return children(address.original, null);
  return children(address.url, <AddressNote address={address} onUseOriginal={() => setOriginal(true)} />);
}
