import './shorten.css';
import { Alert } from '@/components/ui';
import type { StoredRateLimit } from '@/lib/connection/rate-limit';
import { formatSeconds } from './use-countdown';

export interface RateLimitNoticeProps {
  /** The last meter seen (shared across surfaces). */
  meter: StoredRateLimit | null;
  /** Seconds until the spent window resets; 0 when requests may be sent. */
  secondsLeft: number;
  /** How low `remaining` must be before the quiet meter appears. */
  threshold?: number;
}

/**
 * Quiet when all is well; a small meter when few requests remain; a countdown when the
 * limit is reached. The countdown text is not a live region (it would speak every second);
 * the alert announces once and the button's description carries the rest.
 */
export function RateLimitNotice({ meter, secondsLeft, threshold = 5 }: RateLimitNoticeProps) {
  if (secondsLeft > 0) {
    return (
      <Alert tone="warning" title="Request limit reached">
        Your form is kept. Shorten works again in <span class="countdown">{formatSeconds(secondsLeft)}</span>.
      </Alert>
    );
  }
  if (!meter || meter.remaining > threshold || meter.resetAt <= Date.now()) return null;
  return (
    <div class="rate-meter" role="status">
      <meter min={0} max={meter.limit} value={meter.remaining} aria-label="Requests left this minute" />
      <span class="small muted">
        {meter.remaining} of {meter.limit} requests left this minute
      </span>
    </div>
  );
}
