import { RETRY_MARGIN_MS } from '@/lib/api/retry-margin';
import type { StoredRateLimit } from '@/lib/connection/rate-limit';
import type { RefreshOutcome } from '@/lib/messaging';
import type { IndexStatus } from './status';

// A refresh held back by the rate limit: put off because the window is spent or nearly so
// ('deferred'), or refused by it part-way. The page showing the index counts down to when the
// window reopens and asks once then; what counts is the meter every context shares, else the
// refusal's own Retry-After from when it was stored.

export interface RefreshWait {
  /** When the refresh may go (epoch ms): the reset and retryAt's margin. */
  until: number;
  /** Whether the window is spent (no request left), rather than nearly spent. */
  spent: boolean;
}

/** When the last refusal by the rate limit lets a refresh go again; null when the last failure was none. */
function refusedUntil(index: Pick<IndexStatus, 'failure'> | null): number | null {
  const failure = index?.failure;
  if (!failure || !('error' in failure) || failure.error.kind !== 'rate-limited') return null;
  return failure.at + (failure.error.retryAfter ?? 60) * 1000 + RETRY_MARGIN_MS;
}

/** What holds the index's refresh back, while it does; null when nothing does. */
export function refreshWait(index: Pick<IndexStatus, 'failure'> | null, outcome: RefreshOutcome | null, meter: StoredRateLimit | null, now: number): RefreshWait | null {
  const refused = refusedUntil(index);
  if (outcome !== 'deferred' && refused === null) return null;
  if (meter !== null && meter.resetAt + RETRY_MARGIN_MS > now) return { until: meter.resetAt + RETRY_MARGIN_MS, spent: meter.remaining <= 0 };
  return refused !== null && refused > now ? { until: refused, spent: true } : null;
}

/** Whether a refusal by the rate limit still holds the refresh back (other failures wait longer: run-refresh.ts). */
export function refusalHolds(index: Pick<IndexStatus, 'failure'>, now: number): boolean | null {
  const refused = refusedUntil(index);
  return refused === null ? null : refused > now;
}
