import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { useLatest } from '@/components/ui/use-latest';
import { loadReference, watchReference } from '@/lib/reference/cache';
import { EMPTY_REFERENCE, referenceItem, type ReferenceData, type ReferenceKind } from '@/lib/reference/data';

// The pickers' lists (domains, campaigns, splash pages...) come from the cache every surface
// shares: no request when it is fresh, and a change made anywhere reaches the others through it.

export interface ReferenceState {
  /** What the cache holds: empty lists until storage answers, then every change to it. */
  data: ReferenceData;
  /** True once storage answered: `data` is what the cache holds, not the empty placeholder. */
  ready: boolean;
  /** True once the first load this hook started has ended, with or without data. */
  settled: boolean;
  /** True while a load started by this hook runs. */
  loading: boolean;
  /** The last load's failure as thrown (show it with ApiErrorAlert); null when none. */
  error: unknown;
  /** Refetches the lists ignoring their age (a refresh button); the cache answers everything else. */
  refresh: () => Promise<void>;
  /** Fetches only the lists that are stale or missing, as a load does: what a refusal by the rate limit retries. */
  reload: () => Promise<void>;
}

/**
 * Shows what the cache holds at once (storage, no request) and follows every change to it.
 * Stale lists are fetched once `load` is true: a picker passes false until the user reaches
 * for it, so merely showing a view costs no request for lists nobody looks at. `kinds`
 * narrows what is fetched (default: every list).
 */
export function useReference(load: boolean, kinds?: readonly ReferenceKind[]): ReferenceState {
  const connection = useConnection();
  const [data, setData] = useState<ReferenceData>(EMPTY_REFERENCE);
  const [ready, setReady] = useState(false);
  const [settled, setSettled] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // kinds is compared by its joined value: callers pass fresh array literals.
  const key = kinds?.join(',') ?? '';

  const fetchLists = async (force: boolean, isLive: () => boolean = () => true) => {
    setLoading(true);
    setError(null);
    try {
      const value = await loadReference(connection, { force, ...(kinds ? { only: [...kinds] } : {}) });
      if (isLive()) {
        setData(value);
        setReady(true);
      }
    } catch (failure) {
      if (isLive()) setError(failure);
    } finally {
      if (isLive()) {
        setLoading(false);
        setSettled(true);
      }
    }
  };

  useEffect(() => {
    let live = true;
    // Storage answers first unless a load already brought newer data.
    void referenceItem(connection.id)
      .getValue()
      .then((value) => {
        if (!live) return;
        setData((current) => (current === EMPTY_REFERENCE ? value : current));
        setReady(true);
      });
    const stop = watchReference(connection.id, (value) => live && setData(value));
    return () => {
      live = false;
      stop();
    };
  }, [connection.id]);

  const latestFetch = useLatest(fetchLists);
  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    void latestFetch.current(false, () => live);
    return () => {
      live = false;
    };
  }, [key, load, connection, latestFetch]);

  return { data, ready, settled, loading, error, refresh: () => fetchLists(true), reload: () => fetchLists(false) };
}
