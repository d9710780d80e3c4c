import type { LinkStats } from '@/lib/api';
import { BarList } from './BarList';
import './stats.css';

export interface LinkStatsViewProps {
  stats: LinkStats;
  /** Entries per chart; the manage page shows more than the popup. */
  limit?: number;
  /** Lays the charts out in two columns when there is room (manage page). */
  wide?: boolean;
}

/** Clicks, unique clicks and the top-N breakdowns of one link. */
export function LinkStatsView({ stats, limit = 5, wide = false }: LinkStatsViewProps) {
  return (
    <div class={`link-stats${wide ? ' link-stats-wide' : ''}`}>
      <dl class="stat-tiles">
        <div class="stat-tile">
          <dt>Clicks</dt>
          <dd>{stats.clicks.toLocaleString('en')}</dd>
        </div>
        <div class="stat-tile">
          <dt>Unique clicks</dt>
          <dd>{stats.uniqueClicks.toLocaleString('en')}</dd>
        </div>
      </dl>
      <div class="stat-charts">
        <BarList title="Top countries" data={stats.topCountries} limit={limit} />
        <BarList title="Top referrers" data={stats.topReferrers} limit={limit} />
        <BarList title="Browsers" data={stats.topBrowsers} limit={limit} />
        <BarList title="Operating systems" data={stats.topOs} limit={limit} />
        <BarList title="Social shares" data={stats.socialCount} limit={limit} />
      </div>
    </div>
  );
}
