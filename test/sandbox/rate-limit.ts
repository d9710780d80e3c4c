import type { MiddlewareHandler } from 'hono';
import { bearerKey } from './auth.ts';
import { rulesOf } from './flavor.ts';
import type { AppEnv, Deps } from './context.ts';
import { MSG } from './validation.ts';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** End of the window, unix seconds, rounded down: up to a second before the window really ends. */
  reset: number;
  /** Whole seconds from now to `reset`, as the server counts them: 0 in the window's last part-second. */
  retryAfter: number;
}

interface Window {
  start: number;
  count: number;
}

/**
 * A fixed window per API key, opened by the key's first request (as stock servers do).
 * Refused requests do not count against the window. The window opens at the request's
 * millisecond, while the headers speak whole seconds: the reset is the end rounded down, and
 * Retry-After counts whole seconds to it, so for up to a second after the reset the server still
 * refuses, with a Retry-After of 0. A client that retries on the reset itself is refused again.
 */
export class RateLimiter {
  limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly windows = new Map<string, Window>();

  constructor(limit: number, windowMs: number, now: () => number) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
  }

  check(key: string): RateDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now >= window.start + this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    const end = window.start + this.windowMs;
    const allowed = window.count < this.limit;
    if (allowed) window.count += 1;
    return {
      allowed,
      limit: this.limit,
      remaining: Math.max(0, this.limit - window.count),
      reset: Math.floor(end / 1000),
      retryAfter: Math.max(0, Math.floor(end / 1000) - Math.floor(now / 1000)),
    };
  }

  reset(): void {
    this.windows.clear();
  }
}

/**
 * Runs before authentication, keyed by the presented key (or the client address when there
 * is none), so even auth failures carry the X-RateLimit headers.
 */
export function rateLimit(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = bearerKey(c.req.header('authorization')) ?? `anonymous:${c.env.incoming.socket.remoteAddress ?? ''}`;
    const decision = deps.limiter.check(key);
    const headers = {
      'X-RateLimit-Limit': String(decision.limit),
      'X-RateLimit-Remaining': String(decision.remaining),
      'X-RateLimit-Reset': String(decision.reset),
    };
    if (!decision.allowed) {
      if (rulesOf(deps.config.flavor).rateLimit === 'http429') {
        return c.json({ error: 1, message: MSG.rateLimited }, 429, { ...headers, 'Retry-After': String(decision.retryAfter) });
      }
      return c.json({ error: 429, message: MSG.rateLimited, 'Retry-After': decision.retryAfter }, 200, headers);
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
