import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import type { ApiClient } from '@/lib/api';
import { clientOf } from '@/lib/connection/endpoints';

// Loading and changing server data for one view. A view loads when it is shown and when its
// key (page, search, order...) changes: nothing is fetched for sections the user never opens,
// which is what keeps the page inside the service's 30 requests a minute.

export interface ResourceState<T> {
  /** The last data loaded; kept while the next page loads so the list does not flash empty. */
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

export interface Resource<T> extends ResourceState<T> {
  reload(): void;
  /** Replaces the shown data locally (after an edit the server confirmed). */
  update(change: (data: T) => T): void;
}

export type Loader<T> = (client: ApiClient, signal: { stale: boolean }) => Promise<T>;

/** Runs `load` whenever `key` changes (and on reload); `key === null` loads nothing. */
export function useResource<T>(key: string | null, load: Loader<T>): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({ data: undefined, error: null, loading: key !== null });
  const [attempt, setAttempt] = useState(0);
  const connection = useConnection();
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return undefined;
    // Answers that arrive after the key moved on are dropped: the user already asked for more.
    const signal = { stale: false };
    setState((previous) => ({ ...previous, loading: true, error: null }));
    clientOf(connection)
      .then((client) => loadRef.current(client, signal))
      .then(
        (data) => {
          if (!signal.stale) setState({ data, error: null, loading: false });
        },
        (error: unknown) => {
          if (!signal.stale) setState((previous) => ({ ...previous, error, loading: false }));
        },
      );
    return () => {
      signal.stale = true;
    };
  }, [key, attempt, connection]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => setState((previous) => (previous.data === undefined ? previous : { ...previous, data: change(previous.data) })), []);
  return { ...state, reload, update };
}

export interface Action {
  pending: boolean;
  error: unknown;
  /** Runs a change; resolves with its result, or undefined when it failed (the error is kept). */
  run<R>(change: (client: ApiClient) => Promise<R>): Promise<R | undefined>;
  clearError(): void;
}

/**
 * One user action (save, delete, upload...): tracks that it is running and keeps its failure
 * for display. Form values live in the form, so a failure leaves what the user typed in place.
 */
export function useAction(): Action {
  const connection = useConnection();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const run = useCallback(
    async <R>(change: (client: ApiClient) => Promise<R>): Promise<R | undefined> => {
      setPending(true);
      setError(null);
      try {
        const result = await change(await clientOf(connection));
        return result;
      } catch (failure) {
        if (mounted.current) setError(failure);
        return undefined;
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [connection],
  );
  const clearError = useCallback(() => setError(null), []);
  return { pending, error, run, clearError };
}
