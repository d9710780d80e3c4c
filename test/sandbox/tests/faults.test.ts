import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client } from './http.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: 10_000 });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.clearFaults();
  sandbox.clearRequests();
});

const account = () => fetch(`${sandbox.url}/api/account`, { headers: { Authorization: `Bearer ${sandbox.apiKey}` } });

describe('fault injection', () => {
  it('slow: the answer still arrives, intact, after the delay', async () => {
    sandbox.inject({ kind: 'slow', delayMs: 150 });
    const res = await account();
    expect(res.status).toBe(200);
    expect((await res.json()).error).toBe(0);
  });

  it('slow: the request is logged as it arrives, counted in flight until its answer closes', async () => {
    sandbox.inject({ kind: 'slow', delayMs: 300 });
    const answer = account();
    await expect.poll(() => sandbox.requests().map((r) => [r.path, r.status])).toEqual([['/api/account', 0]]);
    expect(sandbox.inFlight()).toBe(1);
    // A clear while it is on the wire: its answer lands in no later test's log.
    sandbox.clearRequests();
    expect((await answer).status).toBe(200);
    await expect.poll(() => sandbox.inFlight()).toBe(0);
    expect(sandbox.requests()).toEqual([]);
  });

  it('html500: an HTML error page with status 500, once by default', async () => {
    sandbox.inject({ kind: 'html500' });
    const res = await account();
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Internal Server Error');
    expect((await account()).status).toBe(200);
  });

  it('html500 short-circuits: the request has no effect', async () => {
    const before = sandbox.store.state.links.length;
    sandbox.inject({ kind: 'html500' });
    expect((await client(sandbox).post('/api/url/add', { url: 'https://example.com/never' })).status).toBe(500);
    expect(sandbox.store.state.links.length).toBe(before);
  });

  it('truncated: JSON that does not parse, with the original status', async () => {
    sandbox.inject({ kind: 'truncated' });
    const res = await account();
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.startsWith('{"error":0')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('drop: the connection closes without an answer, so fetch rejects', async () => {
    sandbox.inject({ kind: 'drop' });
    await expect(account()).rejects.toThrow();
    expect((await account()).status).toBe(200);
    const dropped = sandbox.requests().find((r) => r.status === 0);
    expect(dropped).toMatchObject({ method: 'GET', path: '/api/account' });
  });

  it('count and match: affects N matching requests only', async () => {
    sandbox.inject({ kind: 'html500', count: 2, match: '/api/urls' });
    expect((await account()).status).toBe(200);
    const urls = () => client(sandbox).get('/api/urls');
    expect((await urls()).status).toBe(500);
    expect((await urls()).status).toBe(500);
    expect((await urls()).status).toBe(200);
  });

  it('can be injected and cleared over HTTP', async () => {
    const post = (body: unknown) => fetch(`${sandbox.url}/__sandbox/faults`, { method: 'POST', body: JSON.stringify(body) });
    expect((await post({ kind: 'meltdown' })).status).toBe(400);
    expect((await post({ kind: 'html500', count: 3 })).status).toBe(200);
    expect((await account()).status).toBe(500);
    expect((await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' })).status).toBe(200);
    expect((await account()).status).toBe(200);
    expect((await post({ kind: 'drop', match: '/docs' })).status).toBe(200);
    await expect(fetch(`${sandbox.url}/docs`, { redirect: 'manual' })).rejects.toThrow();
  });

  it('never hits the control surface', async () => {
    sandbox.inject({ kind: 'drop', match: '/' });
    expect((await fetch(`${sandbox.url}/__sandbox/requests`)).status).toBe(200);
    await expect(account()).rejects.toThrow();
  });
});

describe('request recording', () => {
  it('records API and short-link requests with key, cookie, query and status, but not control calls', async () => {
    await client(sandbox).get('/api/urls?limit=2&q=x');
    await client(sandbox, 'wrong').get('/api/account');
    await client(sandbox, null).get('/api/account?key=leaked');
    await fetch(`${sandbox.url}/docs`, { redirect: 'manual', headers: { Cookie: 'session=dashboard' } });
    await fetch(`${sandbox.url}/__sandbox/requests`);
    const recorded = sandbox.requests();
    const none = { apiKey: null, authorization: null, cookie: null };
    expect(recorded).toEqual([
      {
        method: 'GET',
        path: '/api/urls',
        query: { limit: '2', q: 'x' },
        ...none,
        apiKey: sandbox.apiKey,
        authorization: `Bearer ${sandbox.apiKey}`,
        status: 200,
        at: expect.any(Number),
      },
      { method: 'GET', path: '/api/account', query: {}, ...none, apiKey: 'wrong', authorization: 'Bearer wrong', status: 401, at: expect.any(Number) },
      { method: 'GET', path: '/api/account', query: { key: 'leaked' }, ...none, status: 401, at: expect.any(Number) },
      { method: 'GET', path: '/docs', query: {}, ...none, cookie: 'session=dashboard', status: 302, at: expect.any(Number) },
    ]);
    const overHttp = await (await fetch(`${sandbox.url}/__sandbox/requests`)).json();
    expect(overHttp.requests).toEqual(recorded);
    expect((await fetch(`${sandbox.url}/__sandbox/requests`, { method: 'DELETE' })).status).toBe(200);
    expect(sandbox.requests()).toEqual([]);
  });

  it('adds users over HTTP', async () => {
    const res = await fetch(`${sandbox.url}/__sandbox/users`, { method: 'POST', body: JSON.stringify({ apiKey: 'browser-test-key', plan: 'free' }) });
    expect(await res.json()).toEqual({ ok: true, id: expect.any(Number), apiKey: 'browser-test-key' });
    expect((await client(sandbox, 'browser-test-key').get('/api/domains')).status).toBe(403);
  });
});
