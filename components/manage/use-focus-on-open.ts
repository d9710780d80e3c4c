import { useEffect, useRef } from 'preact/hooks';

/**
 * Opening an item shows its panel under the list: move focus (and the view) to the panel's
 * heading so keyboard and screen-reader users land where the content appeared.
 */
export function useFocusOnOpen<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [key]);
  return ref;
}
