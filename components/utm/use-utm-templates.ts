import { useEffect, useState } from 'preact/hooks';
import { utmTemplatesItem } from '@/lib/utm/store';
import type { UtmTemplates } from '@/lib/utm/template';

/** The user's UTM templates, kept current while they change elsewhere; null until read. */
export function useUtmTemplates(): UtmTemplates | null {
  const [templates, setTemplates] = useState<UtmTemplates | null>(null);
  useEffect(() => {
    let live = true;
    void utmTemplatesItem.getValue().then((value) => live && setTemplates(value));
    const stop = utmTemplatesItem.watch((value) => live && setTemplates(value));
    return () => {
      live = false;
      stop();
    };
  }, []);
  return templates;
}
