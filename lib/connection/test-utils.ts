import { BASE, KEY, fakeFetch, type Responder } from '@/lib/api/test-utils';
import { createConnection, type ConnectionOptions } from './connection';

/** The installation the test connections belong to. */
export const TEST_INSTALLATION = 'test';

/** A page's connection over a fake fetch (every request answered by `respond`), origin granted. */
export function testConnection(respond: Responder, options: ConnectionOptions = {}) {
  const { fetch, requests } = fakeFetch(respond);
  const connection = createConnection({ id: TEST_INSTALLATION, connection: { baseUrl: BASE, apiKey: KEY } }, { fetch, hasPermission: async () => true, ...options });
  return { connection, requests };
}

/** A connection with no address or key: every call rejects as "not set up yet". */
export const unconfiguredConnection = () => createConnection({ id: TEST_INSTALLATION, connection: { baseUrl: '', apiKey: '' } });
