import { useId, useRef, useState } from 'preact/hooks';
import { lazyComponent } from '@/components/ui/lazy';
import { t } from '@/lib/i18n/messages';
import type { ShareablePage } from './SharePanel';

// The list and its addresses load when Share is first pressed, never with the page.
const SharePanel = lazyComponent(() => import('./SharePanel').then((m) => m.SharePanel), null);

/** Share as a disclosure: the button says whether the list is open; Escape closes it and gives focus back to the button. */
export function ShareButton({ link }: { link: ShareablePage }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = `share-${useId()}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" class="btn btn-secondary btn-md" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} onKeyDown={onKeyDown}>
        {t('share_button')}
      </button>
      {open && <SharePanel id={id} link={link} onKeyDown={onKeyDown} />}
    </>
  );
}
