// fetch reports no upload progress; XMLHttpRequest does. This only carries a request the
// transport has built (address, key, headers) and hands the answer back for the transport
// to judge, so both ways to the service keep one set of rules.

/** Bytes of the request body sent so far, of `total`. */
/** A body sent as bytes (a file's upload). */
export type RawBody = Blob | ArrayBuffer | Uint8Array;

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** What the transport reads of an answer; a fetch Response has the same members. */
export interface Answer {
  type: string;
  status: number;
  redirected: boolean;
  url: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export interface ProgressRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | RawBody | undefined;
  /** Aborting it aborts the request, which then rejects. */
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

function sizeOf(body: ProgressRequest['body']): number {
  if (body === undefined) return 0;
  if (typeof body === 'string') return body.length;
  return body instanceof Blob ? body.size : body.byteLength;
}

/**
 * XMLHttpRequest follows redirects by itself, and on a 307 or 308 sends the body again to the new
 * address before Trim sees where it landed. So before a body, a GET of the same address, with no key
 * and no body: when it lands on another origin, the upload answers as that redirect (the
 * transport refuses it, naming the address) and the file is never sent. One request that carries
 * no key, so the rate limit does not count it; a probe that fails leaves the upload to find out.
 */
export async function sendWithProgress(createXhr: () => XMLHttpRequest, request: ProgressRequest): Promise<Answer> {
  if (request.body === undefined) return send(createXhr(), request);
  const landed = await landingOf(createXhr(), request.url, request.signal);
  if (landed !== null && new URL(landed).origin !== new URL(request.url).origin) {
    return { type: 'basic', status: 0, redirected: true, url: landed, headers: { get: () => null }, text: () => Promise.resolve('') };
  }
  return send(createXhr(), request);
}

/** Where a keyless GET of `url` ends up after the redirects the browser follows; null when it cannot be known. */
function landingOf(xhr: XMLHttpRequest, url: string, signal: AbortSignal): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    xhr.onerror = () => resolve(null);
    xhr.onload = () => {
      signal.removeEventListener('abort', abort);
      resolve(xhr.responseURL === '' ? null : xhr.responseURL);
    };
    signal.addEventListener('abort', abort, { once: true });
    xhr.open('GET', url);
    xhr.withCredentials = false;
    xhr.send(null);
  });
}

/** Rejects like fetch does: a TypeError when the request fails, an AbortError when aborted. */
function send(xhr: XMLHttpRequest, request: ProgressRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { signal, body } = request;
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    xhr.onerror = () => reject(new TypeError('The request failed.'));
    xhr.onload = () => {
      signal.removeEventListener('abort', abort);
      const url = xhr.responseURL;
      resolve({
        type: 'basic',
        status: xhr.status,
        // XMLHttpRequest follows redirects by itself (browsers drop Authorization on a hop to
        // another origin); where it ended up is all that is left to check.
        redirected: url !== '' && url !== new URL(request.url).href,
        url,
        headers: { get: (name) => xhr.getResponseHeader(name) },
        text: () => Promise.resolve(xhr.responseText),
      });
    };
    // The last upload event (load) also reports every byte sent.
    xhr.upload.onprogress = xhr.upload.onload = (event) => request.onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : sizeOf(body) });
    signal.addEventListener('abort', abort, { once: true });
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.withCredentials = false;
    // Uint8Array<ArrayBufferLike> is a valid body at run time; TS's lib narrows it to ArrayBuffer views.
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
