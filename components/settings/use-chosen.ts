import { useEffect, useState } from 'preact/hooks';

/**
 * What a page shows of stored choices: the user's latest choice at once, the stored value
 * otherwise. A choice shows until storage reports it back (the watch brings the page's own
 * write) or its save fails, so a click never flips back while the write is on its way; a change
 * made elsewhere shows when it lands.
 */
export function useChosen<P extends object>(stored: P | null, save: (patch: Partial<P>) => Promise<unknown>): [P | null, (patch: Partial<P>) => Promise<boolean>] {
  const [chosen, setChosen] = useState<Partial<P>>({});
  useEffect(() => {
    if (stored) setChosen((current) => without(current, (key, value) => Object.is(stored[key], value)));
  }, [stored]);
  /** Shows the choice and saves it; answers whether it was saved. */
  const choose = async (patch: Partial<P>) => {
    setChosen((current) => ({ ...current, ...patch }));
    try {
      await save(patch);
      return true;
    } catch {
      setChosen((current) => without(current, (key, value) => key in patch && Object.is(patch[key], value)));
      return false;
    }
  };
  return [stored && { ...stored, ...chosen }, choose];
}

/** `current` without the entries `drop` picks; the same object when there are none. */
function without<P extends object>(current: Partial<P>, drop: (key: keyof P, value: unknown) => boolean): Partial<P> {
  const kept = Object.entries(current).filter(([key, value]) => !drop(key as keyof P, value));
  return kept.length === Object.keys(current).length ? current : (Object.fromEntries(kept) as Partial<P>);
}
