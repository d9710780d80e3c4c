import { useEffect, useRef } from 'preact/hooks';
import { AddressText } from '@/components/ui/AddressText';
import { t } from '@/lib/i18n/messages';

// The addresses of a held text, each with its box: ticked means shortened. "All addresses" ticks
// or unticks every one, and shows mixed when some are ticked.

export interface ListedAddress {
  /** The address as it is sent. */
  url: string;
  /** The page hid it: the user never saw it. */
  hidden: boolean;
  /** The text holds it, but Trim cannot show the user saw it as it is. */
  unseen: boolean;
}

interface AddressListProps {
  addresses: readonly ListedAddress[];
  kept: ReadonlySet<string>;
  onChange: (kept: Set<string>) => void;
}

export function AddressList({ addresses, kept, onChange }: AddressListProps) {
  const all = useRef<HTMLInputElement>(null);
  const some = kept.size > 0 && kept.size < addresses.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  const toggle = (url: string, on: boolean) => {
    const next = new Set(kept);
    if (on) next.add(url);
    else next.delete(url);
    onChange(next);
  };
  return (
    <fieldset class="text-review-list">
      <legend class="text-review-legend">{t('txr_list')}</legend>
      <label class="text-review-all">
        <input
          ref={all}
          type="checkbox"
          checked={kept.size === addresses.length}
          onChange={(event) => onChange(new Set(event.currentTarget.checked ? addresses.map((one) => one.url) : []))}
        />
        {t('txr_all')}
      </label>
      <ul class="text-review-addresses">
        {addresses.map(({ url, hidden, unseen }) => (
          <li key={url} class={hidden || unseen ? 'text-review-hidden' : undefined}>
            <label>
              <input type="checkbox" checked={kept.has(url)} onChange={(event) => toggle(url, event.currentTarget.checked)} />
              <AddressText address={url} class="text-review-address" />
              {hidden && <span class="text-review-tag">{t('txr_hidden_tag')}</span>}
              {unseen && !hidden && <span class="text-review-tag">{t('txr_unseen_tag')}</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
