import { formatNumber, t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import './stats.css';

export interface BarListProps {
  /** Heading of the chart, e.g. "Top countries". */
  title: string;
  /** Label → count, as the API gives it; labels are server strings rendered as text. */
  data: Record<string, number>;
  /** How many of the largest entries to show. */
  limit?: number;
  /** Heading level inside the surrounding section. */
  level?: 3 | 4;
  emptyText?: string;
  /** A label as people read it (a social network's key as its name); the label as sent by default. */
  name?: (label: string) => string;
}

/**
 * A small horizontal bar chart in plain HTML/CSS: each row reads as "label, value" to a screen
 * reader; the bar itself is decoration scaled to the largest value.
 */
export function BarList({ title, data, limit = 5, level = 3, emptyText = t('stats_no_data'), name = (label) => label }: BarListProps) {
  const all = Object.entries(data)
    .filter(([, value]) => Number.isFinite(value) && value > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const rows = all.slice(0, limit);
  // The entries past the limit are counted, so "5 of 10" never reads as the whole list.
  const hidden = all.length - rows.length;
  const max = rows[0]?.[1] ?? 0;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section class="bar-list">
      <Heading class="bar-list-title">{title}</Heading>
      {rows.length === 0 ? (
        <p class="bar-list-empty">{emptyText}</p>
      ) : (
        <ul class="bar-rows">
          {rows.map(([label, value]) => (
            <li class="bar-row" key={label}>
              <span class="bar-label" title={name(label)}>
                {label ? name(label) : t('stats_none_label')}
              </span>
              <span class="bar-track" aria-hidden="true">
                <span class="bar-fill" style={{ width: `${Math.max(4, Math.round((value / max) * 100))}%` }} />
              </span>
              <span class="bar-value">{formatNumber(value)}</span>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && <p class="bar-list-more">{plural('stats_more', hidden)}</p>}
    </section>
  );
}
