import './history.css';
import { sparkPoints, sparklineText } from '@/lib/history/chart';
import type { ClickDay } from '@/lib/history/days';

export interface SparklineProps {
  /** One entry per day, oldest first. */
  days: readonly ClickDay[];
  /** The accessible name; "42 clicks in 30 days" (or "No click data yet") by default. */
  label?: string;
}

// The viewBox matches the CSS size (history.css), with 2px above and below so the stroke is not cut.
const WIDTH = 80;
const PLOT_HEIGHT = 16;

/** A tiny line of clicks per day for a table cell, broken where a day has no data. */
export function Sparkline({ days, label }: SparklineProps) {
  return (
    <svg class="sparkline" viewBox={`0 -2 ${WIDTH} ${PLOT_HEIGHT + 4}`} role="img" aria-label={label ?? sparklineText(days)}>
      <line class="sparkline-base" x1={0} x2={WIDTH} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} />
      {sparkPoints(days, WIDTH, PLOT_HEIGHT).map((points) => (
        <polyline key={points} class="sparkline-line" points={points} />
      ))}
    </svg>
  );
}
