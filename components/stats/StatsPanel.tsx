import { useId } from 'preact/hooks';
import { ApiErrorAlert, Button, Spinner } from '@/components/ui';
import type { LinkStats } from '@/lib/api';
import { formatTime } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { LinkStatsView } from './LinkStatsView';
import './stats.css';

export type StatsState =
  | { status: 'idle' }
  | { status: 'loading'; stats?: LinkStats | undefined }
  | { status: 'loaded'; stats: LinkStats; fetchedAt: number }
  /** `error` as thrown: ApiErrorAlert words it. */
  | { status: 'failed'; error: unknown; stats?: LinkStats | undefined };

export interface StatsPanelProps {
  state: StatsState;
  /** Fetches again; the panel never polls on its own. */
  onRefresh: () => void;
  /** Short URL or title shown as the subject of the numbers. */
  subject?: string;
  limit?: number;
  wide?: boolean;
}

/** Stats with a Refresh button, keeping the last numbers visible while refreshing or after a failure. */
export function StatsPanel({ state, onRefresh, subject, limit, wide }: StatsPanelProps) {
  const stats = state.status === 'idle' ? undefined : state.stats;
  const loading = state.status === 'loading';
  const headingId = `stats-${useId()}`;
  return (
    <section class="stats-panel" aria-labelledby={headingId} aria-busy={loading}>
      <div class="stats-head">
        <div>
          <h2 class="section-title" id={headingId}>
            {t('stats_heading')}
          </h2>
          {subject && (
            <p class="muted small stats-subject">
              <bdi dir="ltr">{subject}</bdi>
            </p>
          )}
        </div>
        <Button size="sm" onClick={onRefresh} busy={loading}>
          {t('stats_refresh')}
        </Button>
      </div>
      {state.status === 'failed' && <ApiErrorAlert error={state.error} />}
      {stats ? (
        <LinkStatsView stats={stats} limit={limit} wide={wide} />
      ) : loading ? (
        <p class="muted row">
          <Spinner /> {t('stats_loading')}
        </p>
      ) : null}
      {state.status === 'loaded' && <p class="muted small">{t('stats_updated_at', formatTime(state.fetchedAt))}</p>}
    </section>
  );
}
