import { formatLocale, formatNumber, t } from '@/lib/i18n/messages';
import { perLocale, plural } from '@/lib/i18n/compose';
import { dateOfDay, type ClickDay } from './days';

// The shapes and words of the click-history charts, kept out of the components so they stay thin
// and the arithmetic is tested without a DOM.

const dayFormat = perLocale(() => new Intl.DateTimeFormat(formatLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }));

/** A day as the charts print it ("Nov 12" in English). */
export const formatDay = (day: number): string => dayFormat().format(dateOfDay(day));

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
export function clickSummaryText(days: readonly ClickDay[], label: string = plural('hist_period', days.length)): string {
  const { total, known, gaps, best } = summarizeClicks(days);
  if (known === 0) return t('hist_no_data', label);
  const summary = best === null ? t('hist_no_clicks', label) : plural('hist_summary', total, label, formatDay(best.day), formatNumber(best.clicks ?? 0));
  return gaps > 0 ? `${summary} ${plural('hist_gaps', gaps)}` : summary;
}

/** The sparkline's short accessible name: "42 clicks in 30 days" or "No click data yet". */
export function sparklineText(days: readonly ClickDay[]): string {
  const { total, known } = summarizeClicks(days);
  return known === 0 ? t('hist_spark_none') : plural('hist_spark', total, plural('hist_days', days.length));
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
