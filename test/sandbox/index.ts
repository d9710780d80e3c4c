import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { bearerKey } from './auth.ts';
import type { Deps, SandboxConfig } from './context.ts';
import { CONTROL_PREFIX, type Controls } from './control.ts';
import { FaultInjector, HTML_500, type FaultSpec } from './faults.ts';
import { flavorOf, type FlavorName } from './flavor.ts';
import { RateLimiter } from './rate-limit.ts';
import { RequestLog, type RecordedRequest } from './request-log.ts';
import type { LastNextPage } from './respond.ts';
import { DEMO_DOMAINS, seedUsers } from './seed.ts';
import { seedLinks } from './seed-links.ts';
import { emptyState, Store } from './store.ts';
import { addUser, setAccess, type AccessChange, type AddUserOptions } from './users.ts';
import { addLinks } from './bulk-links.ts';

export type { FlavorName } from './flavor.ts';
export type { LastNextPage } from './respond.ts';
export type { Store } from './store.ts';

export const DEMO_API_KEY = 'trim-demo-key';

export interface SandboxOptions {
  /** 0 (default) picks a free port; the CLI defaults to 8787. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** API key of the seeded demo user; default `trim-demo-key`. */
  apiKey?: string;
  /** Persist state to this JSON file (atomic writes); loaded when it exists. Without it: memory only. */
  dataFile?: string;
  /** Requests per window per key; default 30. */
  rateLimit?: number;
  /** Length of the rate-limit window; default 60000 ms. */
  windowMs?: number;
  /** `spec` (default), `v6` or `v7`; `field` is an alias of `v7`. */
  flavor?: FlavorName;
  /**
   * `nextpage` on every list's last page (and past it): `null` (default), or `current` to answer
   * like servers that copy the vendor's documentation example, with the current page again.
   */
  lastNextPage?: LastNextPage;
  /** Seed demo data (domains, campaigns, links with clicks...). Default true. The demo user always exists. */
  seed?: boolean;
  /**
   * Also seed this many links for the demo user, with varied titles, URLs, campaigns, channels and
   * click totals (see seed-links.ts), seed or not: a big account without as many creates. Seeding
   * only: a loaded `dataFile` keeps its links.
   */
  seedLinks?: number;
  /** Clock for dates, expiry and the rate limit; default Date.now. */
  now?: () => number;
  /**
   * The public address short links are published under, as an installation whose API is reached
   * at another address than its site (e.g. `https://go.example.com`); default: `url`. Visits and
   * the API stay on `url`, which resolves the aliases as the public host would.
   */
  publicUrl?: string;
  /**
   * Names of the demo user's two branded domains (the one with a `redirectroot`, the one with a
   * `redirect404`) in place of `https://go.trim.test` and `https://brand.localhost`, e.g. `.example`
   * names for pictures. The sandbox answers for them as if their DNS pointed to it. Seeding only:
   * a loaded `dataFile` keeps its own.
   */
  demoDomains?: readonly [string, string];
  /**
   * The origin of the account's avatar address, in place of Gravatar's (`https://www.gravatar.com`,
   * which real servers name, with the MD5 of the account's email): a test's local server that
   * stands for another site (an origin without a path).
   */
  gravatarOrigin?: string;
}

export interface Sandbox extends Controls {
  /** Base URL, no trailing slash, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The demo user's API key. */
  apiKey: string;
  close(): Promise<void>;
  store: Store;
}

function baseUrlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** An http(s) origin without a path, no trailing slash; anything else is a mistake of the caller. */
function originOf(address: string, option: string): string {
  const url = URL.parse(address);
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(`${option} must be http(s) origins without a path, got "${address}"`);
  return url.origin;
}

function demoDomainsOf(names: readonly [string, string] | undefined): readonly [string, string] {
  if (names === undefined) return DEMO_DOMAINS;
  const [go, brand] = names.map((name) => originOf(name, 'demoDomains')) as [string, string];
  if (new URL(go).hostname === new URL(brand).hostname) throw new Error(`demoDomains must be two names, got "${go}" twice`);
  return [go, brand];
}

function seedLinksOf(count: number | undefined): number {
  if (count !== undefined && !(Number.isInteger(count) && count >= 0)) throw new Error(`seedLinks must be a non-negative integer, got ${count}`);
  return count ?? 0;
}

