import type { MiddlewareHandler } from 'hono';
import { bearerKey } from './auth.ts';
import { rulesOf } from './flavor.ts';
import type { AppEnv, Deps } from './context.ts';
import { MSG } from './validation.ts';

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
