import type { LinkStats } from '@/lib/api';
import { socialNetworkName } from '@/lib/core/names';
import { formatNumber, t } from '@/lib/i18n/messages';
import { BarList } from './BarList';
import './stats.css';

export interface LinkStatsViewProps {
  stats: LinkStats;
  /** Entries per chart; the manage page shows more than the popup. */
  limit?: number;
  /** Lays the charts out in two columns when there is room (manage page). */
  wide?: boolean;
  /** The two counts' names, for what is not a link (a QR code's scans); by default clicks and unique clicks. */
  labels?: { clicks: string; unique: string };
  /** Shows clicks from social sites (a QR code's scans never come from one). */
  social?: boolean;
}

/** Clicks, unique clicks and the top-N breakdowns of one link. */
export function LinkStatsView({ stats, limit = 5, wide = false, labels, social = true }: LinkStatsViewProps) {
  return (
    <div class={`link-stats${wide ? ' link-stats-wide' : ''}`}>
      <dl class="stat-tiles">
        <div class="stat-tile">
          <dt>{labels?.clicks ?? t('stats_clicks')}</dt>
          <dd>{formatNumber(stats.clicks)}</dd>
        </div>
        <div class="stat-tile">
          <dt>{labels?.unique ?? t('stats_unique')}</dt>
          <dd>{formatNumber(stats.uniqueClicks)}</dd>
        </div>
      </dl>
      <div class="stat-charts">
        <BarList title={t('stats_countries')} data={stats.topCountries} limit={limit} />
        <BarList title={t('stats_referrers')} data={stats.topReferrers} limit={limit} />
        <BarList title={t('stats_browsers')} data={stats.topBrowsers} limit={limit} />
        <BarList title={t('stats_os')} data={stats.topOs} limit={limit} />
        {social && <BarList title={t('stats_social')} data={stats.socialCount} limit={limit} name={socialNetworkName} />}
      </div>
    </div>
  );
}
