import type { ComponentChildren } from 'preact';

/** The section's one h1 (focused after navigation) and its tools row. */
/** `id` goes on the h1: the section names itself with aria-labelledby pointing at it. */
export function SectionHeader({ id, title, intro, children }: { id: string; title: string; intro?: ComponentChildren; children?: ComponentChildren }) {
  return (
    <div class="section-head">
      <div>
        <h1 id={id} class="section-h1" tabIndex={-1}>
          {title}
        </h1>
        {intro && <p class="muted section-intro">{intro}</p>}
      </div>
      {children && <div class="section-tools">{children}</div>}
    </div>
  );
}
