import type { ApiClient, LinksApi } from '@/lib/api';
import type { ApiConnection } from './connection';

// Endpoint modules load on a connection's first call that needs them, not with the page: the
// popup takes its first click before they arrive, and the worker bundles only what it imports.
// Each is built once per connection.

const links = new WeakMap<ApiConnection, Promise<LinksApi>>();
const clients = new WeakMap<ApiConnection, Promise<ApiClient>>();

function once<T>(cache: WeakMap<ApiConnection, Promise<T>>, connection: ApiConnection, build: () => Promise<T>): Promise<T> {
  let built = cache.get(connection);
  if (!built) {
    built = build();
    cache.set(connection, built);
    // A connection that is not usable yet may be later (the origin granted): try again then.
    built.catch(() => cache.delete(connection));
  }
  return built;
}

/** The links endpoints alone: what the popup needs to look up, shorten and show statistics. */
export function linksOf(connection: ApiConnection): Promise<LinksApi> {
  return once(links, connection, async () => {
    const [{ linksApi }, transport] = await Promise.all([import('@/lib/api/endpoints/links'), connection.transport()]);
    return linksApi(transport);
  });
}

/** Every endpoint, for the pages that manage the whole account. */
export function clientOf(connection: ApiConnection): Promise<ApiClient> {
  return once(clients, connection, async () => {
    const [{ apiClientOn }, transport] = await Promise.all([import('@/lib/api'), connection.transport()]);
    return apiClientOn(transport);
  });
}
