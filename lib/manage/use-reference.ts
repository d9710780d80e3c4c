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

/** Loads the named kinds if stale, then follows every change to the cache. */
export function useReference(kinds: readonly ReferenceKind[]): ReferenceView {
  const [data, setData] = useState<ReferenceData | null>(null);
  const [error, setError] = useState<unknown>(null);
  const key = kinds.join(',');
  useEffect(() => {
    let live = true;
    void referenceItem.getValue().then((value) => live && setData((current) => current ?? value));
    loadReference({ only: [...kinds] }).then(
      (value) => live && setData(value),
      (failure: unknown) => live && setError(failure),
    );
    const stop = watchReference((value) => live && setData(value));
    return () => {
      live = false;
      stop();
    };
    // kinds is compared by its joined value: callers pass fresh array literals.
  }, [key]);
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
