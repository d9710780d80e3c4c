import { toCsv, type CsvColumn } from '@/lib/core/csv';
import { isoDay } from './days';
import { dailyClicks, snapshotTotals } from './series';
import type { ClickSeries, IndexedLink } from './schema';

interface HistoryRow {
  day: number;
  id: number;
  link: IndexedLink | undefined;
  total: number;
  clicks: number | null;
}

// The header row names the columns for scripts and spreadsheets alike: fixed identifiers in every
// language, like the API's own field names, so a file exported in German reads the same as one in English.
const columns: CsvColumn<HistoryRow>[] = [
  { header: 'date', value: (row) => isoDay(row.day) },
  { header: 'id', value: (row) => row.id },
  { header: 'short_url', value: (row) => row.link?.shorturl ?? '' },
  { header: 'long_url', value: (row) => row.link?.longurl ?? '' },
  { header: 'total_clicks', value: (row) => row.total },
  // Empty where the day's clicks cannot be known (the day before has no snapshot, or the total fell).
  { header: 'clicks_that_day', value: (row) => row.clicks },
];

/**
 * One row per link and day with a snapshot, oldest first: the total the server reported that
 * day and the clicks since the day before. Links deleted since keep their rows, without addresses.
 */
export function historyCsv(history: ReadonlyMap<number, ClickSeries>, links: readonly IndexedLink[]): string {
  const byId = new Map(links.map((link) => [link.id, link]));
  const rows: HistoryRow[] = [];
  for (const [id, series] of history) {
    const totals = snapshotTotals(series);
    const last = totals.at(-1)?.day ?? series.start;
    const perDay = new Map(dailyClicks(series, last, last - series.start + 1).map((day) => [day.day, day.clicks]));
    for (const { day, total } of totals) rows.push({ day, id, link: byId.get(id), total, clicks: perDay.get(day) ?? null });
  }
  rows.sort((a, b) => a.day - b.day || a.id - b.id);
  return toCsv(rows, columns);
}
