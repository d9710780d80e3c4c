import { useEffect, useMemo, useState } from 'preact/hooks';
import type { DefaultTags } from '@/lib/utm/read-default';
import type { UtmTemplate } from '@/lib/utm/template';

// The popup's page with the installation's default template applied by the one rule every way of
// shortening uses (lib/utm/default-template.ts), so a plain Shorten sends the same tags as the
// right-click. Its code and the read load after the first paint; the lookup and a Shorten wait
// for it (a few milliseconds: two storage reads).

// What applied for an installation in this popup, for More options' template picker to show.
const applied = new Map<string, Pick<UtmTemplate, 'id' | 'name'> | null>();

/** The default template this popup applied for the installation, if any. */
export const appliedDefault = (installation: string) => applied.get(installation) ?? null;

/** The default template's outcome for the page once read (null until then), and the promise of it for a Shorten that cannot wait for a render. */
export function useDefaultTemplate(url: string, installation: string): { tags: DefaultTags | null; ready: Promise<DefaultTags> } {
  const ready = useMemo(
    () =>
      import('@/lib/utm/read-default').then(
        (module) => module.readDefault(url, installation),
        (): DefaultTags => ({ url, applied: null, kept: null }),
      ),
    [url, installation],
  );
  const [tags, setTags] = useState<DefaultTags | null>(null);
  useEffect(() => {
    let live = true;
    void ready.then((read) => {
      applied.set(installation, read.applied);
      if (live) setTags(read);
    });
    return () => {
      live = false;
    };
  }, [ready, installation]);
  return { tags, ready };
}
