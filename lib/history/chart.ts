import { dateOfDay, type ClickDay } from './days';

// The shapes and words of the click-history charts, kept out of the components so they stay thin
// and the arithmetic is tested without a DOM.

/** The charts' words, in English only for now: kept together so they can move to a translation file. */
export const CHART_TEXT = {
  period: (days: number) => `the last ${days} ${days === 1 ? 'day' : 'days'}`,
  clicks: (clicks: number) => `${clicks.toLocaleString('en')} ${clicks === 1 ? 'click' : 'clicks'}`,
  total: (clicks: string, period: string) => `${clicks} over ${period}`,
  best: (date: string, clicks: number) => `; most on ${date} (${clicks.toLocaleString('en')})`,
  noClicks: (period: string) => `No clicks over ${period}.`,
  noData: (period: string) => `No click data for ${period} yet.`,
  gaps: (days: number) => ` No data for ${days.toLocaleString('en')} ${days === 1 ? 'day' : 'days'}.`,
  spark: (clicks: string, days: number) => `${clicks} in ${days.toLocaleString('en')} ${days === 1 ? 'day' : 'days'}`,
  sparkNoData: 'No click data yet',
  dateColumn: 'Date',
  clicksColumn: 'Clicks',
  gapCell: 'No data',
  showTable: 'Show as table',
  tableCaption: 'Clicks per day',
  gapLegend: 'no data',
} as const;

const dayFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A day as the charts print it ("Nov 12"). */
export function formatDay(day: number): string {
  return dayFormat.format(dateOfDay(day));
}

export interface ClickSummary {
  total: number;
  /** Days with data (clicks not null). */
  known: number;
  /** Days without data. */
  gaps: number;
  /** The day with the most clicks, the latest on ties; null when no day has a click. */
  best: ClickDay | null;
}

export function summarizeClicks(days: readonly ClickDay[]): ClickSummary {
  let total = 0;
  let known = 0;
  let best: ClickDay | null = null;
  let most = 0;
  for (const entry of days) {
    if (entry.clicks === null) continue;
    known++;
    total += entry.clicks;
    if (entry.clicks > most || (entry.clicks === most && most > 0 && best !== null && entry.day > best.day)) {
      best = entry;
      most = entry.clicks;
    }
  }
  return { total, known, gaps: days.length - known, best };
}

/**
 * One sentence describing `days`, for the caption and screen readers. `label` names the period
 * ("the last 30 days" by default).
 */
export function clickSummaryText(days: readonly ClickDay[], label: string = CHART_TEXT.period(days.length)): string {
  const { total, known, gaps, best } = summarizeClicks(days);
  if (known === 0) return CHART_TEXT.noData(label);
  const gapText = gaps > 0 ? CHART_TEXT.gaps(gaps) : '';
  if (best === null) return CHART_TEXT.noClicks(label) + gapText;
  return `${CHART_TEXT.total(CHART_TEXT.clicks(total), label)}${CHART_TEXT.best(formatDay(best.day), best.clicks ?? 0)}.${gapText}`;
}

/** The sparkline's short accessible name: "42 clicks in 30 days" or "No click data yet". */
export function sparklineText(days: readonly ClickDay[]): string {
  const { total, known } = summarizeClicks(days);
  return known === 0 ? CHART_TEXT.sparkNoData : CHART_TEXT.spark(CHART_TEXT.clicks(total), days.length);
}

/** `bar`: clicks > 0; `zero`: a thin baseline mark; `gap`: no data, drawn as its own marker. */
export type BarKind = 'bar' | 'zero' | 'gap';

export interface BarShape {
  day: number;
  clicks: number | null;
  kind: BarKind;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarOptions {
  /** viewBox width and height; bars stand on y = height. */
  width: number;
  height: number;
  /** Space between bars, in viewBox units; shrunk when the bars would get thinner than it. */
  gap: number;
  /** Least height of a bar with clicks, so a single click stays visible next to a large day. */
  minHeight?: number;
  /** Height of the zero-day mark. */
  zeroHeight?: number;
  /** Height of the gap marker. */
  gapHeight?: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Each day's rectangle in a `width` × `height` viewBox, the largest day reaching the top. */
export function barGeometry(days: readonly ClickDay[], options: BarOptions): BarShape[] {
  const { width, height } = options;
  const minHeight = Math.min(options.minHeight ?? Math.max(1, height * 0.04), height);
  const zeroHeight = Math.min(options.zeroHeight ?? 1, height);
  const gapHeight = Math.min(options.gapHeight ?? Math.max(2, height * 0.08), height);
  const count = days.length;
  if (count === 0) return [];
  const slot = width / count;
  const gap = Math.min(Math.max(0, options.gap), slot / 2);
  const barWidth = (width - gap * (count - 1)) / count;
  const max = days.reduce((most, entry) => Math.max(most, entry.clicks ?? 0), 0);
  return days.map((entry, index) => {
    const x = round(index * (barWidth + gap));
    const shape = (kind: BarKind, h: number): BarShape => ({ day: entry.day, clicks: entry.clicks, kind, x, y: round(height - h), width: round(barWidth), height: round(h) });
    if (entry.clicks === null) return shape('gap', gapHeight);
    if (entry.clicks <= 0) return shape('zero', zeroHeight);
    return shape('bar', Math.max(minHeight, (entry.clicks / max) * height));
  });
}

/**
 * A polyline's `points` per unbroken run of known days, in a `width` × `height` box (0 at the
 * bottom). A lone day between gaps is a zero-length segment, which round line caps draw as a dot.
 */
export function sparkPoints(days: readonly ClickDay[], width: number, height: number): string[] {
  const max = days.reduce((most, entry) => Math.max(most, entry.clicks ?? 0), 0);
  const step = days.length > 1 ? width / (days.length - 1) : 0;
  const runs: string[][] = [];
  let run: string[] | null = null;
  days.forEach((entry, index) => {
    if (entry.clicks === null) {
      run = null;
      return;
    }
    const x = days.length > 1 ? index * step : width / 2;
    const y = height - (max > 0 ? (Math.max(0, entry.clicks) / max) * height : 0);
    if (run === null) runs.push((run = []));
    run.push(`${round(x)},${round(y)}`);
  });
  return runs.map((points) => (points.length === 1 ? `${points[0]} ${points[0]}` : points.join(' ')));
}
