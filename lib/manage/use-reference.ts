import { useEffect, useState } from 'preact/hooks';
import {
  invalidateReference,
  loadReference,
  referenceItem,
  watchReference,
  type ReferenceData,
  type ReferenceKind,
} from '../reference/cache';

// The pickers' lists (domains, campaigns, splash pages...) come from the cache the popup
// shares: no request when it is fresh, and a change made here reaches the popup through it.

export interface ReferenceView {
  data: ReferenceData | null;
  error: unknown;
}

/**
 * Shows what the cache holds at once (storage, no request) and follows every change to it.
 * Stale kinds are fetched once `load` is true: a picker passes false until the user reaches
 * for it, so merely showing a view costs no request for lists nobody looks at.
 */
export function useReference(kinds: readonly ReferenceKind[], load = true): ReferenceView {
  const [data, setData] = useState<ReferenceData | null>(null);
  const [error, setError] = useState<unknown>(null);
  // kinds is compared by its joined value: callers pass fresh array literals.
  const key = kinds.join(',');
  useEffect(() => {
    let live = true;
    void referenceItem.getValue().then((value) => live && setData((current) => current ?? value));
    const stop = watchReference((value) => live && setData(value));
    return () => {
      live = false;
      stop();
    };
  }, []);
  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    loadReference({ only: [...kinds] }).then(
      (value) => live && setData(value),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [key, load]);
  return { data, error };
}

/**
 * After a change to a cached kind: mark it stale and fetch it again at once, so the popup
 * and this page's pickers show the change. A failed refetch leaves it stale for the next load.
 */
export async function refreshReference(kinds: readonly ReferenceKind[]): Promise<void> {
  await invalidateReference(kinds);
  await loadReference({ only: [...kinds] }).catch(() => undefined);
}
