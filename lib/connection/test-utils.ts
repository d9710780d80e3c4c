import { BASE, KEY, fakeFetch, type Responder } from '@/lib/api/test-utils';
import { createConnection, type ConnectionOptions } from './connection';

/** A page's connection over a fake fetch (every request answered by `respond`), origin granted. */
export function testConnection(respond: Responder, options: ConnectionOptions = {}) {
  const { fetch, requests } = fakeFetch(respond);
  const connection = createConnection({ baseUrl: BASE, apiKey: KEY }, { fetch, hasPermission: async () => true, ...options });
  return { connection, requests };
}

/** A connection with no address or key: every call rejects as "not set up yet". */
export const unconfiguredConnection = () => createConnection({ baseUrl: '', apiKey: '' });
