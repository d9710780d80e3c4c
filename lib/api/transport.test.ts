import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { BASE, KEY, fakeFetch, fakeTransport, rateHeaders, rejection } from './test-utils';
import { createTransport } from './transport';

const success = { body: '{"error":0,"message":"ok"}' };

describe('URL joining', () => {
  it.each([
    ['https://short.test', '/api/urls', 'https://short.test/api/urls'],
    ['https://short.test/', '/api/urls', 'https://short.test/api/urls'],
    ['https://short.test///', '/api/urls', 'https://short.test/api/urls'],
    ['https://x.tld/short/', '/api/urls', 'https://x.tld/short/api/urls'],
    ['https://x.tld/short', '/api/urls', 'https://x.tld/short/api/urls'],
    ['  http://127.0.0.1:8080/a/b/  ', '/api/account', 'http://127.0.0.1:8080/a/b/api/account'],
    ['https://x.tld/short/?utm=1#frag', '/api/urls', 'https://x.tld/short/api/urls'],
  ])('%s + %s → %s', async (baseUrl, path, expected) => {
    const { transport, requests } = fakeTransport(() => success, { baseUrl });
    await transport.request('GET', path);
    expect(requests[0]?.url.href).toBe(expected);
  });

  it('encodes query values and leaves out undefined and null ones', async () => {
    const { transport, requests } = fakeTransport(() => success);
    await transport.request('GET', '/api/urls', { query: { q: 'a b&c=d', page: 2, limit: undefined, order: null, flag: true } });
    expect(requests[0]?.url.search).toBe('?q=a+b%26c%3Dd&page=2&flag=1');
    expect(requests[0]?.url.searchParams.get('q')).toBe('a b&c=d');
  });

  it.each(['ftp://short.test', 'javascript:alert(1)', 'short.test', '', 'https://user:pw@short.test'])(
    'rejects the unusable base URL %j without sending anything',
    async (baseUrl) => {
      const { transport, requests } = fakeTransport(() => success, { baseUrl });
      const error = await rejection(transport.request('GET', '/api/account'));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('network');
      expect((error as ApiError).message).toMatch(/address|web address/);
      expect(requests).toHaveLength(0);
    },
  );
});

