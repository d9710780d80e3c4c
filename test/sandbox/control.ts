import type { Hono } from 'hono';
import type { AppEnv, Ctx } from './context.ts';
import { isFaultKind, type FaultSpec } from './faults.ts';
import { isFlavor, type FlavorName } from './flavor.ts';
import type { RecordedRequest } from './request-log.ts';
import { parseAccess, type AccessChange, type AddUserOptions } from './users.ts';

/** What the control surface can do; the Sandbox handle implements it. */
export interface Controls {
  inject(fault: FaultSpec): void;
  clearFaults(): void;
  resetRateLimits(): void;
  setRateLimit(n: number): void;
  /** `spec`, `v6` or `v7`; `field` is an alias of `v7`. */
  setFlavor(f: FlavorName): void;
  /** Caps every list's page size, as some servers do; null lifts the cap. */
  setMaxPageSize(n: number | null): void;
  /** Makes `count` links at once for the user of `apiKey` (the demo user by default), newest last; their ids. */
  addLinks(count: number, apiKey?: string): number[];
  addUser(opts?: AddUserOptions): { id: number; apiKey: string };
  /** What the user of `apiKey` may use from now on; false for an unknown key. */
  setAccess(apiKey: string, change: AccessChange): boolean;
  requests(): RecordedRequest[];
  clearRequests(): void;
  /** Requests that have arrived and are not answered yet. */
  inFlight(): number;
}

export const CONTROL_PREFIX = '/__sandbox/';

async function jsonBody(c: Ctx): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * Out-of-process control for the CLI and browser tests. These routes are neither recorded,
 * rate limited, authenticated nor subject to faults.
 */
export function controlRoutes(app: Hono<AppEnv>, controls: Controls): void {
  app.post('/__sandbox/faults', async (c) => {
    const body = await jsonBody(c);
    if (!isFaultKind(body.kind)) return c.json({ ok: false, message: 'kind must be slow, html500, truncated or drop' }, 400);
    const spec: FaultSpec = { kind: body.kind };
    const count = num(body.count);
    const delayMs = num(body.delayMs);
    if (count !== undefined) spec.count = count;
    if (delayMs !== undefined) spec.delayMs = delayMs;
    if (typeof body.match === 'string') spec.match = body.match;
    controls.inject(spec);
    return c.json({ ok: true });
  });
  app.delete('/__sandbox/faults', (c) => {
    controls.clearFaults();
    return c.json({ ok: true });
  });
  app.post('/__sandbox/reset-rate-limits', (c) => {
    controls.resetRateLimits();
    return c.json({ ok: true });
  });
  app.post('/__sandbox/rate-limit', async (c) => {
    const limit = num((await jsonBody(c)).limit);
    if (limit === undefined || limit < 0) return c.json({ ok: false, message: 'limit must be a number' }, 400);
    controls.setRateLimit(limit);
    return c.json({ ok: true });
  });
  app.post('/__sandbox/flavor', async (c) => {
    const flavor = (await jsonBody(c)).flavor;
    if (!isFlavor(flavor)) return c.json({ ok: false, message: 'flavor must be spec, v6, v7 or field (= v7)' }, 400);
    controls.setFlavor(flavor);
    return c.json({ ok: true });
  });
  app.post('/__sandbox/users', async (c) => {
    const body = await jsonBody(c);
    const access = parseAccess(body);
    if (!access.ok) return c.json({ ok: false, message: access.message }, 400);
    // addUser takes no nulls: null there means the default, which is leaving the field out.
    const opts = { ...body, lacks: access.value.lacks ?? undefined, scopes: access.value.scopes ?? undefined } as AddUserOptions;
    return c.json({ ok: true, ...controls.addUser(opts) });
  });
  app.post('/__sandbox/users/access', async (c) => {
    const body = await jsonBody(c);
    const access = parseAccess(body);
    if (typeof body.apiKey !== 'string') return c.json({ ok: false, message: 'apiKey must be a string' }, 400);
    if (!access.ok) return c.json({ ok: false, message: access.message }, 400);
    if (!controls.setAccess(body.apiKey, access.value)) return c.json({ ok: false, message: 'no user has that API key' }, 404);
    return c.json({ ok: true });
  });
  app.get('/__sandbox/requests', (c) => c.json({ requests: controls.requests() }));
  app.delete('/__sandbox/requests', (c) => {
    controls.clearRequests();
    return c.json({ ok: true });
  });
}
