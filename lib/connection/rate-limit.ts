import { z } from 'zod/mini';
import { defineLocalItem } from '@/lib/storage/item';
import type { RateLimitState } from '@/lib/api/rate-limit';
import { installationKey } from '@/lib/storage/installation-keys';
import { RETRY_MARGIN_MS } from '@/lib/api/retry-margin';

// The last rate-limit meter any surface saw for an installation, persisted so the popup, the
// options page and the background (queue) share one view of its window. resetAt is epoch
// milliseconds. The service counts per key, so each installation has its own.

const storedRateLimitSchema = z.object({ limit: z.number(), remaining: z.number(), resetAt: z.number() });

export type StoredRateLimit = z.infer<typeof storedRateLimitSchema>;

/** Where an installation's meter is kept (removed with the installation). */
export const rateLimitKey = (installation: string) => installationKey('rateLimit', installation);

/** A meter that does not parse reads as none: the next answer's headers bring it back. */
export const rateLimitItem = (installation: string) => defineLocalItem<StoredRateLimit | null>(rateLimitKey(installation), { schema: storedRateLimitSchema, fallback: null });

export function toStoredRateLimit(state: RateLimitState): StoredRateLimit {
  return { limit: state.limit, remaining: state.remaining, resetAt: state.resetAt.getTime() };
}

/**
 * When the window is known to be spent, the time it resets (ms); otherwise null. Servers name the
 * reset in whole seconds, up to a second before the window really reopens, so it counts as spent
 * until retryAt's margin past the reset too (a reset this returns may then lie just behind now).
 */
export function exhaustedUntil(meter: StoredRateLimit | null, now: number = Date.now()): number | null {
  if (meter === null || meter.remaining > 0 || meter.resetAt + RETRY_MARGIN_MS <= now) return null;
  return meter.resetAt;
}

/** When a request may be sent again into a window known to be spent (its reset and the margin, retryAt's rule); otherwise null. */
export function spentUntil(meter: StoredRateLimit | null, now: number = Date.now()): number | null {
  const reset = exhaustedUntil(meter, now);
  return reset === null ? null : reset + RETRY_MARGIN_MS;
}
