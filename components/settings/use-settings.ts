import { useEffect, useState } from 'preact/hooks';
import { getSettings, watchSettings } from '@/lib/settings/items';
import type { Settings } from '@/lib/settings/schema';

/**
 * The validated settings, kept current when any surface saves; null until first read. A page
 * that read them before its first render passes them as `initial` and skips that read.
 */
export function useSettings(initial: Settings | null = null): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(initial);
  // Read once: later values come from the watch.
  const [readFirst] = useState(initial === null);
  useEffect(() => {
    let alive = true;
    if (readFirst) void getSettings().then((value) => alive && setSettings(value));
    const unwatch = watchSettings((value) => setSettings(value));
    return () => {
      alive = false;
      unwatch();
    };
  }, [readFirst]);
  return settings;
}
