import { createApiClient, type ApiClient } from '../api';
import type { Connection } from '../settings/schema';
import { getUsableConnection, transportConfig } from './transport';

export { NotConfiguredError, describeError, isNotConfigured } from './errors';
export { assertUsable } from './transport';

/**
 * A client for any connection (the options page tests an unsaved pair with it). Every
 * response's rate-limit meter is persisted for the other surfaces.
 */
export function clientFor(connection: Connection, options: { timeoutMs?: number } = {}): ApiClient {
  return createApiClient(transportConfig(connection, options));
}

/**
 * The whole client for the saved settings; rejects with NotConfiguredError as assertUsable
 * does. The popup uses getLinksClient (links-client.ts) instead, which loads no other endpoint.
 */
export async function getApiClient(): Promise<ApiClient> {
  return clientFor(await getUsableConnection());
}
