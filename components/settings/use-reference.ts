import { useEffect, useState } from 'preact/hooks';
import type { ErrorDescription } from '@/lib/api';
import { describeError } from '@/lib/connection/errors';
import { EMPTY_REFERENCE, loadReference, referenceItem, watchReference, type ReferenceData } from '@/lib/reference/cache';

export interface ReferenceState {
  data: ReferenceData;
  loading: boolean;
  error: ErrorDescription | null;
  /** Refetches every list (the refresh button); the cache answers everything else. */
  refresh: () => Promise<void>;
}

/**
 * The cached reference lists for the pickers. Loads through the cache (no request when it is
 * fresh) once `enabled`; shows what is stored meanwhile and follows changes from other surfaces.
 */
export function useReference(enabled: boolean): ReferenceState {
  const [data, setData] = useState<ReferenceData>(EMPTY_REFERENCE);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ErrorDescription | null>(null);

  const load = async (force: boolean) => {
    setLoading(true);
    setError(null);
    try {
      setData(await loadReference({ force }));
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    void referenceItem.getValue().then((stored) => stored && setData(stored));
    return watchReference(setData);
  }, []);

  useEffect(() => {
    if (enabled) void load(false);
  }, [enabled]);

  return { data, loading, error, refresh: () => load(true) };
}
