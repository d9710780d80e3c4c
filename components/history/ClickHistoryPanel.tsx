import { dailyClicks } from '@/lib/history/series';
import { dayOf } from '@/lib/history/days';
import { t } from '@/lib/i18n/messages';
import { ClickChart } from './ClickChart';
import { IndexStatus } from './IndexStatus';
import { useLinkIndex, useLinkSeries } from './use-link-index';

export interface ClickHistoryPanelProps {
  linkId: number;
  /** "Keep click history" is on: every day gets a snapshot without a page asking. */
  daily: boolean;
}

/**
 * One link's clicks per day over the last 30 days, from the totals each refresh of the index
 * records for the links it reads. Showing it refreshes an index older than its lifetime; days
 * between refreshes stay gaps, and a link no refresh reads says so.
 */
export function ClickHistoryPanel({ linkId, daily }: ClickHistoryPanelProps) {
  const state = useLinkIndex();
  const series = useLinkSeries(state.status, linkId);
  if (series === undefined) return null;
  const days = dailyClicks(series ?? undefined, dayOf(Date.now()));
  return (
    <section class="click-history stack" aria-labelledby={`click-history-${linkId}`}>
      <h3 class="section-title" id={`click-history-${linkId}`}>
        {t('hist_per_day')}
      </h3>
      <ClickChart days={days} />
      {/* Which links Trim counts per day: the newest and the most clicked (lib/history/series-records.ts). */}
      {series === null && <p class="muted small">{t('hist_not_tracked')}</p>}
      <IndexStatus state={state} />
      {!daily && <p class="muted small">{t('hist_daily_hint', t('opt_keep_history'))}</p>}
    </section>
  );
}
