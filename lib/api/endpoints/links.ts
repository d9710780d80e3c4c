import { ApiError } from '@/lib/api/errors';
import { isGone } from '@/lib/api/gone';
import { pagingQuery, parseAnswer, segment } from '@/lib/api/parse';
import { listPageSchema } from '@/lib/api/schemas/envelope';
import { linkResultSchema, linkSchema, type LinkListQuery } from '@/lib/api/schemas/link';
import { linkDetailsSchema, type LinkDetails } from '@/lib/api/schemas/link-details';
import type { LinkInput, LinkUpdate } from '@/lib/api/schemas/link-input';
import { messageSchema } from '@/lib/api/schemas/primitives';
import { isRecord } from '@/lib/api/guards';
import type { Transport } from '@/lib/api/transport';

const linkPageSchema = listPageSchema(['urls'], linkSchema);

/** The server answers a lookup without a match (or of a non-URL) with an error message. */
// Versions word "no such short link" differently ("Link does not exist.", "Invalid short url",
// one that reads like a permission problem), all as a refusal of this one lookup: every refusal
// is a miss. Auth, rate-limit, network and server failures are still errors.
function isNoMatch(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'not-found' || error.kind === 'rejected' || (error.kind === 'forbidden' && error.status !== 403));
}

const withoutTrailingSlash = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * Shortens one URL; not retried, as the server may already have created the link. On its own
 * (not only in linksApi) so that a surface that only shortens (the background) bundles this
 * call and its schemas, not the whole links endpoint.
 */
export async function createLink(transport: Transport, input: LinkInput) {
  return parseAnswer(linkResultSchema, await transport.request('POST', '/api/url/add', { body: input }), 'shortening', { refusedByMessage: true });
}

/** One page of the user's links; on its own for the same reason (the worker's bulk lookups). */
export async function listLinks(transport: Transport, query: LinkListQuery = {}) {
  const body = await transport.request('GET', '/api/urls', {
    query: { ...pagingQuery(query), order: query.order, q: query.q },
  });
  return parseAnswer(linkPageSchema, body, 'the link list');
}

// 6.x answers an id that is none of the user's links (deleted elsewhere) with its HTML "not
// found" page, or a read with no details and no message; 7.x with "Link does not exist.". On a
// connection that works, that link does not exist. A refusal naming another record (a pixel or a
// campaign the body refers to) is not this.
const OWN_MISS = /link (does not exist|not found)/i;
const noLink = (id: number, cause?: unknown) =>
  new ApiError('not-found', 'no-link', `Link ${id} does not exist.`, {
    params: { id },
    cause,
    ...(cause instanceof ApiError && cause.serverMessage !== undefined ? { serverMessage: cause.serverMessage } : {}),
  });

async function onLink<T>(id: number, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw isGone(error, OWN_MISS) ? noLink(id, error) : error;
  }
}

/** Changes a link; on its own, like createLink, for the links service (lib/links). */
export async function updateLink(transport: Transport, id: number, changes: LinkUpdate) {
  return onLink(id, async () => {
    const body = await transport.request('PUT', `/api/url/${segment(id)}/update`, { body: changes });
    return parseAnswer(linkResultSchema, body, 'the link update', { refusedByMessage: true });
  });
}

export async function deleteLink(transport: Transport, id: number) {
  return onLink(id, async () => {
    const body = await transport.request('DELETE', `/api/url/${segment(id)}/delete`);
    return parseAnswer(messageSchema, body, 'the link deletion');
  });
}

/** One link with its statistics; on its own, like createLink, for the links service's read-back. */
export async function getLink(transport: Transport, id: number): Promise<LinkDetails> {
  const body = await onLink(id, () => transport.request('GET', `/api/url/${segment(id)}`));
  const details = body['details'];
  if (body['message'] === undefined && (!isRecord(details) || Object.keys(details).length === 0)) throw noLink(id);
  return parseAnswer(linkDetailsSchema, body, 'the link request');
}

export function linksApi(transport: Transport) {
  const get = (id: number) => getLink(transport, id);

  return {
    list: (query: LinkListQuery = {}) => listLinks(transport, query),
    get,
    /** The link whose short URL this is, with its statistics, or null when it is not one of the user's links. */
    async findByShort(shortUrl: string): Promise<LinkDetails | null> {
      let body: Record<string, unknown>;
      try {
        body = await transport.request('GET', '/api/urls', { query: { short: shortUrl } });
      } catch (error) {
        if (isNoMatch(error)) return null;
        throw error;
      }
      // Some servers answer with a (filtered) list rather than the single-link form.
      if (isRecord(body['data']) && body['data']['urls'] !== undefined) {
        const page = parseAnswer(linkPageSchema, body, 'the short URL lookup');
        // Only an exact match counts: a server that ignored `short` sends unrelated links.
        const wanted = withoutTrailingSlash(shortUrl);
        const match = page.items.find((link) => withoutTrailingSlash(link.shorturl) === wanted);
        return match === undefined ? null : get(match.id);
      }
      return parseAnswer(linkDetailsSchema, body, 'the short URL lookup');
    },
    create: (input: LinkInput) => createLink(transport, input),
    update: (id: number, changes: LinkUpdate) => updateLink(transport, id, changes),
    remove: (id: number) => deleteLink(transport, id),
  };
}
export type LinksApi = ReturnType<typeof linksApi>;
