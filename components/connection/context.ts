import { createContext } from 'preact';
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import { createConnection, type ApiConnection } from '@/lib/connection/connection';
import type { StoredRateLimit } from '@/lib/connection/rate-limit';
import type { Connection } from '@/lib/settings/schema';

// Each page builds one connection at its root and hands it down; tests hand down one built
// over a fake fetch. Nothing below the root builds its own.

const ConnectionContext = createContext<ApiConnection | null>(null);

/** `<ConnectionProvider value={connection}>` at a page's root. */
export const ConnectionProvider = ConnectionContext.Provider;

/** The page's connection, rebuilt only when the address, the key or the API path change. */
export function usePageConnection(settings: Connection): ApiConnection {
  const { baseUrl, apiKey, apiPath } = settings;
  return useMemo(() => createConnection({ baseUrl, apiKey, ...(apiPath === undefined ? {} : { apiPath }) }), [baseUrl, apiKey, apiPath]);
}

export function useConnection(): ApiConnection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection needs a ConnectionProvider above it');
  return connection;
}

/** The page's rate-limit meter, followed live (its own answers and other contexts'). */
export function useRateLimitMeter(): StoredRateLimit | null {
  const { meter } = useConnection();
  const [value, setValue] = useState<StoredRateLimit | null>(meter.current());
  useEffect(() => meter.subscribe(setValue), [meter]);
  return value;
}
