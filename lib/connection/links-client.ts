import type { LinksApi } from '../api/endpoints/links';

/**
 * The links endpoints alone for the saved settings: what the popup needs to look up, shorten
 * and show statistics, without the other endpoint modules and their schemas. The transport,
 * the endpoint and its schemas load on the first call, not with the page: the popup can take
 * a click before they arrive. Rejects with NotConfiguredError as getApiClient does.
 */
export async function getLinksClient(): Promise<LinksApi> {
  const [{ linksApi }, { getTransport }] = await Promise.all([import('../api/endpoints/links'), import('./transport')]);
  return linksApi(await getTransport());
}
