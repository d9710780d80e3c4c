import { ofInstallation, records } from '@/lib/storage/records';
import { dayOf } from './days';
import { newCursor } from './fill';
import { clearIndexRecords, saveLinks, writeCursor } from './index-writes';
import type { ClickSeries, IndexedLink } from './schema';
import { seriesRecord } from './series-records';
import { changeIndexStatus } from './status';

// Tests and the benchmark only (the e2e build's worker hooks): an installation's index as a
// whole read would leave it, with click series, written at once instead of read from a service.

export async function seedIndexForTests(
  installation: string,
  source: string,
  links: readonly IndexedLink[],
  series: ReadonlyMap<number, ClickSeries> = new Map(),
  now = Date.now(),
): Promise<void> {
  await clearIndexRecords(installation);
  await writeCursor({ ...newCursor(installation, source, 1), active: false });
  // Cleared first: every link is new.
  const count = await saveLinks(installation, links);
  const tx = (await records()).transaction('series', 'readwrite');
  for (const [id, one] of series) void tx.store.put(seriesRecord(installation, id, one, dayOf(now)));
  await tx.done;
  await changeIndexStatus(installation, source, (status) => ({ ...status, count, total: count, whole: true, refreshedAt: now, fill: null, failure: null, tracked: series.size }), {
    records: true,
  });
}

/** What an installation's link and series records weigh as JSON (the benchmark's storage figure; IndexedDB's own files are compressed). */
export async function recordBytes(installation: string): Promise<number> {
  const db = await records();
  const all = [...(await db.getAll('links', ofInstallation(installation))), ...(await db.getAll('series', ofInstallation(installation)))];
  return all.reduce((sum, record) => sum + new TextEncoder().encode(JSON.stringify(record)).length, 0);
}

/** How many records of each kind an installation has (a removal must leave none). */
export async function recordCounts(installation: string): Promise<{ links: number; series: number; bodies: number; fills: number }> {
  const db = await records();
  const [links, series, bodies] = await Promise.all((['links', 'series', 'bodies'] as const).map((store) => db.count(store, ofInstallation(installation))));
  return { links: links ?? 0, series: series ?? 0, bodies: bodies ?? 0, fills: (await db.getKey('fills', installation)) === undefined ? 0 : 1 };
}
