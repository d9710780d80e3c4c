import { z } from 'zod/mini';
import { defineLocalItem } from '@/lib/storage/item';
import type { RateLimitState } from '@/lib/api/rate-limit';
import { installationKey } from '@/lib/storage/installation-keys';

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

/** When the window is known to be spent, the time it resets (ms); otherwise null. */
export function exhaustedUntil(meter: StoredRateLimit | null, now: number = Date.now()): number | null {
  if (meter === null || meter.remaining > 0 || meter.resetAt <= now) return null;
  return meter.resetAt;
}
