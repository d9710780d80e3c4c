import type { ApiError } from './errors';
import { RETRY_MARGIN_MS } from './retry-margin';

export interface RateLimitState {
  limit: number;
  remaining: number;
  resetAt: Date;
}

interface HeaderSource {
  get(name: string): string | null;
}

function headerInt(headers: HeaderSource, name: string): number | undefined {
  const raw = headers.get(name);
  if (raw === null || !/^\s*-?\d+(\.\d+)?\s*$/.test(raw)) return undefined;
  const value = Math.floor(Number(raw));
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * X-RateLimit-Reset is documented as unix seconds; small values are read as
 * seconds-from-now and huge ones as milliseconds, so odd proxies still give a sane date.
 */
export function resetToDate(reset: number, now: number): Date {
  if (reset < 1e9) return new Date(now + Math.max(0, reset) * 1000);
  if (reset > 1e12) return new Date(reset);
  return new Date(reset * 1000);
}

/** Reads the three X-RateLimit-* headers; null unless limit and remaining are both present. */
export function parseRateLimitHeaders(headers: HeaderSource, now: number): RateLimitState | null {
  const limit = headerInt(headers, 'X-RateLimit-Limit');
  const remaining = headerInt(headers, 'X-RateLimit-Remaining');
  if (limit === undefined || remaining === undefined) return null;
  const reset = headerInt(headers, 'X-RateLimit-Reset');
  // Without a reset the window is the documented one minute.
  const resetAt = reset === undefined ? new Date(now + 60_000) : resetToDate(reset, now);
  return { limit, remaining: Math.max(0, remaining), resetAt };
}

/** Retry-After as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: unknown, now: number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed));
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export { RETRY_MARGIN_MS };

/**
 * When a request refused by the rate limit may be sent again (epoch ms): the server's reset
 * when it lies ahead, else Retry-After, else the documented one-minute window; plus the margin.
 */
export function retryAt(error: Pick<ApiError, 'resetAt' | 'retryAfter'>, now: number): number {
  const reset = error.resetAt?.getTime();
  if (reset !== undefined && reset > now) return reset + RETRY_MARGIN_MS;
  if (error.retryAfter !== undefined) return now + error.retryAfter * 1000 + RETRY_MARGIN_MS;
  return now + 60_000 + RETRY_MARGIN_MS;
}
