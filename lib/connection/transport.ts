import { createTransport, type Transport, type TransportConfig } from '../api/transport';
import { getSettings, isConfigured } from '../settings/items';
import type { Connection } from '../settings/schema';
import { NotConfiguredError } from './errors';
import { hasOriginPermission, originPattern } from './permission';
import { recordRateLimit } from './rate-limit';

// The saved connection as a bare transport, without the endpoint modules: a surface held to a
// size budget (the popup) composes only the endpoints it calls (see links-client.ts). The
// whole client for the other surfaces is built from the same pieces in client.ts.

/** Transport settings for a connection; every response's rate-limit meter is persisted for the other surfaces. */
export function transportConfig(connection: Connection, options: { timeoutMs?: number } = {}): TransportConfig {
  return {
    baseUrl: connection.baseUrl,
    apiKey: connection.apiKey,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    onRateLimit: (state) => {
      void recordRateLimit(state);
    },
  };
}

/**
 * Rejects with NotConfiguredError (an ApiError of kind `auth`) unless the connection can be
 * used: an address and a key, a valid http(s) address, and its origin granted.
 */
export async function assertUsable(connection: Connection): Promise<void> {
  if (!isConfigured({ connection })) throw new NotConfiguredError('missing');
  let origin: string;
  try {
    origin = new URL(originPattern(connection.baseUrl)).origin;
  } catch {
    throw new NotConfiguredError('missing');
  }
  if (!(await hasOriginPermission(connection.baseUrl))) throw new NotConfiguredError('permission', origin);
}

/** The saved settings' connection, once assertUsable has passed. */
export async function getUsableConnection(): Promise<Connection> {
  const { connection } = await getSettings();
  await assertUsable(connection);
  return connection;
}

/** A transport for the saved settings; rejects with NotConfiguredError as assertUsable does. */
export async function getTransport(): Promise<Transport> {
  return createTransport(transportConfig(await getUsableConnection()));
}
