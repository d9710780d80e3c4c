import { createApiClient, type ApiClientConfig } from './client';
import { createTransport } from './transport';

export const BASE = 'https://short.test';
export const KEY = 'k3y-SECRET-0123456789abcdef';

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  /** The body exactly as handed to fetch. */
  body: unknown;
  /** The JSON body, parsed; undefined for none or raw bytes. */
  json: unknown;
  signal: AbortSignal | undefined;
  redirect: RequestRedirect | undefined;
  /** As handed to fetch (the XMLHttpRequest fake sets neither). */
  mode?: RequestMode;
  credentials?: RequestCredentials;
}

export interface Reply {
  status?: number;
  /** Exact bytes of the body, as a server would send them. */
  body?: string;
  headers?: Record<string, string>;
}

export type Responder = (request: RecordedRequest) => Reply | Response | Promise<Reply | Response>;

/** Rate-limit headers as stock servers with a cache send them. */
export function rateHeaders(limit: number, remaining: number, reset: number): Record<string, string> {
  return { 'X-RateLimit-Limit': String(limit), 'X-RateLimit-Remaining': String(remaining), 'X-RateLimit-Reset': String(reset) };
}

/** PHP's json_encode escapes slashes; answers in tests keep that form. */
export function phpJson(value: unknown): string {
  return JSON.stringify(value).replace(/\//g, '\\/');
}

/** The paging fields of a list answer, in the form the server sends them. */
export interface ListPaging {
  result?: unknown;
  perpage?: unknown;
  currentpage?: unknown;
  nextpage?: unknown;
  maxpage?: unknown;
}

/**
 * A list answer in the documented shape: the paging and the items under `key` inside `data`,
 * encoded as PHP does. Paging defaults to one page holding every item, with no next page.
 */
export function listBody(key: string, items: unknown[], paging: ListPaging = {}, error: unknown = '0'): string {
  return phpJson({
    error,
    data: { result: items.length, perpage: items.length, currentpage: 1, nextpage: null, maxpage: 1, ...paging, [key]: items },
  });
}

export function toResponse(reply: Reply | Response): Response {
  // Real Responses and hand-made response-likes (opaque redirects, broken streams) pass as they are.
  if (reply instanceof Response || typeof (reply as Partial<Response>).text === 'function') return reply as Response;
  const status = reply.status ?? 200;
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', ...reply.headers });
  return new Response(status === 204 || status === 304 ? null : (reply.body ?? ''), { status, headers });
}

/** A fetch that records every call and answers with `respond`. */
export function fakeFetch(respond: Responder) {
  const requests: RecordedRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body;
    let json: unknown;
    if (typeof body === 'string') json = JSON.parse(body);
    const request: RecordedRequest = {
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body,
      json,
      signal: init.signal ?? undefined,
      redirect: init.redirect,
      mode: init.mode,
      credentials: init.credentials,
    };
    requests.push(request);
    return toResponse(await respond(request));
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

/** A client over a fake fetch answering every request with `respond`. */
export function fakeClient(respond: Responder, config: Partial<ApiClientConfig> = {}) {
  const { fetch, requests } = fakeFetch(respond);
  const api = createApiClient({ baseUrl: BASE, apiKey: KEY, fetch, ...config });
  const last = () => {
    const request = requests.at(-1);
    if (request === undefined) throw new Error('no request was made');
    return request;
  };
  return { api, requests, last };
}

export function fakeTransport(respond: Responder, config: Partial<ApiClientConfig> = {}) {
  const { fetch, requests } = fakeFetch(respond);
  return { transport: createTransport({ baseUrl: BASE, apiKey: KEY, fetch, ...config }), requests };
}

/**
 * A fetch that handles redirects as a browser's does: with `redirect: 'manual'` it hands back an
 * opaque redirect (no status, no Location); otherwise it follows the Location (answered by
 * `respond` again), sending the body again on a 307 or 308 and dropping Authorization on a hop to
 * another origin. `requests` holds every hop, so a test sees what each origin was sent.
 */
export function browserFetch(respond: Responder) {
  const { fetch: hop, requests } = fakeFetch(respond);
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    let url = new URL(String(input));
    let current: RequestInit = init;
    for (let hops = 0; hops < 20; hops += 1) {
      const answer = await hop(url, current);
      const location = answer.headers.get('Location');
      if (answer.status < 300 || answer.status >= 400 || location === null) return answer;
      if (init.redirect === 'manual') {
        return { type: 'opaqueredirect', status: 0, ok: false, redirected: false, url: '', headers: new Headers(), text: async () => '' } as unknown as Response;
      }
      if (init.redirect === 'error') throw new TypeError('Failed to fetch');
      const next = new URL(location, url);
      const headers = new Headers(current.headers);
      if (next.origin !== url.origin) headers.delete('Authorization');
      const keepsBody = answer.status === 307 || answer.status === 308;
      current = { ...current, headers, ...(keepsBody ? {} : { method: 'GET', body: undefined }) };
      url = next;
    }
    throw new TypeError('Failed to fetch');
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

/** Awaits a promise that must reject, and returns the rejection. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

/** The stock answer of an endpoint that reports with a message. */
export const ok = (message: string): Reply => ({ body: phpJson({ error: 0, message }) });
export const fail = (message: string, status = 200): Reply => ({ status, body: phpJson({ error: 1, message }) });
