import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { BASE, KEY, browserFetch, fakeFetch, fakeTransport, rateHeaders, rejection, type Reply, type Responder } from './test-utils';
import { createTransport, type TransportConfig } from './transport';

const success = { body: '{"error":0,"message":"ok"}' };
const hang: Responder = (request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

// Every request leaves through fetch, an upload too (transport.ts says why).
describe('every request', () => {
  /** A transport over a fetch that follows redirects as a browser's does, unless told not to. */
  const over = (respond: Responder, config: Partial<TransportConfig> = {}) => {
    const { fetch, requests } = browserFetch(respond);
    const transport = createTransport({ baseUrl: BASE, apiKey: KEY, fetch, ...config });
    return { transport, requests, send: transport.request };
  };

  describe('URL joining', () => {
    it.each([
      ['https://short.test', '/api/urls', 'https://short.test/api/urls'],
      ['https://short.test/', '/api/urls', 'https://short.test/api/urls'],
      ['https://short.test///', '/api/urls', 'https://short.test/api/urls'],
      ['https://x.tld/short/', '/api/urls', 'https://x.tld/short/api/urls'],
      ['https://x.tld/short', '/api/urls', 'https://x.tld/short/api/urls'],
      ['  http://127.0.0.1:8080/a/b/  ', '/api/account', 'http://127.0.0.1:8080/a/b/api/account'],
      ['https://x.tld/short/?utm=1#frag', '/api/urls', 'https://x.tld/short/api/urls'],
    ])('%s + %s → %s', async (baseUrl, where, expected) => {
      const { send, requests } = over(() => success, { baseUrl });
      await send('GET', where);
      expect(requests[0]?.url.href).toBe(expected);
    });

    it.each([
      [undefined, 'https://short.test/api/urls'],
      ['', 'https://short.test/api/urls'],
      ['/api', 'https://short.test/api/urls'],
      ['service-api', 'https://short.test/service-api/urls'],
      ['/v2/api/', 'https://short.test/v2/api/urls'],
      [' /x ', 'https://short.test/x/urls'],
    ])('API path %j → %s', async (apiPath, expected) => {
      const { send, requests } = over(() => success, apiPath === undefined ? {} : { apiPath });
      await send('GET', '/api/urls');
      expect(requests[0]?.url.href).toBe(expected);
    });

    it('encodes query values and leaves out undefined and null ones', async () => {
      const { send, requests } = over(() => success);
      await send('GET', '/api/urls', { query: { q: 'a b&c=d', page: 2, limit: undefined, order: null, flag: true } });
      expect(requests[0]?.url.search).toBe('?q=a+b%26c%3Dd&page=2&flag=1');
      expect(requests[0]?.url.searchParams.get('q')).toBe('a b&c=d');
    });

    it.each([
      ['ftp://short.test', 'bad-scheme', { scheme: 'ftp:' }],
      ['javascript:alert(1)', 'bad-scheme', { scheme: 'javascript:' }],
      ['short.test', 'not-address', { input: 'short.test' }],
      ['', 'not-address', { input: '' }],
      ['https://user:pw@short.test', 'has-login', {}],
    ])('rejects the unusable base URL %j without sending anything', async (baseUrl, code, params) => {
      const { send, requests } = over(() => success, { baseUrl });
      const error = await rejection(send('GET', '/api/account'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'network', code, params });
      expect((error as ApiError).message).toMatch(/address/);
      expect(requests).toHaveLength(0);
    });
  });

  describe('key safety', () => {
    it('sends the key as a Bearer header only, never in the URL', async () => {
      const { send, requests } = over(() => success);
      await send('POST', '/api/files/upload/a.bin', { query: { custom: 'x' }, raw: new Uint8Array([1, 2, 3]) });
      const request = requests[0];
      expect(request?.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
      expect(request?.url.href).not.toContain(KEY);
      expect(JSON.stringify([...(request?.headers.entries() ?? [])].filter(([name]) => name.toLowerCase() !== 'authorization'))).not.toContain(KEY);
    });

    it('trims a pasted key', async () => {
      const { send, requests } = over(() => success, { apiKey: `  ${KEY}\n` });
      await send('GET', '/api/account');
      expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    });

    it.each([
      ['', 'no-key', /No API key/],
      ['two words', 'bad-key', /Unsendable API key/],
      ['kéy', 'bad-key', /Unsendable API key/],
    ])('refuses the key %j before sending', async (apiKey, code, message) => {
      const { send, requests } = over(() => success, { apiKey });
      const error = (await rejection(send('GET', '/api/account'))) as ApiError;
      expect(error.kind).toBe('auth');
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      expect(requests).toHaveLength(0);
    });

    it('keeps the key out of messages even when the server echoes it', async () => {
      const { send } = over(() => ({ body: JSON.stringify({ error: 1, message: `Key ${KEY} is not valid here` }) }));
      const error = (await rejection(send('GET', '/api/account'))) as ApiError;
      expect(error.message).not.toContain(KEY);
      expect(error.serverMessage).not.toContain(KEY);
      expect(error.message).toContain('[API key]');
    });

    it('sends raw bytes as application/octet-stream, as they are', async () => {
      const { send, requests } = over(() => success);
      const bytes = new Uint8Array([1, 2, 3]);
      await send('POST', '/api/files/upload/a.bin', { raw: bytes });
      expect(requests[0]?.headers.get('Content-Type')).toBe('application/octet-stream');
      expect(requests[0]?.body).toBe(bytes);
    });
  });

  describe('redirects', () => {
    // The service redirects; the other origin would answer if asked.
    const redirecting =
      (status: number): Responder =>
      (request) =>
        request.url.origin === BASE ? { status, headers: { Location: 'https://evil.test/api/account' } } : { body: '{"error":0,"data":{"id":1}}' };

    it.each([301, 302, 307, 308])('refuses an HTTP %i redirect to another origin, never following it', async (status) => {
      const { send, requests } = over(redirecting(status));
      const error = (await rejection(send('GET', '/api/account'))) as ApiError;
      // A browser's fetch that is not followed cannot read where it pointed (an opaque redirect).
      expect(error).toMatchObject({ kind: 'bad-response', code: 'redirected', params: { target: '' } });
      expect(error.message).toMatch(/does not send the API key along redirects/);
      expect(requests.map((r) => r.url.origin)).toEqual([BASE]);
    });

    // Issue #41, item 5: a service that redirects only the upload's POST.
    it.each([307, 308])('sends the file nowhere else when the upload is answered with an HTTP %i to another origin', async (status) => {
      const postOnly: Responder = (request) =>
        request.url.origin === BASE && request.method === 'POST' ? { status, headers: { Location: 'https://evil.test/api/files/upload/a.bin' } } : { body: '{"error":0,"id":1}' };
      const { send, requests } = over(postOnly);
      const error = (await rejection(send('POST', '/api/files/upload/a.bin', { raw: new Uint8Array([1, 2, 3]) }))) as ApiError;
      expect(error).toMatchObject({ kind: 'bad-response', code: 'redirected' });
      expect(requests.filter((r) => r.url.origin !== BASE)).toEqual([]);
      expect(requests.map((r) => [r.method, r.url.origin, r.redirect])).toEqual([['POST', BASE, 'manual']]);
    });

    it('names where a redirect led when the answer shows it (a fetch that does not hide it)', async () => {
      const { transport } = fakeTransport(redirecting(307));
      const error = (await rejection(transport.request('GET', '/api/account'))) as ApiError;
      expect(error).toMatchObject({ kind: 'bad-response', code: 'redirected', params: { target: 'https://evil.test' } });
      expect(error.message).toMatch(/redirected the request to https:\/\/evil\.test/);
    });
  });

  describe('failures', () => {
    it('turns a failed request (offline, or no host permission) into a network error', async () => {
      const { send } = over(() => {
        throw new TypeError('Failed to fetch');
      });
      const error = (await rejection(send('GET', '/api/account'))) as ApiError;
      expect(error).toMatchObject({ kind: 'network', code: 'unreachable', params: { origin: 'https://short.test' } });
      expect(error.message).toMatch(/Could not reach https:\/\/short\.test/);
      expect(error.cause).toBeInstanceOf(Error);
    });

    it('aborts after timeoutMs and reports a timeout', async () => {
      const { send, requests } = over(hang, { timeoutMs: 5 });
      const error = (await rejection(send('GET', '/api/account'))) as ApiError;
      expect(error).toMatchObject({ kind: 'timeout', code: 'timeout' });
      expect(error.message).toMatch(/did not answer within/);
      expect(requests[0]?.signal?.aborted).toBe(true);
    });

    it('gives an upload time for all of its bytes at the slowest link, then a minute to store them', async () => {
      vi.useFakeTimers();
      try {
        const { send, requests } = over(hang, { timeoutMs: 1000 });
        // 160 kB at 16 kB/s: 10 s, after the usual second and the minute.
        const outcome = rejection(send('POST', '/api/files/upload/a.bin', { raw: new Uint8Array(160_000) }));
        await vi.advanceTimersByTimeAsync(70_900);
        expect(requests[0]?.signal?.aborted).toBe(false);
        await vi.advanceTimersByTimeAsync(200);
        expect(await outcome).toMatchObject({ kind: 'timeout', params: { seconds: 71 } });
      } finally {
        vi.useRealTimers();
      }
    });

    it('stops when the caller cancels, with a network error that says so', async () => {
      const { send, requests } = over(hang);
      const controller = new AbortController();
      const pending = rejection(send('POST', '/api/files/upload/a.bin', { raw: new Uint8Array(8), signal: controller.signal }));
      await vi.waitFor(() => expect(requests).toHaveLength(1));
      controller.abort();
      expect(await pending).toMatchObject({ kind: 'network', message: 'The request was cancelled.' });
      expect(requests[0]?.signal?.aborted).toBe(true);
    });

    it('sends nothing when cancelled before it started', async () => {
      const { send, requests } = over(() => success);
      const error = await rejection(send('GET', '/api/account', { signal: AbortSignal.abort() }));
      expect(error).toMatchObject({ kind: 'network', message: 'The request was cancelled.' });
      expect(requests).toHaveLength(0);
    });

    it.each<[string, Reply, string]>([
      ['a refusal', { body: '{"error":1,"message":"That alias is taken. Please choose another one."}' }, 'rejected'],
      ['a bad key (403)', { status: 403, body: '{"error":1,"message":"A valid API key is required to use this service."}' }, 'auth'],
      ['a proxy refusing the key (401)', { status: 401, body: '<html>401</html>' }, 'auth'],
      ['a plan without the feature', { status: 403, body: '{"error":1,"message":"You do not have permission to access this endpoint."}' }, 'forbidden'],
      ['an unknown record', { body: '{"error":1,"message":"Link does not exist."}' }, 'not-found'],
      ['the rate limit, stock form', { body: '{"error":429,"message":"Too Many API Requests.","Retry-After":20}' }, 'rate-limited'],
      ['the rate limit, proxy form', { status: 429, headers: { 'Retry-After': '20' } }, 'rate-limited'],
      ['an HTML crash page', { status: 500, body: '<html>oops</html>' }, 'server'],
      ['an unknown route', { status: 404, body: '<html>Not Found</html>' }, 'bad-response'],
      ['a body that is not JSON', { body: 'hello' }, 'bad-response'],
      ['a cut-off answer', { body: '{"error":0,"data":{"id":' }, 'bad-response'],
    ])('classifies %s alike', async (_, reply, kind) => {
      const { send } = over(() => reply);
      expect(((await rejection(send('GET', '/api/account'))) as ApiError).kind).toBe(kind);
    });
  });

  describe('rate-limit meter', () => {
    it('is null before any response carried the headers, and stays null without them', async () => {
      const { transport, send } = over(() => success);
      expect(transport.rateLimit()).toBeNull();
      await send('GET', '/api/account');
      expect(transport.rateLimit()).toBeNull();
    });

    it('records the last headers seen and reports them to onRateLimit', async () => {
      const onRateLimit = vi.fn();
      let remaining = 30;
      const { transport, send } = over(() => ({ ...success, headers: rateHeaders(30, --remaining, 1_900_000_000) }), { onRateLimit });
      await send('GET', '/api/account');
      await send('GET', '/api/account');
      expect(transport.rateLimit()).toEqual({ limit: 30, remaining: 28, resetAt: new Date(1_900_000_000_000) });
      expect(onRateLimit).toHaveBeenCalledTimes(2);
      expect(onRateLimit).toHaveBeenLastCalledWith({ limit: 30, remaining: 28, resetAt: new Date(1_900_000_000_000) });
    });

    it('reads headers on error answers too', async () => {
      const { transport, send } = over(() => ({ body: '{"error":1,"message":"Link does not exist."}', headers: rateHeaders(30, 3, 1_900_000_000) }));
      await rejection(send('GET', '/api/url/9'));
      expect(transport.rateLimit()?.remaining).toBe(3);
    });

    it('marks the meter spent on a rate-limit refusal', async () => {
      const onRateLimit = vi.fn();
      const { transport, send } = over(() => ({ body: '{"error":429,"message":"Too Many API Requests.","Retry-After":42}', headers: rateHeaders(30, 0, 1_900_000_000) }), {
        onRateLimit,
      });
      const before = Date.now();
      await rejection(send('GET', '/api/account'));
      const state = transport.rateLimit();
      expect(state?.limit).toBe(30);
      expect(state?.remaining).toBe(0);
      expect(state?.resetAt.getTime()).toBeGreaterThanOrEqual(before + 42_000);
      expect(onRateLimit).toHaveBeenCalledTimes(2);
    });

    it('survives an onRateLimit that throws', async () => {
      const { send } = over(() => ({ ...success, headers: rateHeaders(30, 1, 1_900_000_000) }), {
        onRateLimit: () => {
          throw new Error('storage full');
        },
      });
      await expect(send('GET', '/api/account')).resolves.toMatchObject({ error: 0 });
    });

    it('never retries, even after a rate-limit refusal', async () => {
      const { send, requests } = over(() => ({ status: 429, headers: { 'Retry-After': '1' } }));
      await rejection(send('POST', '/api/files/upload/a.bin', { raw: new Uint8Array([1]) }));
      expect(requests).toHaveLength(1);
    });
  });
});

describe('what fetch is asked', () => {
  it('asks fetch not to follow redirects', async () => {
    const { transport, requests } = fakeTransport(() => success);
    await transport.request('GET', '/api/urls', { query: { q: 'x' } });
    expect(requests[0]?.redirect).toBe('manual');
    expect(requests[0]?.headers.get('Content-Type')).toBeNull();
    expect(requests[0]?.body).toBeUndefined();
  });

  it('sends JSON with Content-Type only when there is a body', async () => {
    const { transport, requests } = fakeTransport(() => success);
    await transport.request('POST', '/api/url/add', { body: { url: 'https://a.test' } });
    await transport.request('POST', '/api/campaign/1/assign/2');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toBe('{"url":"https://a.test"}');
    expect(requests[1]?.headers.get('Content-Type')).toBeNull();
    expect(requests[1]?.body).toBeUndefined();
  });

  it('refuses a redirect within the same origin too: a browser fetch cannot tell where it points', async () => {
    const { transport } = fakeTransport(() => ({ status: 302, headers: { Location: `${BASE}/index.php/api/account` } }));
    expect(((await rejection(transport.request('GET', '/api/account'))) as ApiError).kind).toBe('bad-response');
  });

  it('refuses an opaque redirect (what browsers give for redirect: manual)', async () => {
    const opaque = { type: 'opaqueredirect', status: 0, ok: false, redirected: false, url: '', headers: new Headers(), text: async () => '' };
    const { transport } = fakeTransport(() => opaque as unknown as Response);
    const error = (await rejection(transport.request('GET', '/api/account'))) as ApiError;
    expect(error.kind).toBe('bad-response');
    expect(error.message).toMatch(/redirected/);
  });

  it('refuses an answer a fetch followed to another origin', async () => {
    const followed = new Response('{"error":0,"data":{"id":1}}', { status: 200 });
    Object.defineProperty(followed, 'redirected', { value: true });
    Object.defineProperty(followed, 'url', { value: 'https://evil.test/api/account' });
    const { transport } = fakeTransport(() => followed);
    const error = (await rejection(transport.request('GET', '/api/account'))) as ApiError;
    expect(error.kind).toBe('bad-response');
    expect(error.message).toContain('https://evil.test');
  });

  it('accepts an answer a fetch followed within the same origin', async () => {
    const followed = new Response('{"error":0,"message":"ok"}', { status: 200 });
    Object.defineProperty(followed, 'redirected', { value: true });
    Object.defineProperty(followed, 'url', { value: `${BASE}/index.php/api/account` });
    const { transport } = fakeTransport(() => followed);
    await expect(transport.request('GET', '/api/account')).resolves.toEqual({ error: 0, message: 'ok' });
  });

  it('reports a timeout while the body is still arriving', async () => {
    const { transport } = fakeTransport(
      (request) =>
        ({
          type: 'basic',
          status: 200,
          redirected: false,
          url: `${BASE}/api/account`,
          headers: new Headers(),
          text: () =>
            new Promise<string>((_resolve, reject) => {
              request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            }),
        }) as unknown as Response,
      { timeoutMs: 5 },
    );
    expect(((await rejection(transport.request('GET', '/api/account'))) as ApiError).kind).toBe('timeout');
  });

  it('a dropped connection while reading is a network error', async () => {
    const broken = { type: 'basic', status: 200, redirected: false, url: '', headers: new Headers(), text: () => Promise.reject(new TypeError('terminated')) };
    const { transport } = fakeTransport(() => broken as unknown as Response);
    expect(((await rejection(transport.request('GET', '/api/account'))) as ApiError).kind).toBe('network');
  });

  it('uses the global fetch when none is given', async () => {
    const { fetch } = fakeFetch(() => success);
    vi.stubGlobal('fetch', fetch);
    try {
      await expect(createTransport({ baseUrl: BASE, apiKey: KEY }).request('GET', '/api/account')).resolves.toMatchObject({ error: 0 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
