import { track } from '@/lib/activity/activity';
import type { Transport } from '@/lib/api/transport';
import { isConfigured } from '@/lib/settings/items';
import type { Connection, Installation } from '@/lib/settings/schema';
import { NotConfiguredError } from './errors';
import { connectionSource } from './source';
import { hasOriginPermission, originPattern } from './permission';
import { createMeter, type RateLimitMeter } from './meter';

// A page's one way to the service: built once from the settings the page already holds and
// kept until they change. Endpoint modules are not part of it (see endpoints.ts), so a page
// or the worker bundles only the endpoints it calls.

/** What a connection is built from: an installation's address and key, and its id. */
export type ConnectionTarget = Pick<Installation, 'id' | 'connection'>;

export interface ApiConnection {
  /** The installation: names its meter and cached lists in storage, apart from every other one's. */
  readonly id: string;
  /** The address and key this connection sends to. */
  readonly settings: Connection;
  /** Who this connection is (its address and a hash of its key): what cached data is filled from. */
  readonly source: string;
  /**
   * The transport, once the connection is usable (an address, a key, the origin granted);
   * otherwise rejects with NotConfiguredError. Built on first use and kept.
   */
  transport(): Promise<Transport>;
  /** This page's view of the rate-limit window, updated by every answer it gets. */
  readonly meter: RateLimitMeter;
  /** A connection to another installation, address or key, built the same way (checking a pair before saving it). */
  withTarget(target: ConnectionTarget): ApiConnection;
}

export interface ConnectionOptions {
  /** Replaces the browser's fetch: the test seam for everything that talks to the service. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  hasPermission?: (baseUrl: string) => Promise<boolean>;
}

export function createConnection(target: ConnectionTarget, options: ConnectionOptions = {}): ApiConnection {
  const settings = target.connection;
  const meter = createMeter(target.id);
  const hasPermission = options.hasPermission ?? hasOriginPermission;
  // Only a usable transport is kept: after a refusal the next call asks again, since the user
  // may grant the origin meanwhile without the settings changing.
  let built: Promise<Transport> | null = null;

  const build = async (): Promise<Transport> => {
    if (!isConfigured({ connection: settings })) throw new NotConfiguredError('missing');
    let origin: string;
    try {
      origin = new URL(originPattern(settings.baseUrl)).origin;
    } catch {
      throw new NotConfiguredError('missing');
    }
    if (!(await hasPermission(settings.baseUrl))) throw new NotConfiguredError('permission', origin);
    const { createTransport } = await import('@/lib/api/transport');
    const transport = createTransport({
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      ...(settings.apiPath === undefined ? {} : { apiPath: settings.apiPath }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      onRateLimit: meter.record,
    });
    // Every request counts as work in flight until its answer is read (lib/activity).
    return {
      ...transport,
      request: (method, path, requestOptions) => track(`${method} ${path}`, transport.request(method, path, requestOptions)),
      fetchPublic: (method, url, read) => track(`${method} a public address`, transport.fetchPublic(method, url, read)),
    };
  };

  return {
    id: target.id,
    settings,
    source: connectionSource(settings),
    meter,
    withTarget: (other) => createConnection(other, options),
    transport() {
      built ??= build();
      return built.catch((error: unknown) => {
        built = null;
        throw error;
      });
    },
  };
}
