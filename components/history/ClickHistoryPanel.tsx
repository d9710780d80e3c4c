import { dailyClicks } from '@/lib/history/series';
import { dayOf } from '@/lib/history/days';
import { t } from '@/lib/i18n/messages';
import { ClickChart } from './ClickChart';
import { IndexStatus } from './IndexStatus';
import { useClickHistory, useLinkIndex } from './use-link-index';

export interface ClickHistoryPanelProps {
  linkId: number;
  /** "Keep click history" is on: every day gets a snapshot without a page asking. */
  daily: boolean;
}

/**
 * One link's clicks per day over the last 30 days, from the totals each refresh of the index
 * records. Showing it refreshes an index older than its lifetime; days between refreshes stay gaps.
 */
export function ClickHistoryPanel({ linkId, daily }: ClickHistoryPanelProps) {
  const state = useLinkIndex();
  const history = useClickHistory();
  if (history === null) return null;
  const days = dailyClicks(history.series[String(linkId)], dayOf(Date.now()));
  return (
    <section class="click-history stack" aria-labelledby={`click-history-${linkId}`}>
      <h3 class="section-title" id={`click-history-${linkId}`}>
        {t('hist_per_day')}
      </h3>
      <ClickChart days={days} />
      <IndexStatus state={state} />
      {!daily && <p class="muted small">{t('hist_daily_hint', t('opt_keep_history'))}</p>}
    </section>
  );
}
