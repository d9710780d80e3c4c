import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Flavor } from './flavor.ts';
import type { FaultInjector } from './faults.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { LastNextPage } from './respond.ts';
import type { Store, User } from './store.ts';

/** Settings a running sandbox can change (flavor, base URL once the port is known). */
export interface SandboxConfig {
  flavor: Flavor;
  /** `nextpage` on a list's last page. */
  lastNextPage: LastNextPage;
  /** Base URL of the sandbox's own host, no trailing slash. */
  baseUrl: string;
  /** Base of the addresses it publishes (short links, QR scan addresses, rotators, bio pages): baseUrl unless started with `publicUrl`. */
  publicUrl: string;
  /** Where the account's avatar address points: Gravatar, as on real servers, unless started with `gravatarOrigin`. */
  gravatarOrigin: string;
  /** Names besides .localhost and .test whose DNS points to the sandbox: the `demoDomains` it was started with. */
  pointingHosts: readonly string[];
  now: () => number;
  /** The largest page a list answers with, whatever `limit` asks; null: as asked (no documented maximum). */
  maxPageSize: number | null;
}

export interface Deps {
  store: Store;
  config: SandboxConfig;
  limiter: RateLimiter;
  faults: FaultInjector;
}

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: { user: User };
}

export type Ctx = Context<AppEnv>;
