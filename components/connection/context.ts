import { createContext } from 'preact';
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import { createConnection, type ApiConnection } from '@/lib/connection/connection';
import type { StoredRateLimit } from '@/lib/connection/rate-limit';
import type { Installation } from '@/lib/settings/schema';

// Each page builds one connection at its root and hands it down; tests hand down one built
// over a fake fetch. Nothing below the root builds its own.

const ConnectionContext = createContext<ApiConnection | null>(null);

/** `<ConnectionProvider value={connection}>` at a page's root. */
export const ConnectionProvider = ConnectionContext.Provider;

/** The page's connection to the installation it works with, rebuilt only when that one, its address, key or API path change. */
export function usePageConnection(installation: Pick<Installation, 'id' | 'connection'>): ApiConnection {
  const { id } = installation;
  const { baseUrl, apiKey, apiPath } = installation.connection;
  return useMemo(() => createConnection({ id, connection: { baseUrl, apiKey, ...(apiPath === undefined ? {} : { apiPath }) } }), [id, baseUrl, apiKey, apiPath]);
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
