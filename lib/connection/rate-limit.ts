import { storage } from 'wxt/utils/storage';
import type { RateLimitState } from '../api/rate-limit';

// The last rate-limit meter any surface saw, persisted so the popup, the options page and the
// background (queue) share one view of the window. resetAt is epoch milliseconds.

export interface StoredRateLimit {
  limit: number;
  remaining: number;
  resetAt: number;
}

export const rateLimitItem = storage.defineItem<StoredRateLimit | null>('local:rateLimit', { fallback: null });

export function toStoredRateLimit(state: RateLimitState): StoredRateLimit {
  return { limit: state.limit, remaining: state.remaining, resetAt: state.resetAt.getTime() };
}

export function recordRateLimit(state: RateLimitState): Promise<void> {
  return rateLimitItem.setValue(toStoredRateLimit(state));
}

/** When the window is known to be spent, the time it resets (ms); otherwise null. */
export function exhaustedUntil(meter: StoredRateLimit | null, now: number = Date.now()): number | null {
  if (meter === null || meter.remaining > 0 || meter.resetAt <= now) return null;
  return meter.resetAt;
}
