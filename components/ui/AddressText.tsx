import { viewAddress } from '@/lib/core/address-view';
import { t } from '@/lib/i18n/messages';
import './address-text.css';

// An address where the user decides about it, as lib/core/address-view.ts shows it: its
// characters in the order they are written (bdo: no bidi reordering in any locale), each
// invisible or bidi character as a marker, and the host it opens beside it when the address does
// not plainly begin with that host.

export function AddressText({ address, class: className }: { address: string; class?: string }) {
  const { text, host } = viewAddress(address);
  return (
    <span class={['address-text', className].filter(Boolean).join(' ')}>
      <bdo dir="ltr" class="address-text-value">
        {text}
      </bdo>
      {host && <span class="address-text-host">{t('addr_host', host)}</span>}
    </span>
  );
}
