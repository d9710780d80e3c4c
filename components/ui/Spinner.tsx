export interface SpinnerProps {
  /** Text for screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
  size?: 'sm' | 'md';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span class={`spinner spinner-${size}`} role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      {label && <span class="visually-hidden">{label}</span>}
    </span>
  );
}
