import type { ComponentChildren } from 'preact';

export interface DisclosureProps {
  summary: ComponentChildren;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ComponentChildren;
  class?: string;
}

/** A native <details>: keyboard and screen-reader support for free; controlled so code can open it. */
export function Disclosure({ summary, open, onToggle, children, class: cls }: DisclosureProps) {
  return (
    <details
      class={`disclosure${cls ? ` ${cls}` : ''}`}
      open={open}
      onToggle={(event) => {
        const isOpen = (event.currentTarget as HTMLDetailsElement).open;
        if (isOpen !== open) onToggle(isOpen);
      }}
    >
      <summary class="disclosure-summary">{summary}</summary>
      {/* Closed details keep their content out of the tab order; render lazily to keep the DOM small. */}
      {open && <div class="disclosure-body">{children}</div>}
    </details>
  );
}
