import { useEffect, useState } from 'preact/hooks';
import { syncReachesOtherBrowsers } from '@/lib/platform/sync-reach';

/** Whether synced storage reaches the user's other browsers; undefined until the browser says. */
export function useSyncReach(): boolean | undefined {
  const [reaches, setReaches] = useState<boolean>();
  useEffect(() => {
    let live = true;
    void syncReachesOtherBrowsers().then((value) => live && setReaches(value));
    return () => {
      live = false;
    };
  }, []);
  return reaches;
}
