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
  /** `free` lacks domains, pixels, campaigns, channels, splash pages and overlays. Default `pro`. */
  plan?: string;
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
    expires: now + 365 * 24 * 3600 * 1000,
    registered: now,
  };
  store.state.users.push(user);
  store.changed();
  return user;
}
