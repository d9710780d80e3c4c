import type { ComponentChildren } from 'preact';

/** The section's one h1 (focused after navigation) and its tools row. */
export function SectionHeader({ title, intro, children }: { title: string; intro?: ComponentChildren; children?: ComponentChildren }) {
  return (
    <div class="section-head">
      <div>
        <h1 class="section-h1" tabIndex={-1}>
          {title}
        </h1>
        {intro && <p class="muted section-intro">{intro}</p>}
      </div>
      {children && <div class="section-tools">{children}</div>}
    </div>
  );
}

/** Loading / empty feedback for a list, announced politely. */
export function ListStatus({ loading, empty, emptyText }: { loading: boolean; empty: boolean; emptyText: string }) {
  if (!loading && !empty) return null;
  return (
    <p class="list-status muted" role="status">
      {loading ? 'Loading…' : emptyText}
    </p>
  );
}

/** `2026-11-22 14:05:00` as shown in lists: the date, with the full value on hover. */
export function DateText({ value }: { value: string }) {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  return <time dateTime={value.replace(' ', 'T')} title={value}>{day ?? value}</time>;
}
