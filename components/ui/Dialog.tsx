import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  title: ComponentChildren;
  /** Called on Escape, on the close button and after an action closes it. */
  onClose: () => void;
  children: ComponentChildren;
  /** The buttons row; mark the safest one with `data-autofocus` to focus it on open. */
  actions: ComponentChildren;
}

/**
 * A modal <dialog>: the browser traps focus and closes on Escape. Focus goes to the element
 * marked data-autofocus (or the first button) and returns to the opener on close.
 */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Unique per dialog, so a page (e.g. the manage page) can hold several.
  const titleId = `dialog-${useId()}`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('button'))?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      class="dialog"
      aria-labelledby={titleId}
      onClose={() => {
        opener.current?.focus();
        if (open) onClose();
      }}
    >
      <h2 class="dialog-title" id={titleId}>
        {title}
      </h2>
      <div class="dialog-body">{children}</div>
      <div class="dialog-actions">{actions}</div>
    </dialog>
  );
}
