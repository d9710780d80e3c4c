import type { ComponentChildren } from 'preact';
import { Alert } from '@/components/ui';
import type { StoredRateLimit } from '@/lib/connection/rate-limit';
import { rateView } from '@/lib/connection/rate-view';
import { formatNumber, t } from '@/lib/i18n/messages';
import { plural, rich } from '@/lib/i18n/compose';
import { formatSeconds } from './format-seconds';
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
export function RateLimitNotice({ meter, secondsLeft, threshold, variant = 'box', action = t('rate_sending') }: RateLimitNoticeProps) {
  const view = rateView(meter, Date.now(), { secondsLeft, threshold });
  if (variant === 'line') {
    return (
      <p class={`rate-line rate-${view.kind}`} role="status">
        {view.kind === 'low' && plural('rate_left', view.remaining, formatNumber(view.limit))}
        {view.kind === 'wait' && plural('rate_wait', view.seconds)}
      </p>
    );
  }
  if (view.kind === 'wait') {
    return (
      <Alert tone="warning" title={t('rate_reached')}>
        {rich<ComponentChildren>('rate_kept', action, <span class="countdown">{formatSeconds(view.seconds)}</span>)}
      </Alert>
    );
  }
  if (view.kind === 'hidden') return null;
  return (
    <div class="rate-meter" role="status">
      <meter min={0} max={view.limit} value={view.remaining} aria-label={t('rate_meter')} />
      <span class="small muted">{plural('rate_left', view.remaining, formatNumber(view.limit))}</span>
    </div>
  );
}
