import { isRecord } from '@/lib/api/guards';
import { forEachRecord, ofInstallation, records } from '@/lib/storage/records';
import { pruneSeries, recordTotal } from './series';
import type { ClickSeries } from './schema';

// Each link's click totals by day, one record per link (lib/storage/records.ts), written by the
// worker's refreshes for the links they read: the newest and the most clicked. Clicks per day for
// every link of a 100,000-link account would cost a request per 400 links every day; these are the
// links whose clicks move. A series keeps at most a year, and goes 90 days after it was last
// written (a link no refresh reads any more: deleted, or long quiet), about 1.1 kB per link-year.

/** Days a series is kept after its last snapshot. */
export const SERIES_KEPT_DAYS = 90;

type SeriesRecord = ClickSeries & {
  installation: string;
  id: number;
  /** The day of its last snapshot. */
  written: number;
};

export const seriesRecord = (installation: string, id: number, series: ClickSeries, written: number): SeriesRecord => ({ ...series, installation, id, written });

const isSteps = (value: unknown): value is (number | null)[] => Array.isArray(value) && value.every((step) => step === null || Number.isInteger(step));

export function parseSeries(value: unknown): ClickSeries | null {
  if (!isRecord(value) || !Number.isInteger(value['start']) || !Number.isInteger(value['base']) || !isSteps(value['steps'])) return null;
  return { start: value['start'] as number, base: value['base'] as number, steps: value['steps'] };
}

/** One link's series, or null when Trim keeps none for it. */
export async function readSeries(installation: string, id: number): Promise<ClickSeries | null> {
  return parseSeries(await (await records()).get('series', [installation, id]));
}

/** The series of these links (a page of the link list), by link id. */
export async function readSeriesOf(installation: string, ids: readonly number[]): Promise<Map<number, ClickSeries>> {
  const tx = (await records()).transaction('series');
  const found = await Promise.all(ids.map((id) => tx.store.get([installation, id])));
  const series = new Map<number, ClickSeries>();
  found.forEach((value, index) => {
    const parsed = parseSeries(value);
    if (parsed) series.set(ids[index]!, parsed);
  });
  return series;
}

/** Every series of the installation, by link id (the history's CSV export). */
export async function readAllSeries(installation: string): Promise<Map<number, ClickSeries>> {
  const db = await records();
  const series = new Map<number, ClickSeries>();
  for (const value of await db.getAll('series', ofInstallation(installation))) {
    const parsed = parseSeries(value);
    if (parsed && isRecord(value) && typeof value['id'] === 'number') series.set(value['id'], parsed);
  }
  return series;
}

export async function countSeries(installation: string): Promise<number> {
  return (await records()).count('series', ofInstallation(installation));
}

/**
 * Records one refresh's totals (link id → total; null: the server did not say) for `day`, and
 * ages out every series of the installation: a year at most, none 90 days after its last
 * snapshot. Answers how many series are kept.
 */
export async function recordTotals(installation: string, totals: ReadonlyMap<number, number | null>, day: number): Promise<number> {
  const db = await records();
  const tx = db.transaction('series', 'readwrite');
  const written = new Set<number>();
  for (const [id, total] of totals) {
    if (total === null || total < 0) continue;
    const kept = parseSeries(await tx.store.get([installation, id]));
    const pruned = kept && pruneSeries(kept, day);
    void tx.store.put(seriesRecord(installation, id, recordTotal(pruned ?? undefined, day, total), day));
    written.add(id);
  }
  await forEachRecord(tx, 'series', installation, (batch) => {
    for (const record of batch) {
      if (written.has(record.id)) continue;
      const series = parseSeries(record);
      const last = typeof record['written'] === 'number' ? record['written'] : day;
      const pruned = series && day - last <= SERIES_KEPT_DAYS ? pruneSeries(series, day) : null;
      if (!pruned) void tx.store.delete([installation, record.id]);
      else if (pruned !== series) void tx.store.put(seriesRecord(installation, record.id, pruned, last));
    }
  });
  const count = tx.store.count(ofInstallation(installation));
  await tx.done;
  return count;
}
