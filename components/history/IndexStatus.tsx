import { formatSeconds } from '@/components/rate-limit/format-seconds';
import { Button, Spinner } from '@/components/ui';
import { describeErrorRecord } from '@/lib/i18n/describe-error';
import { formatDateTime, formatTime } from '@/lib/i18n/format';
import { formatNumber, t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import type { FillProgress, IndexStatus as Status } from '@/lib/history/status';
import type { LinkIndexState } from './use-link-index';
import './index-status.css';

const when = (ms: number) =>
  new Date().toDateString() === new Date(ms).toDateString() ? formatTime(ms) : formatDateTime(ms, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** Why the failure, worded; a refusal by the rate limit is said as the wait, counting down (its stored hint would stand still). */
const failureOf = (status: Status) => status.failure && ('error' in status.failure ? describeErrorRecord(status.failure.error) : status.failure);

/** A full read under way: how far, and what holds it (a pause, the window's share, a failed page, a slow server). */
function FillLine({ fill, status, onPause }: { fill: FillProgress; status: Status; onPause: (paused: boolean) => void }) {
  const why = failureOf(status);
  const progress = plural(fill.paused ? 'hist_fill_paused' : 'hist_fill', fill.total, formatNumber(Math.min(fill.read, fill.total)));
  return (
    <div class="index-status">
      <p class="muted small" role="status">
        {!fill.paused && fill.waitUntil === null && <Spinner size="sm" />} {progress}
      </p>
      <Button size="sm" variant="link" onClick={() => onPause(!fill.paused)}>
        {t(fill.paused ? 'hist_fill_resume' : 'hist_fill_pause')}
      </Button>
      {!fill.paused && fill.waitUntil !== null && (
        <p class="small index-note">{why ? t('hist_fill_failed', why.title, when(fill.waitUntil)) : t('hist_fill_waits', when(fill.waitUntil))}</p>
      )}
      {fill.slow && <p class="muted small index-note">{t('hist_fill_slow')}</p>}
    </div>
  );
}

/**
 * How fresh the local index is, with Update links: when it was last brought up to date, how
 * far a full read of the account has come, and why the last refresh failed.
 */
export function IndexStatus({ state }: { state: LinkIndexState }) {
  const { status, refreshing, outcome, wait } = state;
  if (!status) return null;
  if (status.fill) return <FillLine fill={status.fill} status={status} onPause={(paused) => void state.setPaused(paused)} />;
  const { refreshedAt } = status;
  const why = !wait && failureOf(status);
  return (
    <div class="index-status">
      <p class="muted small" role="status">
        {refreshing ? (
          <>
            <Spinner size="sm" /> {t('hist_updating')}
          </>
        ) : refreshedAt > 0 ? (
          plural('hist_index', status.count, when(refreshedAt))
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
