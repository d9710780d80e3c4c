import { formatSeconds } from '@/components/rate-limit/format-seconds';
import { Button, Spinner } from '@/components/ui';
import { describeErrorRecord } from '@/lib/i18n/describe-error';
import { formatDateTime, formatTime } from '@/lib/i18n/format';
import { formatNumber, t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import type { LinkIndexState } from './use-link-index';
import './index-status.css';

const when = (ms: number) =>
  new Date().toDateString() === new Date(ms).toDateString() ? formatTime(ms) : formatDateTime(ms, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * How fresh the local index is, with Update links: when it was last filled, how much of the list it
 * holds when a refresh could not reach every link, and why the last refresh failed.
 */
export function IndexStatus({ state }: { state: LinkIndexState }) {
  const { index, refreshing, outcome, wait } = state;
  if (!index) return null;
  const { refreshedAt, coverage, failure } = index;
  // A refusal by the rate limit is said as the wait, counting down: its stored hint would stand still.
  const why = !wait && failure && ('error' in failure ? describeErrorRecord(failure.error) : failure);
  return (
    <div class="index-status">
      <p class="muted small" role="status">
        {refreshing ? (
          <>
            <Spinner size="sm" /> {t('hist_updating')}
          </>
        ) : refreshedAt > 0 ? (
          plural('hist_index', index.links.length, when(refreshedAt))
        ) : wait ? (
          wait.spent ? (
            t('hist_spent')
          ) : (
            t('hist_deferred')
          )
        ) : outcome === 'deferred' ? (
          t('hist_deferred')
        ) : (
          ''
        )}
      </p>
      <Button size="sm" variant="link" onClick={() => void state.refresh()} busy={refreshing}>
        {t('hist_update')}
      </Button>
      {coverage && <p class="muted small index-note">{plural('hist_coverage', coverage.total, formatNumber(coverage.kept))}</p>}
      {/* Not a live region: it changes every second; the status line above says why, once. */}
      {wait && (
        <p class="small index-note index-wait">
          {refreshedAt > 0 ? t(wait.spent ? 'hist_wait_spent' : 'hist_wait_low', formatSeconds(wait.seconds)) : t('hist_retry_in', formatSeconds(wait.seconds))}
        </p>
      )}
      {why && !refreshing && (
        <p class="small index-note index-failure">{refreshedAt > 0 ? t('hist_failed_since', why.title, why.hint, when(refreshedAt)) : t('hist_failed', why.title, why.hint)}</p>
      )}
    </div>
  );
}
