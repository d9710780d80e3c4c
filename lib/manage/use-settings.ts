import { useEffect, useState } from 'preact/hooks';
import { getSettings, watchSettings } from '../settings/items';
import type { Settings } from '../settings/schema';

/** The saved settings, following changes made on the options page while this page is open. */
export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    let live = true;
    void getSettings().then((value) => live && setSettings(value));
    const stop = watchSettings((value) => setSettings(value));
    return () => {
      live = false;
      stop();
    };
  }, []);
  return settings;
}
