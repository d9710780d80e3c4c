import { AREAS, FEATURES, isArea, isFeature, isScopeRefusal, SCOPE_REFUSALS, type Area, type Feature, type ScopeRefusal } from './areas.ts';
import type { Store, User } from './store.ts';
import { randomKey } from './store.ts';

export interface AddUserOptions {
  apiKey?: string;
  email?: string;
  username?: string;
  /** The key is refused as "A valid API key is required", like an expired subscription. */
  expired?: boolean;
  /** The key is refused with "API service is disabled." (HTTP 403). */
  apiDisabled?: boolean;
  /** The key is refused with "Please activate your account." (HTTP 403). */
  inactive?: boolean;
  /** `free` lacks domains, pixels, campaigns, channels, splash pages, overlays, QR codes and targeting. Default `pro`. */
  plan?: string;
  /** The features this plan lacks, whatever its name: 403 "You do not have permission to access this endpoint." */
  lacks?: Feature[];
  /** A scoped key limited to these areas; elsewhere "You do not have access to this endpoint with this API key." */
  scopes?: Area[];
  /** That refusal as HTTP 403 with `error: 1` (default) or as HTTP 200 with `error: true`. */
  scopeRefusal?: ScopeRefusal;
  /** Links per calendar month; 0 (default) is unlimited. */
  monthlyLimit?: number;
  password?: string;
}

export function addUser(store: Store, now: number, opts: AddUserOptions = {}): User {
  const id = store.nextId();
  const username = opts.username ?? `user${id}`;
  const user: User = {
    id,
    apiKey: opts.apiKey ?? randomKey(),
    email: opts.email ?? `${username}@trim.test`,
    username,
    password: opts.password ?? 'sandbox-password',
    plan: opts.plan ?? 'pro',
    expired: opts.expired ?? false,
    apiDisabled: opts.apiDisabled ?? false,
    inactive: opts.inactive ?? false,
    monthlyLimit: opts.monthlyLimit ?? 0,
    ...(opts.lacks ? { lacks: [...opts.lacks] } : {}),
    ...(opts.scopes ? { scopes: [...opts.scopes] } : {}),
    ...(opts.scopeRefusal ? { scopeRefusal: opts.scopeRefusal } : {}),
    expires: now + 365 * 24 * 3600 * 1000,
    registered: now,
  };
  store.state.users.push(user);
  store.changed();
  return user;
}

/** What a plan and a key open; `null` lifts a limit (the plan's own features, a key for every area). */
export interface AccessChange {
  plan?: string;
  lacks?: Feature[] | null;
  scopes?: Area[] | null;
  scopeRefusal?: ScopeRefusal;
}

/** Changes what a user's plan and key open, e.g. an upgrade or a new scope; false for an unknown key. */
export function setAccess(store: Store, apiKey: string, change: AccessChange): boolean {
  const user = store.userByKey(apiKey);
  if (!user) return false;
  if (change.plan !== undefined) user.plan = change.plan;
  if (change.lacks === null) delete user.lacks;
  else if (change.lacks) user.lacks = [...change.lacks];
  if (change.scopes === null) delete user.scopes;
  else if (change.scopes) user.scopes = [...change.scopes];
  if (change.scopeRefusal) user.scopeRefusal = change.scopeRefusal;
  store.changed();
  return true;
}

/**
 * The access fields of a control request, checked: names outside FEATURES / AREAS would make
 * a test pass for the wrong reason, so they are refused rather than ignored.
 */
export function parseAccess(body: Record<string, unknown>): { ok: true; value: AccessChange } | { ok: false; message: string } {
  const value: AccessChange = {};
  const { plan, lacks, scopes, scopeRefusal } = body;
  if (plan !== undefined) {
    if (typeof plan !== 'string') return { ok: false, message: 'plan must be a string' };
    value.plan = plan;
  }
  if (lacks !== undefined) {
    if (lacks !== null && !(Array.isArray(lacks) && lacks.every(isFeature))) return { ok: false, message: `lacks must be null or a list of ${FEATURES.join(', ')}` };
    value.lacks = lacks;
  }
  if (scopes !== undefined) {
    if (scopes !== null && !(Array.isArray(scopes) && scopes.every(isArea))) return { ok: false, message: `scopes must be null or a list of ${AREAS.join(', ')}` };
    value.scopes = scopes;
  }
  if (scopeRefusal !== undefined) {
    if (!isScopeRefusal(scopeRefusal)) return { ok: false, message: `scopeRefusal must be ${SCOPE_REFUSALS.join(' or ')}` };
    value.scopeRefusal = scopeRefusal;
  }
  return { ok: true, value };
}
