import { createApiClient, type ApiClient } from '../api';
import { getSettings, isConfigured } from '../settings/items';
import type { Connection } from '../settings/schema';
import { NotConfiguredError } from './errors';
import { hasOriginPermission, originPattern } from './permission';
import { recordRateLimit } from './rate-limit';

export { NotConfiguredError, describeError, isNotConfigured } from './errors';

/**
 * A client for any connection (the options page tests an unsaved pair with it). Every
 * response's rate-limit meter is persisted for the other surfaces.
 */
export function clientFor(connection: Connection, options: { timeoutMs?: number } = {}): ApiClient {
  return createApiClient({
    baseUrl: connection.baseUrl,
    apiKey: connection.apiKey,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    onRateLimit: (state) => {
      void recordRateLimit(state);
    },
  });
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

/** The client for the saved settings; rejects with NotConfiguredError as assertUsable does. */
export async function getApiClient(): Promise<ApiClient> {
  const { connection } = await getSettings();
  await assertUsable(connection);
  return clientFor(connection);
}
