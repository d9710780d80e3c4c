import { useLayoutEffect } from 'preact/hooks';

/** Marks the moment the popup can take a click (read by the benchmark and tests). */
export function useReadyMark(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) performance.mark('trim:ready');
  }, [ready]);
}
