import { useEffect, useState } from 'preact/hooks';
import { Switch } from '@/components/ui';
import { dailyCost } from '@/lib/history/cost';
import { linkIndexKey, readLinkIndex } from '@/lib/history/store';
import { connectionSource } from '@/lib/reference/cache';
import { isConfigured } from '@/lib/settings/items';
import type { Installation } from '@/lib/settings/schema';
import { browser } from 'wxt/browser';

export interface ClickHistoryFormProps {
  installations: readonly Installation[];
  on: boolean;
  onChange: (clickHistory: boolean) => void;
}

/** How many links each configured installation's index holds; null for one never filled. */
function useIndexCounts(installations: readonly Installation[]): (number | null)[] | null {
  const [counts, setCounts] = useState<(number | null)[] | null>(null);
  // The configured installations as a value, so the effect runs again only when they change.
  const key = JSON.stringify(installations.filter((one) => isConfigured(one)).map((one) => [one.id, connectionSource(one.connection)]));
  useEffect(() => {
    let live = true;
    const targets = JSON.parse(key) as [string, string][];
    const read = () =>
      void Promise.all(targets.map(([id, source]) => readLinkIndex(id, source))).then(
        (indexes) => live && setCounts(indexes.map((index) => (index.refreshedAt > 0 ? index.links.length : null))),
      );
    read();
    const keys = new Set(targets.map(([id]) => linkIndexKey(id)));
    const listener = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && Object.keys(changes).some((changed) => keys.has(changed))) read();
    };
    browser.storage.onChanged.addListener(listener);
    return () => {
      live = false;
      browser.storage.onChanged.removeListener(listener);
    };
  }, [key]);
  return counts;
}

function costText(counts: readonly (number | null)[] | null): string {
  if (counts === null || counts.length === 0) return 'About 1 request a day for every 100 links, at most 10 per installation.';
  const known = counts.filter((count): count is number => count !== null);
  const { requests } = dailyCost(counts.map((count) => count ?? 0));
  if (known.length === 0) return `About ${requests} ${requests === 1 ? 'request' : 'requests'} a day, 1 for every 100 links (at most 10 per installation).`;
  const links = known.reduce((sum, count) => sum + count, 0);
  return `About ${requests} ${requests === 1 ? 'request' : 'requests'} a day for your ${links.toLocaleString('en')} ${links === 1 ? 'link' : 'links'}.`;
}

/** "Keep click history": the one request Trim would send unasked, with what it costs. */
export function ClickHistoryForm({ installations, on, onChange }: ClickHistoryFormProps) {
  const counts = useIndexCounts(installations);
  return (
    <div class="stack">
      <Switch
        id="click-history"
        label="Keep click history"
        checked={on}
        onChange={onChange}
        hint={
          <>
            Once a day, Trim reads your link list to record each link's clicks, for the charts in Stats and Manage links. {costText(counts)} Off, totals are still recorded whenever
            you look at your links.
          </>
        }
      />
    </div>
  );
}
