import { useEffect, useState } from 'preact/hooks';

// Failures are worded by lib/i18n/describe-error.ts, loaded (through lib/i18n/wording.ts, its lazy
// boundary) the first time a page has one to show: its tables of kinds, codes and server messages
// are the largest words a page carries, and the popup, which shows none on most openings, keeps
// them out of its start-up JavaScript. A page that already loaded the module gets it at once.

type Wording = typeof import('@/lib/i18n/wording');

let loaded: Wording | null = null;
const load = () => import('@/lib/i18n/wording').then((wording) => (loaded = wording));

/** Starts loading the wording ahead of a failure (with the view that shows it), so that view words it at once. */
export const loadWording = (): Promise<unknown> => load();

/** The wording module, once `needed`; null until it has loaded (a few milliseconds, once per page). */
export function useWording(needed: boolean): Wording | null {
  const [wording, setWording] = useState(loaded);
  useEffect(() => {
    if (!needed || wording) return;
    let live = true;
    void load().then((module) => live && setWording(module));
    return () => {
      live = false;
    };
  }, [needed, wording]);
  return wording;
}
