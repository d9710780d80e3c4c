import type { Hono } from 'hono';
import { areaOfRoute, type Feature } from './areas.ts';
import { authenticate } from './auth.ts';
import type { AppEnv, Ctx, Deps } from './context.ts';
import { rateLimit } from './rate-limit.ts';
import type { User } from './store.ts';

export type ApiHandler = (c: Ctx, user: User) => Response | Promise<Response>;

export interface ApiRouter {
  get(path: string, handler: ApiHandler, feature?: Feature): void;
  post(path: string, handler: ApiHandler, feature?: Feature): void;
  put(path: string, handler: ApiHandler, feature?: Feature): void;
  delete(path: string, handler: ApiHandler, feature?: Feature): void;
}

/**
 * Registers API routes behind the rate limit and authentication. Guards attach per route,
 * not to `/api/*`, because real servers route first: an unknown path is a 404 page even
 * without a key.
 */
export function apiRouter(app: Hono<AppEnv>, deps: Deps): ApiRouter {
  const limit = rateLimit(deps);
  const add = (method: 'get' | 'post' | 'put' | 'delete') => (path: string, handler: ApiHandler, feature?: Feature) => {
    app[method](path, limit, authenticate(deps, areaOfRoute(path), feature), (c) => handler(c, c.get('user')));
  };
  return { get: add('get'), post: add('post'), put: add('put'), delete: add('delete') };
}