describe('headers and key safety', () => {
  it('sends the key as a Bearer header only, never in the URL', async () => {
    const { transport, requests } = fakeTransport(() => success);
    await transport.request('GET', '/api/urls', { query: { q: 'x' } });
    const request = requests[0];
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(request?.url.href).not.toContain(KEY);
    expect(request?.headers.get('Content-Type')).toBeNull();
    expect(request?.body).toBeUndefined();
    expect(request?.redirect).toBe('manual');
  });

  it('trims a pasted key', async () => {
    const { transport, requests } = fakeTransport(() => success, { apiKey: `  ${KEY}\n` });
    await transport.request('GET', '/api/account');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${KEY}`);
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

  it('sends raw bytes as application/octet-stream', async () => {
    const { transport, requests } = fakeTransport(() => success);
    const bytes = new Uint8Array([1, 2, 3]);
    await transport.request('POST', '/api/files/upload/a.bin', { raw: bytes });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(requests[0]?.body).toBe(bytes);
  });

  it.each([
    ['', /No API key/],
    ['two words', /cannot be sent/],
    ['kéy', /cannot be sent/],
  ])('refuses the key %j before sending', async (apiKey, message) => {
    const { transport, requests } = fakeTransport(() => success, { apiKey });
    const error = (await rejection(transport.request('GET', '/api/account'))) as ApiError;
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(message);
    expect(requests).toHaveLength(0);
  });

  it('keeps the key out of messages even when the server echoes it', async () => {
    const { transport } = fakeTransport(() => ({ body: JSON.stringify({ error: 1, message: `Key ${KEY} is not valid here` }) }));
    const error = (await rejection(transport.request('GET', '/api/account'))) as ApiError;
    expect(error.message).not.toContain(KEY);
    expect(error.serverMessage).not.toContain(KEY);
    expect(error.message).toContain('[API key]');
  });
});

describe('redirects', () => {
  it.each([301, 302, 307, 308])('refuses an HTTP %i redirect instead of following it', async (status) => {
    const { transport, requests } = fakeTransport(() => ({ status, headers: { Location: 'https://evil.test/api/account' } }));
    const error = (await rejection(transport.request('GET', '/api/account'))) as ApiError;
    expect(error.kind).toBe('bad-response');
    expect(error.message).toMatch(/redirected the request to https:\/\/evil\.test/);
    expect(error.message).toMatch(/does not send the API key along redirects/);
    expect(requests).toHaveLength(1);
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
});

describe('network and timeout', () => {
  it('turns a fetch TypeError (offline, or no host permission) into a network error', async () => {
    const { transport } = fakeTransport(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await rejection(transport.request('GET', '/api/account'))) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/could not reach https:\/\/short\.test/);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('aborts after timeoutMs and reports a timeout', async () => {
    const { transport, requests } = fakeTransport(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 5 },
    );
    const error = (await rejection(transport.request('GET', '/api/account'))) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(requests[0]?.signal?.aborted).toBe(true);
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

describe('rate-limit meter', () => {
  it('is null before any response carried the headers, and stays null without them', async () => {
    const { transport } = fakeTransport(() => success);
    expect(transport.rateLimit()).toBeNull();
    await transport.request('GET', '/api/account');
    expect(transport.rateLimit()).toBeNull();
  });

  it('records the last headers seen and reports them to onRateLimit', async () => {
    const onRateLimit = vi.fn();
    let remaining = 30;
    const { transport } = fakeTransport(() => ({ ...success, headers: rateHeaders(30, --remaining, 1_900_000_000) }), { onRateLimit });
    await transport.request('GET', '/api/account');
    await transport.request('GET', '/api/account');
    expect(transport.rateLimit()).toEqual({ limit: 30, remaining: 28, resetAt: new Date(1_900_000_000_000) });
    expect(onRateLimit).toHaveBeenCalledTimes(2);
    expect(onRateLimit).toHaveBeenLastCalledWith({ limit: 30, remaining: 28, resetAt: new Date(1_900_000_000_000) });
  });

  it('reads headers on error answers too', async () => {
    const { transport } = fakeTransport(() => ({ body: '{"error":1,"message":"Link does not exist."}', headers: rateHeaders(30, 3, 1_900_000_000) }));
    await rejection(transport.request('GET', '/api/url/9'));
    expect(transport.rateLimit()?.remaining).toBe(3);
  });

  it('marks the meter spent on a rate-limit refusal', async () => {
    const onRateLimit = vi.fn();
    const { transport } = fakeTransport(
      () => ({ body: '{"error":429,"message":"Too Many API Requests.","Retry-After":42}', headers: rateHeaders(30, 0, 1_900_000_000) }),
      { onRateLimit },
    );
    const before = Date.now();
    await rejection(transport.request('GET', '/api/account'));
    const state = transport.rateLimit();
    expect(state?.limit).toBe(30);
    expect(state?.remaining).toBe(0);
    expect(state?.resetAt.getTime()).toBeGreaterThanOrEqual(before + 42_000);
    expect(onRateLimit).toHaveBeenCalledTimes(2);
  });

  it('survives an onRateLimit that throws', async () => {
    const { transport } = fakeTransport(() => ({ ...success, headers: rateHeaders(30, 1, 1_900_000_000) }), {
      onRateLimit: () => {
        throw new Error('storage full');
      },
    });
    await expect(transport.request('GET', '/api/account')).resolves.toMatchObject({ error: 0 });
  });

  it('never retries, even after a rate-limit refusal', async () => {
    const { transport, requests } = fakeTransport(() => ({ status: 429, headers: { 'Retry-After': '1' } }));
    await rejection(transport.request('POST', '/api/url/add', { body: { url: 'https://a.test' } }));
    expect(requests).toHaveLength(1);
  });
});
