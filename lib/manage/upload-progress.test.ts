import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { uploadWithProgress, type UploadProgress } from '../api/upload-progress';

// A scripted XMLHttpRequest: records what was sent and answers when the test says so.
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = true;
  status = 0;
  responseText = '';
  responseURL = '';
  aborted = false;
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    if (/[^\x20-\x7e]/.test(value)) throw new SyntaxError('invalid header value');
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  answer(status: number, body: string, headers: Record<string, string> = {}, responseURL = this.url) {
    this.status = status;
    this.responseText = body;
    this.responseURL = responseURL;
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.onload?.();
  }
}

function start(overrides: Partial<Parameters<typeof uploadWithProgress>[0]> = {}) {
  const xhr = new FakeXhr();
  const progress: UploadProgress[] = [];
  const promise = uploadWithProgress({
    baseUrl: 'https://short.test/sub/',
    apiKey: 'secret-key-123',
    filename: 'report 2026.pdf',
    data: new Blob([new Uint8Array(10)], { type: 'application/pdf' }),
    options: { custom: 'q4-report', maxdownloads: 5, password: '', expiry: '2027-01-31' },
    onProgress: (p) => progress.push(p),
    createXhr: () => xhr as unknown as XMLHttpRequest,
    ...overrides,
  });
  return { xhr, progress, promise };
}

describe('uploadWithProgress', () => {
  it('posts the bytes to the upload path with the key in the header only', async () => {
    const { xhr, promise } = start();
    xhr.answer(200, '{"error":0,"id":"9","shorturl":"https://short.test/q4-report"}');
    await expect(promise).resolves.toEqual({ id: 9, shorturl: 'https://short.test/q4-report' });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://short.test/sub/api/files/upload/report%202026.pdf?custom=q4-report&maxdownloads=5&expiry=2027-01-31');
    expect(xhr.url).not.toContain('secret');
    expect(xhr.headers['Authorization']).toBe('Bearer secret-key-123');
    expect(xhr.headers['Content-Type']).toBe('application/octet-stream');
    expect(xhr.withCredentials).toBe(false);
    expect(xhr.body).toBeInstanceOf(Blob);
  });

  it('reports progress, then completion', async () => {
    const { xhr, progress, promise } = start();
    xhr.upload.onprogress?.({ loaded: 4, total: 10, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 7, total: 0, lengthComputable: false });
    xhr.answer(200, '{"error":0,"id":1,"shorturl":"https://short.test/x"}');
    await promise;
    expect(progress).toEqual([
      { loaded: 4, total: 10 },
      { loaded: 7, total: 10 },
      { loaded: 10, total: 10 },
    ]);
  });

  it.each<[string, number, string, Record<string, string>, string]>([
    ['a refused alias', 200, '{"error":1,"message":"That alias is taken. Please choose another one."}', {}, 'rejected'],
    ['a bad key', 403, '{"error":1,"message":"A valid API key is required to use this service."}', {}, 'auth'],
    ['the rate limit', 200, '{"error":429,"message":"Too Many API Requests.","Retry-After":20}', {}, 'rate-limited'],
    ['an HTML error page', 500, '<html>oops</html>', {}, 'server'],
    ['success without a short URL', 200, '{"error":0,"id":3}', {}, 'bad-response'],
  ])('turns %s into an ApiError', async (_, status, body, headers, kind) => {
    const { xhr, promise } = start();
    xhr.answer(status, body, headers);
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe(kind);
  });

  it('keeps the server message of a refusal', async () => {
    const { xhr, promise } = start();
    xhr.answer(200, '{"error":1,"message":"That alias is taken. Please choose another one."}');
    await expect(promise).rejects.toMatchObject({ serverMessage: 'That alias is taken. Please choose another one.' });
  });

  it('passes rate-limit headers on', async () => {
    const seen: number[] = [];
    const { xhr, promise } = start({ onRateLimit: (state) => seen.push(state.remaining) });
    xhr.answer(200, '{"error":0,"id":1,"shorturl":"https://short.test/x"}', {
      'X-RateLimit-Limit': '30',
      'X-RateLimit-Remaining': '12',
      'X-RateLimit-Reset': '2000000000',
    });
    await promise;
    expect(seen).toEqual([12]);
  });

  it('refuses an answer that came from another origin after a redirect', async () => {
    const { xhr, promise } = start();
    xhr.answer(200, '{"error":0,"id":1,"shorturl":"https://evil.test/x"}', {}, 'https://evil.test/api/files/upload/x');
    await expect(promise).rejects.toMatchObject({ kind: 'bad-response' });
  });

  it('maps a transport failure to network', async () => {
    const { xhr, promise } = start();
    xhr.onerror?.();
    await expect(promise).rejects.toMatchObject({ kind: 'network' });
  });

  it('gives up when nothing moved for the idle time, and the clock restarts on progress', async () => {
    vi.useFakeTimers();
    try {
      const { xhr, promise } = start({ idleTimeoutMs: 1000 });
      const outcome = promise.catch((e: unknown) => e);
      vi.advanceTimersByTime(900);
      xhr.upload.onprogress?.({ loaded: 1, total: 10, lengthComputable: true });
      vi.advanceTimersByTime(900);
      expect(xhr.aborted).toBe(false);
      vi.advanceTimersByTime(200);
      expect(await outcome).toMatchObject({ kind: 'timeout' });
      expect(xhr.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const { xhr, promise } = start({ signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ kind: 'network', message: 'The upload was cancelled.' });
    expect(xhr.aborted).toBe(true);
  });

  it.each([
    ['no key', { apiKey: '  ' }, 'auth'],
    ['a key a header cannot carry', { apiKey: 'clé secrète' }, 'auth'],
    ['a base URL that is no address', { baseUrl: 'not a url' }, 'network'],
  ])('rejects %s before sending', async (_, overrides, kind) => {
    const { xhr, promise } = start(overrides);
    await expect(promise).rejects.toMatchObject({ kind });
    expect(xhr.body).toBeUndefined();
  });
});
