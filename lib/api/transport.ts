import { parseBaseUrl } from './base-url';
import { DEFAULT_API_PATH, DEFAULT_TIMEOUT_MS, normaliseApiPath } from './defaults';
import { classifyResponse, type JsonObject } from './classify';
import { ApiError } from './errors';
import { parseRateLimitHeaders, type RateLimitState } from './rate-limit';
import { scrubKey } from './scrub-key';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
/** A body sent as bytes (a file's upload). */
export type RawBody = Blob | ArrayBuffer | Uint8Array;

export interface TransportConfig {
  /** The service address, e.g. `https://short.example` or `https://example.com/short/`. */
  baseUrl: string;
  apiKey: string;
  /**
   * Where the installation serves its API (an admin can move it from the documented `/api`);
   * endpoints name their paths from `/api`, and this replaces that first segment.
   */
  apiPath?: string;
  fetch?: typeof fetch;
  /**
   * Per request, including reading the body; an upload's grows with its size (uploadTimeoutMs).
   * Default 15 000 ms.
   */
  timeoutMs?: number;
  /** Called with the meter whenever a response carries rate-limit headers or a rate-limit refusal. */
  onRateLimit?: (state: RateLimitState) => void;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as-is as application/octet-stream (file upload). */
  raw?: RawBody;
  /** Cancels the request; it then rejects with a `network` ApiError. */
  signal?: AbortSignal;
}

/** A public page of the service as fetched: what came back, and where a redirect led. */
export interface PublicAnswer {
  status: number;
  contentType: string;
  /** The body as text ('' for HEAD, and for a body read as a file). */
  text: string;
  /** The body as a file, when asked for (`'file'`); null otherwise. */
  file: Blob | null;
  /** Where the request ended after redirects ('' when the browser does not say). */
  url: string;
}

export interface Transport {
  /** Resolves with the JSON object of a successful answer; rejects only with ApiError. */
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<JsonObject>;
  /**
   * A public address of the service itself (a hosted QR image, a scan address): without the
   * key or a cookie, so neither the API nor its rate limit; redirects followed within the
   * service's origin only. Addresses on another origin are refused. The body is read as text,
   * or as a file (`read: 'file'`: an image to show). Rejects only with ApiError.
   */
  fetchPublic(method: 'GET' | 'HEAD', url: string, read?: 'text' | 'file'): Promise<PublicAnswer>;
  rateLimit(): RateLimitState | null;
}

/** An upload's last byte may be followed by the server storing a large file before it answers. */
const UPLOAD_STORE_MS = 60_000;
/** The slowest upload Trim waits out, in bytes a second: 128 kbit/s, a poor mobile link. */
const SLOWEST_UPLOAD = 16_000;

const sizeOf = (body: RawBody): number => (body instanceof Blob ? body.size : body.byteLength);

/**
 * How long an upload may take before it counts as stalled. fetch says nothing of the bytes as they
 * leave (see request), so the clock allows the whole file at the slowest link, then the minute a
 * server may take to store it; the user's Cancel ends it sooner.
 */
export function uploadTimeoutMs(timeoutMs: number, body: RawBody): number {
  return timeoutMs + UPLOAD_STORE_MS + Math.ceil((sizeOf(body) / SLOWEST_UPLOAD) * 1000);
}

// Header values must be visible ASCII; anything else makes fetch and XMLHttpRequest throw,
// which would otherwise look like a network failure.
const SENDABLE_KEY = /^[\x21-\x7e]+$/;

/** A failing observer must not turn a good answer into an error. */
function observe(call: () => void): void {
  try {
    call();
  } catch {
    // The observer's own failure stays its own.
  }
}

