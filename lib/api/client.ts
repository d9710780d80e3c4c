import { apiClientOn } from './index';
import { createTransport, type TransportConfig } from './transport';

export type ApiClientConfig = TransportConfig;

/**
 * The whole service API behind one object, on a transport of its own: for code without a page's
 * connection (the API layer's tests, plain Node). Pages use their connection's `clientOf`/`linksOf`.
 */
export function createApiClient(config: ApiClientConfig) {
  return apiClientOn(createTransport(config));
}
