import { useEffect, useState } from 'preact/hooks';
import { Switch } from '@/components/ui';
import { dailyCost } from '@/lib/history/cost';
import { linkIndexItem, readLinkIndex } from '@/lib/history/store';
import { t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { connectionSource } from '@/lib/connection/source';
import { isConfigured } from '@/lib/settings/items';
import type { Installation } from '@/lib/settings/schema';

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
    const stops = targets.map(([id]) => linkIndexItem(id).watch(read));
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [key]);
  return counts;
}

function costText(counts: readonly (number | null)[] | null): string {
  if (counts === null || counts.length === 0) return t('opt_cost_unknown');
  const known = counts.filter((count): count is number => count !== null);
  const { requests } = dailyCost(counts.map((count) => count ?? 0));
  if (known.length === 0) return plural('opt_cost_new', requests);
  const links = known.reduce((sum, count) => sum + count, 0);
  return plural('opt_cost', requests, plural('opt_your_links', links));
}

/** "Keep click history": the one request Trim would send unasked, with what it costs. */
export function ClickHistoryForm({ installations, on, onChange }: ClickHistoryFormProps) {
  const counts = useIndexCounts(installations);
  return (
    <div class="stack">
      <Switch id="click-history" label={t('opt_keep_history')} checked={on} onChange={onChange} hint={t('opt_history_hint', costText(counts))} />
    </div>
  );
}
