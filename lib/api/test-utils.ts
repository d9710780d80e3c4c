import { sendWithProgress } from './send-with-progress';
import { createApiClient, type ApiClientConfig } from './index';
import { createTransport, type Transport, type UploadProgress } from './transport';

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

/** Upload progress events a fake XMLHttpRequest fires before its answer: half the body, then all of it. */
export function progressSteps(size: number) {
  return [
    { type: 'progress', loaded: Math.floor(size / 2), total: size, lengthComputable: true },
    { type: 'progress', loaded: size, total: size, lengthComputable: true },
    { type: 'load', loaded: size, total: size, lengthComputable: true },
  ];
}

type UploadEvent = ReturnType<typeof progressSteps>[number];

function sizeOf(body: unknown): number {
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body.byteLength;
  return typeof body === 'string' ? body.length : 0;
}

/**
 * XMLHttpRequests that record each request as fakeFetch does and answer with `respond`, acting
 * as a browser does: upload events (`steps`) before the answer, redirects followed to their
 * Location (answered by `respond` again) with Authorization dropped on a hop to another origin,
 * a TypeError from `respond` as a failed request, and abort() ending it at once.
 */
export function fakeXhr(respond: Responder, steps: (size: number) => UploadEvent[] = progressSteps) {
  const requests: RecordedRequest[] = [];
  /** The keyless GETs an upload sends first, to see where its address leads. */
  const probes: RecordedRequest[] = [];
  const created: FakeXhr[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: UploadEvent) => void) | null; onload: ((event: UploadEvent) => void) | null } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = true;
    status = 0;
    responseText = '';
    responseURL = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private answer: Response | null = null;
    private readonly aborted = new AbortController();

    open(method: string, url: string) {
      this.method = method;
      this.url = new URL(url).href;
    }
    setRequestHeader(name: string, value: string) {
      if (!/^[\x20-\x7e]*$/.test(value)) throw new DOMException(`'${value}' is not a valid HTTP header field value.`, 'SyntaxError');
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return this.answer?.headers.get(name) ?? null;
    }
    abort() {
      if (this.aborted.signal.aborted) return;
      this.aborted.abort();
      this.onabort?.();
    }
    send(body: unknown) {
      void this.run(body);
    }

    private async run(body: unknown) {
      const stopped = () => this.aborted.signal.aborted;
      try {
        await Promise.resolve();
        // Browsers fire upload events only for a request with a body.
        for (const event of body === undefined || body === null ? [] : steps(sizeOf(body))) {
          if (stopped()) return;
          (event.type === 'load' ? this.upload.onload : this.upload.onprogress)?.(event);
        }
        let url = this.url;
        let headers = new Headers(this.headers);
        for (let hops = 0; ; hops += 1) {
          const request: RecordedRequest = {
            url: new URL(url),
            method: this.method,
            headers,
            body,
            json: typeof body === 'string' ? JSON.parse(body) : undefined,
            signal: this.aborted.signal,
            redirect: 'follow',
          };
          // The upload's keyless look at where its address leads (send-with-progress.ts) apart.
          (this.method === 'GET' && (body === null || body === undefined) && !headers.has('Authorization') ? probes : requests).push(request);
          const answer = toResponse(await respond(request));
          if (stopped()) return;
          const location = answer.headers.get('Location');
          if (answer.status >= 300 && answer.status < 400 && location !== null && hops < 20) {
            const next = new URL(location, url);
            headers = new Headers(headers);
            if (next.origin !== new URL(url).origin) headers.delete('Authorization');
            url = next.href;
            continue;
          }
          const text = await answer.text();
          if (stopped()) return;
          this.answer = answer;
          this.status = answer.status;
          this.responseText = text;
          this.responseURL = url;
          this.onload?.();
          return;
        }
      } catch {
        if (!stopped()) this.onerror?.();
      }
    }
  }

  const createXhr = () => {
    const xhr = new FakeXhr();
    created.push(xhr);
    return xhr as unknown as XMLHttpRequest;
  };
  return { createXhr, requests, probes, created };
}

export type TransportPath = 'fetch' | 'progress';

/**
 * A transport over a fake network, sending every request the given way: `fetch`, or with a
 * progress callback, which goes through XMLHttpRequest. `progress` collects what was reported.
 */
export function fakeTransportVia(path: TransportPath, respond: Responder, config: Partial<ApiClientConfig> = {}) {
  if (path === 'fetch') {
    const { transport, requests } = fakeTransport(respond, config);
    return { transport, requests, probes: [] as RecordedRequest[], send: transport.request, progress: [] as UploadProgress[] };
  }
  const { createXhr, requests, probes } = fakeXhr(respond);
  const notFetch = (() => Promise.reject(new Error('a request with progress went through fetch'))) as typeof fetch;
  const transport = createTransport({ baseUrl: BASE, apiKey: KEY, fetch: notFetch, createXhr, ...config });
  const progress: UploadProgress[] = [];
  const send: Transport['request'] = (method, path, options = {}) => transport.request(method, path, { onProgress: (step) => progress.push(step), sendWithProgress, ...options });
  return { transport, requests, probes, send, progress };
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
