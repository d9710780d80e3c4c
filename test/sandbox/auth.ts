import type { MiddlewareHandler } from 'hono';
import { FEATURES, type Area, type Feature } from './areas.ts';
import { rulesOf } from './flavor.ts';
import type { AppEnv, Deps } from './context.ts';
import type { User } from './store.ts';
import { MSG } from './validation.ts';

/** Plan `free` lacks every feature: domains, pixels, campaigns, channels, splash, overlays, qr and targeting. */
const FREE_PLAN_LACKS: readonly Feature[] = FEATURES;

export function planHas(user: User, feature: Feature): boolean {
  return !(user.lacks ?? (user.plan === 'free' ? FREE_PLAN_LACKS : [])).includes(feature);
}

export function keyAllows(user: User, area: Area): boolean {
  return !user.scopes || user.scopes.includes(area);
}

/** The key of `Authorization: Bearer <key>`; a key in the query string never counts. */
export function bearerKey(authorization: string | null | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return m?.[1] ?? null;
}

/**
 * Resolves the caller, refusing missing, unknown, expired, API-disabled and inactive accounts,
 * keys scoped away from `area`, and plans without `feature`.
 */
export function authenticate(deps: Deps, area: Area, feature?: Feature): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = bearerKey(c.req.header('authorization'));
    const user = key === null ? undefined : deps.store.userByKey(key);
    const status = rulesOf(deps.config.flavor).authStatus;
    const expired = user?.expired || (user?.expires != null && user.expires < deps.config.now());
    if (!user || expired) return c.json({ error: 1, message: MSG.authRequired }, status);
    if (user.apiDisabled) return c.json({ error: 1, message: MSG.apiDisabled }, 403);
    if (user.inactive) return c.json({ error: 1, message: MSG.inactive }, 403);
    if (!keyAllows(user, area)) {
      return user.scopeRefusal === 'error-true' ? c.json({ error: true, message: MSG.keyNotAllowed }, 200) : c.json({ error: 1, message: MSG.keyNotAllowed }, 403);
    }
    if (feature && !planHas(user, feature)) return c.json({ error: 1, message: MSG.noPermission }, 403);
    c.set('user', user);
    await next();
  };
}