function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function createTransport(config: TransportConfig): Transport {
  const base = parseBaseUrl(config.baseUrl);
  const apiKey = config.apiKey.trim();
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const apiPath = normaliseApiPath(config.apiPath);
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let lastRate: RateLimitState | null = null;

  // Servers may echo input back; the key must never reach a message shown or logged.
  const scrub = (text: string): string => scrubKey(text, apiKey);

  function record(state: RateLimitState): void {
    lastRate = state;
    observe(() => config.onRateLimit?.(state));
  }

  async function request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<JsonObject> {
    if ('problem' in base) throw new ApiError('network', base.problem, `Unusable address (${base.problem}).`, { params: base.params });
    if (apiKey === '') throw new ApiError('auth', 'no-key', 'No API key.');
    if (!SENDABLE_KEY.test(apiKey)) {
      throw new ApiError('auth', 'bad-key', 'Unsendable API key.');
    }
    const where = `${base.origin}${base.prefix}`;
    const url = `${where}${apiPath === DEFAULT_API_PATH ? path : path.replace(/^\/api(?=\/|$)/, () => apiPath)}${buildQuery(options.query)}`;
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${apiKey}` };
    let body: string | RawBody | undefined;
    if (options.raw !== undefined) {
      headers['Content-Type'] = 'application/octet-stream';
      body = options.raw;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    const { signal: cancel } = options;
    const cancelled = (cause: unknown) => new ApiError('network', 'cancelled', 'The request was cancelled.', { cause });
    if (cancel?.aborted) throw cancelled(cancel.reason);
    const controller = new AbortController();
    const abort = () => controller.abort();
    cancel?.addEventListener('abort', abort, { once: true });
    let timedOut = false;
    const limitMs = options.raw === undefined ? timeoutMs : uploadTimeoutMs(timeoutMs, options.raw);
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limitMs);
    const failed = (cause: unknown, doing: string): ApiError =>
      timedOut
        ? new ApiError('timeout', 'timeout', `The service at ${where} did not answer within ${Math.round(limitMs / 1000)} s.`, {
            cause,
            params: { where, seconds: Math.round(limitMs / 1000) },
          })
        : cancel?.aborted
          ? cancelled(cause)
          : new ApiError('network', 'unreachable', `Could not reach ${base.origin} (${doing}).`, {
              cause,
              params: { origin: base.origin },
            });

    try {
      let response: Response;
      try {
        // Every request, an upload too, goes through fetch, the one way out that can refuse to
        // follow a redirect: following one could hand the key, or on a 307 or 308 a file's bytes,
        // to another origin (XMLHttpRequest follows by itself and sends the body again before any
        // event says where; Chromium streams a body only over HTTP/2 and Firefox not at all, so an
        // upload's bytes cannot be counted as they leave). Redirects are refused below.
        response = await fetchImpl(url, {
          method,
          headers,
          // Uint8Array<ArrayBufferLike> is a valid body at run time; TS's lib narrows BodyInit to ArrayBuffer views.
          ...(body === undefined ? {} : { body: body as BodyInit }),
          redirect: 'manual',
          credentials: 'omit',
          signal: controller.signal,
        });
      } catch (cause) {
        throw failed(cause, 'sending the request');
      }
      refuseRedirect(response, base.origin, where);
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        throw failed(cause, 'reading the answer');
      }
      const now = Date.now();
      const rate = parseRateLimitHeaders(response.headers, now);
      if (rate !== null) record(rate);
      const outcome = classifyResponse({ status: response.status, headers: response.headers, text, where, now, scrub });
      if (outcome.rateLimited !== undefined) {
        record({ limit: rate?.limit ?? lastRate?.limit ?? 0, remaining: 0, resetAt: outcome.rateLimited.resetAt });
      }
      if (outcome.error !== undefined) throw outcome.error;
      if (outcome.body === undefined) throw new ApiError('bad-response', 'empty', `Empty answer from ${where}.`);
      return outcome.body;
    } finally {
      clearTimeout(timer);
      cancel?.removeEventListener('abort', abort);
    }
  }

  async function fetchPublic(method: 'GET' | 'HEAD', url: string, read: 'text' | 'file' = 'text'): Promise<PublicAnswer> {
    if ('problem' in base) throw new ApiError('network', base.problem, `Unusable address (${base.problem}).`, { params: base.params });
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new ApiError('bad-response', 'no-service', `Not an address: ${url}.`, { params: { where: base.origin } });
    }
    if (target.origin !== base.origin)
      throw new ApiError('bad-response', 'redirected', `${target.origin} is not the service's address.`, { params: { where: base.origin, target: target.origin } });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      // Trim talks to the service and nowhere else (docs/privacy.md): a redirect to another
      // origin (a scan address leading to its destination, an image moved to a CDN) fails in the
      // browser before anything is sent there. The extension's access to the service's origin
      // is what lets a same-origin request leave its page at all.
      const response = await fetchImpl(target.href, { method, mode: 'same-origin', credentials: 'omit', redirect: 'follow', signal: controller.signal });
      const file = method === 'GET' && read === 'file' ? await response.blob() : null;
      const text = method === 'HEAD' || file ? '' : await response.text();
      return { status: response.status, contentType: response.headers.get('Content-Type') ?? '', text, file, url: typeof response.url === 'string' ? response.url : '' };
    } catch (cause) {
      throw new ApiError('network', 'unreachable', `Could not reach ${target.origin}.`, { cause, params: { origin: target.origin } });
    } finally {
      clearTimeout(timer);
    }
  }

  return { request, fetchPublic, rateLimit: () => lastRate };
}

function refuseRedirect(response: Response, origin: string, where: string): void {
  const refused = (target: string) =>
    new ApiError(
      'bad-response',
      'redirected',
      `The service at ${where} redirected the request${target === '' ? '' : ` to ${target}`}. Trim does not send the API key along redirects: ` +
        'check the service address (https://, www., path).',
      { status: response.status, params: { where, target } },
    );
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    let target = '';
    try {
      const location = response.headers.get('Location');
      if (location) target = new URL(location, `${origin}/`).origin;
    } catch {
      // An unparsable Location still means a redirect.
    }
    throw refused(target);
  }
  // A custom fetch may ignore redirect: 'manual'; never trust an answer from elsewhere.
  if (response.redirected && typeof response.url === 'string' && response.url !== '') {
    let landed: string;
    try {
      landed = new URL(response.url).origin;
    } catch {
      landed = 'an unknown address';
    }
    if (landed !== origin) throw refused(landed);
  }
}
