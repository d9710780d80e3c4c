import { browser } from 'wxt/browser';
import { isRecord } from '@/lib/api/guards';
import { installationKey } from '@/lib/storage/installation-keys';
import { records } from '@/lib/storage/records';
import { dayOf } from './days';
import { parseIndexedLink, toRecord } from './link-records';
import { parseSeries, seriesRecord } from './series-records';
import { recordTotal } from './series';
import type { ClickSeries, IndexedLink } from './schema';
import { indexFailureSchema } from './schema';
import { EMPTY_STATUS, indexStatusItem } from './status';

// Versions before the whole account kept an installation's index and its click history as two
// storage.local values, `linkIndex:<id>` and `clickHistory:<id>`, each rewritten whole for every
// change. They are carried over once into records (the worker, at its start): links, series and
// the status, with nothing lost, then the old keys go. Interrupted, it runs again from the start:
// writing a record twice changes nothing.

export const oldIndexKey = (installation: string) => installationKey('linkIndex', installation);
export const oldHistoryKey = (installation: string) => installationKey('clickHistory', installation);

interface OldIndex {
  source: string;
  links: IndexedLink[];
  refreshedAt: number;
  failure: unknown;
}

/** Entry by entry, as it was read then: a link that does not parse is dropped, never the rest. */
function parseOldIndex(value: unknown): OldIndex | null {
  if (!isRecord(value) || typeof value['source'] !== 'string') return null;
  const seen = new Set<number>();
  const links = (Array.isArray(value['links']) ? value['links'] : []).flatMap((entry: unknown) => {
    const link = parseIndexedLink(entry);
    if (!link || seen.has(link.id)) return [];
    seen.add(link.id);
    return [link];
  });
  const refreshedAt = value['refreshedAt'];
  return { source: value['source'], links, refreshedAt: typeof refreshedAt === 'number' && Number.isFinite(refreshedAt) ? refreshedAt : 0, failure: value['failure'] };
}

const LINK_ID = /^\d+$/;

/** Version 1 kept plain `[day, total]` pairs per link id; version 2 the series. */
function parseOldHistory(value: unknown): { source: string; series: Map<number, ClickSeries> } | null {
  if (!isRecord(value) || typeof value['source'] !== 'string') return null;
  const series = new Map<number, ClickSeries>();
  if (value['version'] === 1 && isRecord(value['snapshots'])) {
    for (const [id, pairs] of Object.entries(value['snapshots'])) {
      if (!LINK_ID.test(id) || !Array.isArray(pairs)) continue;
      let kept: ClickSeries | undefined;
      const valid = pairs.filter((pair): pair is [number, number] => Array.isArray(pair) && pair.length === 2 && pair.every(Number.isInteger));
      for (const [day, total] of valid.sort((a, b) => a[0] - b[0])) kept = recordTotal(kept, day, total);
      if (kept) series.set(Number(id), kept);
    }
  } else if (value['version'] === 2 && isRecord(value['series'])) {
    for (const [id, entry] of Object.entries(value['series'])) {
      const parsed = parseSeries(entry);
      if (parsed && LINK_ID.test(id)) series.set(Number(id), parsed);
    }
  }
  return { source: value['source'], series };
}

/** Carries one installation's old index and history over, if it has them. */
export async function carryOverIndex(installation: string, now = Date.now()): Promise<void> {
  const keys = [oldIndexKey(installation), oldHistoryKey(installation)];
  const stored = await browser.storage.local.get(keys);
  if (stored[keys[0]!] === undefined && stored[keys[1]!] === undefined) return;
  const index = parseOldIndex(stored[keys[0]!]);
  const history = parseOldHistory(stored[keys[1]!]);
  const source = index?.source ?? history?.source ?? '';
  const series = history && history.source === source ? history.series : new Map<number, ClickSeries>();
  const links = index?.links ?? [];
  const db = await records();
  const tx = db.transaction(['links', 'series'], 'readwrite');
  // Pass 0: seen by no full read yet. The first fill's end keeps those it sees and drops the deleted.
  for (const link of links) void tx.objectStore('links').put(toRecord(installation, link, 0));
  for (const [id, one] of series) void tx.objectStore('series').put(seriesRecord(installation, id, one, dayOf(now)));
  await tx.done;
  const failure = indexFailureSchema.safeParse(index?.failure);
  await indexStatusItem(installation).setValue({
    ...EMPTY_STATUS,
    source,
    count: links.length,
    // Filled again in full once (it held at most 1,000 links, and no campaign or channel).
    whole: false,
    refreshedAt: index?.refreshedAt ?? 0,
    failure: failure.success ? failure.data : null,
    tracked: series.size,
    revision: 1,
  });
  await browser.storage.local.remove(keys);
}
