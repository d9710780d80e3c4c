import type { ClickDay } from './days';
import type { ClickSeries } from './schema';

// Each refresh records every link's all-time total for the day; the last snapshot of a day
// wins. Clicks on a day are the change from the day before, and only that: a day without a
// snapshot, the day after one, or a day whose total went down (a counter reset on the server)
// is a gap, never a zero.

/** How many days of totals are kept: a year, then the oldest fold into `base`. */
export const HISTORY_DAYS = 365;

/** The series' last day with a snapshot and the total on it. */
function lastSnapshot(series: ClickSeries): { day: number; total: number } {
  let total = series.base;
  let day = series.start;
  series.steps.forEach((step, index) => {
    if (step === null) return;
    total += step;
    day = series.start + index + 1;
  });
  return { day, total };
}

/** The series with `total` recorded for `day`; a day before the last snapshot changes nothing. */
export function recordTotal(series: ClickSeries | undefined, day: number, total: number): ClickSeries {
  if (series === undefined) return { start: day, base: total, steps: [] };
  const end = series.start + series.steps.length;
  if (day < end) return series;
  if (day === end) {
    if (series.steps.length === 0) return { ...series, base: total };
    // The day's later snapshot replaces its earlier one.
    const steps = series.steps.slice(0, -1);
    const before = lastSnapshot({ ...series, steps });
    return { ...series, steps: [...steps, total - before.total] };
  }
  const { total: previous } = lastSnapshot(series);
  const gap: null[] = Array.from({ length: day - end - 1 }, () => null);
  return { ...series, steps: [...series.steps, ...gap, total - previous] };
}

/**
 * Drops days older than HISTORY_DAYS before `today`: the series starts again at its first
 * snapshot within them (never at a day without one, which would invent a snapshot).
 */
export function pruneSeries(series: ClickSeries, today: number): ClickSeries | null {
  const first = today - HISTORY_DAYS + 1;
  if (series.start >= first) return series;
  let total = series.base;
  for (let index = 0; index < series.steps.length; index += 1) {
    const step = series.steps[index];
    if (step === null || step === undefined) continue;
    total += step;
    const day = series.start + index + 1;
    if (day >= first) return { start: day, base: total, steps: series.steps.slice(index + 1) };
  }
  return null;
}

/** The total on every day of the series that has a snapshot. */
export function snapshotTotals(series: ClickSeries): { day: number; total: number }[] {
  const totals = [{ day: series.start, total: series.base }];
  let total = series.base;
  series.steps.forEach((step, index) => {
    if (step === null) return;
    total += step;
    totals.push({ day: series.start + index + 1, total });
  });
  return totals;
}

/** Clicks on each of the `count` days up to `today` (oldest first); null where they cannot be known. */
export function dailyClicks(series: ClickSeries | undefined, today: number, count = 30): ClickDay[] {
  const days: ClickDay[] = [];
  for (let day = today - count + 1; day <= today; day += 1) days.push({ day, clicks: clicksOn(series, day) });
  return days;
}

function clicksOn(series: ClickSeries | undefined, day: number): number | null {
  if (series === undefined || day <= series.start) return null;
  const index = day - series.start - 1;
  const step = series.steps[index];
  // The day before needs its own snapshot: the first day counts as one.
  const before = index === 0 ? series.base : series.steps[index - 1];
  if (step === undefined || step === null || before === null || before === undefined || step < 0) return null;
  return step;
}
