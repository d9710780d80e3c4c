import { parseBaseUrl } from './base-url';
import { classifyResponse } from './classify';
import { ApiError } from './errors';
import { parseRateLimitHeaders, type RateLimitState } from './rate-limit';
import { fileUploadedSchema, type FileUploadOptions, type FileUploaded } from './schemas/file';

// File upload with progress. fetch() reports no upload progress, so this one request goes
// through XMLHttpRequest; everything else about it (address, headers, error kinds, the answer's
// schema) is the API layer's, imported rather than repeated, so it fails exactly like a fetch call.

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (the file's size). */
  total: number;
}

export interface UploadRequest {
  baseUrl: string;
  apiKey: string;
  /** The file name including its extension; becomes the last path segment. */
  filename: string;
  data: Blob;
  options?: FileUploadOptions;
  onProgress?: (progress: UploadProgress) => void;
  onRateLimit?: (state: RateLimitState) => void;
  signal?: AbortSignal;
  /**
   * Gives up when nothing moved for this long (no bytes sent, no answer). A fixed total
   * timeout would fail big files on slow links, so the clock restarts on every progress event.
   */
  idleTimeoutMs?: number;
  /** For tests: the XMLHttpRequest to use. */
  createXhr?: () => XMLHttpRequest;
}

export const DEFAULT_UPLOAD_IDLE_MS = 60_000;

function uploadQuery(options: FileUploadOptions | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(options ?? {})) {
    if (value === undefined || value === '') continue;
    params.append(name, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function uploadWithProgress(request: UploadRequest): Promise<FileUploaded> {
  const base = parseBaseUrl(request.baseUrl);
  if ('problem' in base) return Promise.reject(new ApiError('network', base.problem));
  const apiKey = request.apiKey.trim();
  if (apiKey === '') {
    return Promise.reject(new ApiError('auth', 'No API key is set. Add the key from your account in the options.'));
  }
  const where = `${base.origin}${base.prefix}`;
  const url = `${where}/api/files/upload/${encodeURIComponent(request.filename)}${uploadQuery(request.options)}`;
  const idleMs = request.idleTimeoutMs ?? DEFAULT_UPLOAD_IDLE_MS;
  const scrub = (text: string): string => (apiKey.length >= 4 ? text.split(apiKey).join('[API key]') : text);

  return new Promise<FileUploaded>((resolve, reject) => {
    const xhr = request.createXhr?.() ?? new XMLHttpRequest();
    let settled = false;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = (outcome: { value: FileUploaded } | { error: ApiError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(idleTimer);
      request.signal?.removeEventListener('abort', onAbort);
      if ('value' in outcome) resolve(outcome.value);
      else reject(outcome.error);
    };
    const restartIdleClock = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        xhr.abort();
        finish({ error: new ApiError('timeout', `The upload to ${where} stalled: nothing moved for ${Math.round(idleMs / 1000)} s.`) });
      }, idleMs);
    };
    const onAbort = () => {
      xhr.abort();
      finish({ error: new ApiError('network', 'The upload was cancelled.', { cause: request.signal?.reason }) });
    };

    if (request.signal?.aborted) {
      onAbort();
      return;
    }
    request.signal?.addEventListener('abort', onAbort, { once: true });

    xhr.upload.onprogress = (event) => {
      restartIdleClock();
      request.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : request.data.size });
    };
    xhr.onerror = () =>
      finish({
        error: new ApiError(
          'network',
          `Trim could not reach ${base.origin} while uploading. Check the address, your connection, and that Trim may access this site.`,
        ),
      });
    xhr.onload = () => {
      // XMLHttpRequest follows redirects on its own; an answer from another origin is never trusted.
      if (xhr.responseURL !== '' && !xhr.responseURL.startsWith(`${base.origin}/`)) {
        finish({ error: new ApiError('bad-response', `The service at ${where} redirected the upload elsewhere. Check the service address.`) });
        return;
      }
      const headers = { get: (name: string) => xhr.getResponseHeader(name) };
      const now = Date.now();
      const rate = parseRateLimitHeaders(headers, now);
      if (rate !== null) request.onRateLimit?.(rate);
      const outcome = classifyResponse({ status: xhr.status, headers, text: xhr.responseText, where, now, scrub });
      if (outcome.rateLimited !== undefined) {
        request.onRateLimit?.({ limit: rate?.limit ?? 0, remaining: 0, resetAt: outcome.rateLimited.resetAt });
      }
      if (outcome.error !== undefined) return finish({ error: outcome.error });
      const parsed = fileUploadedSchema.safeParse(outcome.body);
      if (!parsed.success) {
        return finish({ error: new ApiError('bad-response', `The service at ${where} accepted the file but sent no short URL for it.`) });
      }
      request.onProgress?.({ loaded: request.data.size, total: request.data.size });
      finish({ value: parsed.data });
    };

    try {
      xhr.open('POST', url);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Authorization', `Bearer ${apiKey}`);
      // The same body type as the API layer's fetch upload, so both reach the server alike.
      xhr.setRequestHeader('Content-Type', 'application/octet-stream');
      xhr.withCredentials = false;
      restartIdleClock();
      xhr.send(request.data);
    } catch (cause) {
      // setRequestHeader throws on a key with characters a header cannot carry.
      finish({ error: new ApiError('auth', 'The API key contains spaces or characters that cannot be sent. Paste it again.', { cause }) });
    }
  });
}
