import { spentUntil, type StoredRateLimit } from './rate-limit';

// What a surface shows of the meter, apart from the meter itself (rate-limit.ts): every page
// keeps the meter from its start, but shows it only through the rate-limit notice, which the
// popup loads on demand.

export type RateView = { kind: 'hidden' } | { kind: 'low'; remaining: number; limit: number } | { kind: 'wait'; seconds: number };

export interface RateViewOptions {
  /**
   * Seconds left of a wait the surface already knows about (its own request was refused);
   * by default the wait is read from a spent meter.
   */
  secondsLeft?: number;
  /** Show the meter when `remaining` is at or below this; by default a fifth of the window, at least 3. */
  threshold?: number;
}

/** Quiet unless it matters: a countdown while a wait runs, the meter when few requests remain. */
export function rateView(meter: StoredRateLimit | null, now: number, options: RateViewOptions = {}): RateView {
  const until = spentUntil(meter, now);
  const seconds = options.secondsLeft ?? (until === null ? 0 : Math.max(1, Math.ceil((until - now) / 1000)));
  if (seconds > 0) return { kind: 'wait', seconds };
  if (meter === null || meter.resetAt <= now || meter.limit <= 0) return { kind: 'hidden' };
  const threshold = options.threshold ?? Math.max(3, Math.floor(meter.limit / 5));
  return meter.remaining <= threshold ? { kind: 'low', remaining: meter.remaining, limit: meter.limit } : { kind: 'hidden' };
}
