import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useRef, useState } from 'preact/hooks';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { t } from '@/lib/i18n/messages';

// Every destructive action asks first. One <dialog> serves the whole page (wrap it in
// ConfirmProvider); any component below asks with useConfirm() and awaits the answer.

export interface ConfirmRequest {
  title: string;
  /** What will happen, in plain words; server names are passed as text. */
  body: ComponentChildren;
  /** The verb on the destructive button, e.g. "Delete link". */
  confirmLabel: string;
}

type Ask = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Ask>(() => Promise.resolve(false));

/** Asks the nearest ConfirmProvider; resolves true only when the user presses the confirm button. */
export function useConfirm(): Ask {
  return useContext(ConfirmContext);
}

export function ConfirmProvider({ children }: { children: ComponentChildren }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const ask = useCallback<Ask>((next) => {
    resolver.current?.(false);
    setRequest(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    // The request stays rendered while the dialog closes, so its text does not blink away.
    setOpen(false);
  };

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      <Dialog
        open={open}
        title={request?.title ?? t('ui_confirm')}
        onClose={() => settle(false)}
        actions={
          <>
            <Button data-autofocus onClick={() => settle(false)}>
              {t('ui_cancel')}
            </Button>
            <Button variant="danger" onClick={() => settle(true)}>
              {request?.confirmLabel ?? t('ui_confirm')}
            </Button>
          </>
        }
      >
        {request?.body}
      </Dialog>
    </ConfirmContext.Provider>
  );
}
