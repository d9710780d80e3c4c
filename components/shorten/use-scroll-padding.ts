import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/**
 * Keeps the page's scroll padding at its end as tall as a bar stuck there (the Shorten bar), so
 * the browser scrolls a focused field above the bar, never under it. The bar's height changes
 * with the note beside its button, so it is measured, not assumed.
 */
export function useScrollPaddingEnd(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('scroll-padding-block-end', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-block-end');
    };
  }, [bar]);
}