function openStore(options: SandboxOptions, apiKey: string, now: number, domains: readonly [string, string], linkCount: number): Store {
  const loaded = options.dataFile ? Store.load(options.dataFile) : null;
  if (loaded) {
    // An explicit key re-keys the demo user (the first user) of a saved state.
    const demo = loaded.state.users[0];
    if (demo && options.apiKey) demo.apiKey = options.apiKey;
    return loaded;
  }
  const store = new Store(emptyState(), options.dataFile);
  const demo = seedUsers(store, apiKey, now, options.seed ?? true, domains);
  if (linkCount > 0) seedLinks(store, demo, now, linkCount);
  store.flush();
  return store;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const now = options.now ?? Date.now;
  const host = options.host ?? '127.0.0.1';
  const publicUrl = options.publicUrl === undefined ? undefined : originOf(options.publicUrl, 'publicUrl');
  const demoDomains = demoDomainsOf(options.demoDomains);
  const store = openStore(options, options.apiKey ?? DEMO_API_KEY, now(), demoDomains, seedLinksOf(options.seedLinks));
  const config: SandboxConfig = {
    flavor: flavorOf(options.flavor ?? 'spec'),
    lastNextPage: options.lastNextPage ?? 'null',
    baseUrl: '',
    publicUrl: '',
    gravatarOrigin: options.gravatarOrigin === undefined ? 'https://www.gravatar.com' : originOf(options.gravatarOrigin, 'gravatarOrigin'),
    pointingHosts: options.demoDomains === undefined ? [] : demoDomains.map((name) => new URL(name).hostname),
    now,
    maxPageSize: null,
  };
  const limiter = new RateLimiter(options.rateLimit ?? 30, options.windowMs ?? 60_000, now);
  const faults = new FaultInjector();
  const log = new RequestLog();
  const deps: Deps = { store, config, limiter, faults };

  const controls: Controls = {
    inject: (fault: FaultSpec) => faults.inject(fault),
    clearFaults: () => faults.clear(),
    resetRateLimits: () => limiter.reset(),
    setRateLimit: (n: number) => {
      limiter.limit = n;
    },
    setFlavor: (f: FlavorName) => {
      config.flavor = flavorOf(f);
    },
    setMaxPageSize: (n: number | null) => {
      config.maxPageSize = n;
    },
    addLinks: (count: number, apiKey?: string) => addLinks(store, now(), count, apiKey),
    addUser: (opts?: AddUserOptions) => {
      const user = addUser(store, now(), opts);
      return { id: user.id, apiKey: user.apiKey };
    },
    setAccess: (apiKey: string, change: AccessChange) => setAccess(store, apiKey, change),
    requests: () => log.all(),
    clearRequests: () => log.clear(),
    inFlight: () => log.inFlight(),
  };

  const app = createApp(deps, controls);
  const listener = getRequestListener((request, env) => app.fetch(request, env));
  const slowTimers = new Set<NodeJS.Timeout>();

  // Recording and the faults that act below HTTP (delay, crash page, dropped socket) live at
  // the Node level; truncation needs the finished body and is done by the app.
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (url.pathname.startsWith(CONTROL_PREFIX)) return void listener(req, res);
    const authorization = req.headers.authorization ?? null;
    const entry: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      apiKey: bearerKey(authorization),
      authorization,
      cookie: req.headers.cookie ?? null,
      status: 0,
      at: now(),
    };
    const answered = log.arrived(entry);
    res.on('close', () => answered(res.headersSent ? res.statusCode : 0));
    const fault = faults.take(url.pathname);
    switch (fault?.kind) {
      case 'drop':
        req.socket.destroy();
        return;
      case 'html500':
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(HTML_500);
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          slowTimers.delete(timer);
          void listener(req, res);
        }, fault.delayMs);
        slowTimers.add(timer);
        return;
      }
      case 'truncated':
        faults.markTruncated(req);
        break;
      case undefined:
        break;
    }
    void listener(req, res);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  config.baseUrl = baseUrlOf(host, (server.address() as AddressInfo).port);
  config.publicUrl = publicUrl ?? config.baseUrl;

  return {
    ...controls,
    url: config.baseUrl,
    apiKey: store.state.users[0]?.apiKey ?? DEMO_API_KEY,
    store,
    close: async () => {
      for (const timer of slowTimers) clearTimeout(timer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      store.flush();
    },
  };
}
