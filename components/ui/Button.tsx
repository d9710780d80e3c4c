import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';
import { Spinner } from './Spinner';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'size'> {
  /** primary: the one main action; secondary: bordered; ghost: quiet; link: looks like a link; danger: destructive. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';
  size?: 'sm' | 'md';
  /** Shows a spinner and sets aria-busy; the button stays focusable but ignores clicks. */
  busy?: boolean;
  children: ComponentChildren;
}

/** The one button of the design system; `type` defaults to "button" so forms submit only on purpose. */
export function Button({ variant = 'secondary', size = 'md', busy = false, type = 'button', class: cls, children, onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      class={`btn btn-${variant} btn-${size}${cls ? ` ${String(cls)}` : ''}`}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
