import { useEffect, useState } from 'preact/hooks';
import { getSettings, watchSettings } from '@/lib/settings/items';
import type { Settings } from '@/lib/settings/schema';

/** The validated settings, kept current when any surface saves; null until first read. */
export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    let alive = true;
    void getSettings().then((value) => alive && setSettings(value));
    const unwatch = watchSettings((value) => setSettings(value));
    return () => {
      alive = false;
      unwatch();
    };
  }, []);
  return settings;
}
