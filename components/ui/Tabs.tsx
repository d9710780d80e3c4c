import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';

export interface TabItem<T extends string> {
  id: T;
  label: ComponentChildren;
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for the tab and panel ids (unique per page). */
  idPrefix: string;
  tabs: TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Renders only the selected panel, so unopened tabs cost nothing (and make no requests). */
  children: (id: T) => ComponentChildren;
}

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. */
export function Tabs<T extends string>({ label, idPrefix, tabs, selected, onSelect, children }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    // The next tab is the one to the right in left-to-right text, to the left in Arabic.
    const forward = list.current && getComputedStyle(list.current).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const step = event.key === forward ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowRight' ? -1 : 0;
    const next = step ? (index + step + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#${idPrefix}-tab-${tab.id}`)?.focus();
  };
  return (
    <div class="tabs">
      <div class="tab-list" role="tablist" aria-label={label} ref={list} onKeyDown={move}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              class="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div class="tab-panel" role="tabpanel" id={`${idPrefix}-panel-${selected}`} aria-labelledby={`${idPrefix}-tab-${selected}`}>
        {children(selected)}
      </div>
    </div>
  );
}
