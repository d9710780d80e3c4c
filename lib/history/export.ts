import { t } from '@/lib/i18n/messages';
import { toCsv, type CsvColumn } from '@/lib/manage/csv';
import { isoDay } from './days';
import { dailyClicks, snapshotTotals } from './series';
import type { ClickHistory, IndexedLink } from './schema';

interface HistoryRow {
  day: number;
  id: number;
  link: IndexedLink | undefined;
  total: number;
  clicks: number | null;
}

// The header row is in the user's language; built when exporting, never on import (Node imports lib/).
const columns = (): CsvColumn<HistoryRow>[] => [
  { header: t('hist_csv_date'), value: (row) => isoDay(row.day) },
  { header: t('hist_csv_id'), value: (row) => row.id },
  { header: t('hist_csv_short'), value: (row) => row.link?.shorturl ?? '' },
  { header: t('hist_csv_long'), value: (row) => row.link?.longurl ?? '' },
  { header: t('hist_csv_total'), value: (row) => row.total },
  // Empty where the day's clicks cannot be known (the day before has no snapshot, or the total fell).
  { header: t('hist_csv_day'), value: (row) => row.clicks },
];

/**
 * One row per link and day with a snapshot, oldest first: the total the server reported that
 * day and the clicks since the day before. Links deleted since keep their rows, without addresses.
 */
export function historyCsv(history: ClickHistory, links: readonly IndexedLink[]): string {
  const byId = new Map(links.map((link) => [link.id, link]));
  const rows: HistoryRow[] = [];
  for (const [key, series] of Object.entries(history.series)) {
    const id = Number(key);
    const totals = snapshotTotals(series);
    const last = totals.at(-1)?.day ?? series.start;
    const perDay = new Map(dailyClicks(series, last, last - series.start + 1).map((day) => [day.day, day.clicks]));
    for (const { day, total } of totals) rows.push({ day, id, link: byId.get(id), total, clicks: perDay.get(day) ?? null });
  }
  rows.sort((a, b) => a.day - b.day || a.id - b.id);
  return toCsv(rows, columns());
}
