import { Alert } from '@/components/ui';
import { rateView, type StoredRateLimit } from '@/lib/connection/rate-limit';
import { formatSeconds } from './use-countdown';
import './rate-limit.css';

export interface RateLimitNoticeProps {
  /** The last meter seen (shared across surfaces, see useRateLimitMeter in components/connection). */
  meter: StoredRateLimit | null;
  /**
   * Seconds until the spent window resets, as the surface counts them (useCountdown); 0 when
   * requests may be sent. Left out, the wait is read from a spent meter.
   */
  secondsLeft?: number;
  /** Show the quiet meter when `remaining` is at or below this; by default a fifth of the window, at least 3. */
  threshold?: number;
  /**
   * `box` (beside a form): a warning with an m:ss countdown naming what works again, and a
   * small meter. `line` (a page header): one status line that is always in the document, so
   * its changes are announced.
   */
  variant?: 'box' | 'line';
  /** What works again when the window resets (`box`), e.g. "Shorten". */
  action?: string;
}

/**
 * Quiet when all is well; a small meter when few requests remain; a countdown when the
 * limit is reached. In the box the countdown text is not a live region (it would speak every
 * second): the alert announces once and the button's description carries the rest.
 */
export function RateLimitNotice({ meter, secondsLeft, threshold, variant = 'box', action = 'Sending' }: RateLimitNoticeProps) {
  const view = rateView(meter, Date.now(), { secondsLeft, threshold });
  if (variant === 'line') {
    return (
      <p class={`rate-line rate-${view.kind}`} role="status">
        {view.kind === 'low' && `${view.remaining} of ${view.limit} requests left this minute`}
        {view.kind === 'wait' && `Request limit reached: wait ${view.seconds} s, then try again. Nothing you typed is lost.`}
      </p>
    );
  }
  if (view.kind === 'wait') {
    return (
      <Alert tone="warning" title="Request limit reached">
        Your form is kept. {action} works again in <span class="countdown">{formatSeconds(view.seconds)}</span>.
      </Alert>
    );
  }
  if (view.kind === 'hidden') return null;
  return (
    <div class="rate-meter" role="status">
      <meter min={0} max={view.limit} value={view.remaining} aria-label="Requests left this minute" />
      <span class="small muted">
        {view.remaining} of {view.limit} requests left this minute
      </span>
    </div>
  );
}
