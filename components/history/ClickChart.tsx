import './history.css';
import { useId } from 'preact/hooks';
import { barGeometry, clickSummaryText, formatDay, summarizeClicks } from '@/lib/history/chart';
import { isoDay, type ClickDay } from '@/lib/history/days';
import { formatNumber, t } from '@/lib/i18n/messages';

export interface ClickChartProps {
  /** One entry per day, oldest first (normally 30). */
  days: readonly ClickDay[];
  /** Shown above the summary and as the table's caption. */
  title?: string;
}

// The viewBox is as tall as the chart's CSS height (history.css), so vertical sizes are pixels;
// its width is stretched to the container (preserveAspectRatio="none").
const VIEW_WIDTH = 300;
const VIEW_HEIGHT = 96;
// The baseline takes the bottom pixel; the bars stand on it.
const PLOT_HEIGHT = VIEW_HEIGHT - 1;

/** Clicks per day as bars, with a caption that says it in words and the numbers as a table. */
export function ClickChart({ days, title }: ClickChartProps) {
  const captionId = `click-chart-${useId()}`;
  const bars = barGeometry(days, { width: VIEW_WIDTH, height: PLOT_HEIGHT, gap: 2, minHeight: 4, zeroHeight: 2, gapHeight: 8 });
  const { gaps } = summarizeClicks(days);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure class="click-chart">
      <figcaption id={captionId} class="click-chart-caption">
        {/* The space keeps title and summary apart in the accessible name. */}
        {title && <span class="click-chart-title">{title} </span>}
        <span class="click-chart-summary small muted">{clickSummaryText(days)}</span>
      </figcaption>
      <svg class="click-chart-svg" viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={captionId}>
        <line class="click-chart-baseline" x1={0} x2={VIEW_WIDTH} y1={VIEW_HEIGHT - 0.5} y2={VIEW_HEIGHT - 0.5} vector-effect="non-scaling-stroke" />
        {bars.map((bar) => (
          <rect
            key={bar.day}
            class={`click-chart-${bar.kind}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            vector-effect={bar.kind === 'gap' ? 'non-scaling-stroke' : undefined}
          />
        ))}
      </svg>
      {/* The range and legend repeat what the caption and the table say in words. */}
      <div class="click-chart-axis small muted" aria-hidden="true">
        <span>{first ? formatDay(first.day) : ''}</span>
        {gaps > 0 && (
          <span class="click-chart-legend">
            <span class="click-chart-legend-gap" /> {t('hist_legend_gap')}
          </span>
        )}
        <span>{last && last !== first ? formatDay(last.day) : ''}</span>
      </div>
      <details class="click-chart-details">
        <summary class="small">{t('hist_show_table')}</summary>
        <table class="click-chart-table">
          <caption class="visually-hidden">{title ?? t('hist_per_day')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('hist_col_date')}</th>
              <th scope="col" class="num">
                {t('hist_col_clicks')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map(({ day, clicks }) => (
              <tr key={day} class={clicks === null ? 'click-chart-row-gap' : undefined}>
                <th scope="row">
                  <time dateTime={isoDay(day)}>{formatDay(day)}</time>
                </th>
                <td class="num">{clicks === null ? t('hist_no_data_cell') : formatNumber(clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
