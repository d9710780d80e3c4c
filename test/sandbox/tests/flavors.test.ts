import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client } from './http.ts';

describe.each(['spec', 'v6', 'v7', 'field'] as const)('%s flavor', (flavor) => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, flavor });
  });
  afterAll(() => sandbox.close());

  const listError = flavor === 'spec' ? '0' : 0;

  it('uses its list error type on every list endpoint', async () => {
    const api = client(sandbox);
    for (const path of ['/api/urls', '/api/domains', '/api/overlay', '/api/campaigns', '/api/channels', '/api/splash', '/api/pixels', '/api/files']) {
      expect((await api.get(path)).body.error, path).toBe(listError);
    }
    const channel = sandbox.store.state.channels[0]!.id;
    expect((await api.get(`/api/channel/${channel}`)).body.error).toBe(listError);
    // Non-list answers use the integer 0 in both flavors.
    expect((await api.get('/api/account')).body.error).toBe(0);
  });

  it('answers unknown API routes with 404', async () => {
    const res = await client(sandbox).get('/api/nothing-here');
    expect(res.status).toBe(404);
    if (flavor !== 'spec') expect(res.body).toMatch(/^<!doctype html>/i);
    else expect(res.body).toEqual({ error: 1, message: 'Not Found.' });
  });

  it('answers wrong methods and OPTIONS with 405, without CORS headers', async () => {
    const api = client(sandbox);
    for (const [method, path] of [
      ['DELETE', '/api/urls'],
      ['PUT', '/api/url/add'],
      ['POST', '/api/account'],
      ['OPTIONS', '/api/urls'],
    ] as const) {
      const res = await api.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      if (flavor !== 'spec') expect(typeof res.body).toBe('string');
      else expect(res.body).toEqual({ error: 1, message: 'Method Not Allowed.' });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const preflight = await fetch(`${sandbox.url}/api/urls`, { method: 'OPTIONS', headers: { Origin: 'chrome-extension://abc', 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.status).toBe(405);
    expect([...preflight.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
    const ok = await client(sandbox).get('/api/urls', { Origin: 'chrome-extension://abc' });
    expect(ok.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a record deleted elsewhere as its servers do: the message, or the HTML 404 page', async () => {
    const api = client(sandbox);
    // Real servers answer these after the key and the rate limit: the page still counts.
    const pageFor: Record<string, readonly string[]> = { spec: [], v6: ['links', 'domains', 'pixels'], v7: ['domains', 'pixels'], field: ['domains', 'pixels'] };
    const routes = [
      ['domains', 'PUT', '/api/domain/999999/update', 'Domain not found. Please try again.'],
      ['domains', 'DELETE', '/api/domain/999999/delete', 'Domain not found. Please try again.'],
      ['pixels', 'PUT', '/api/pixel/999999/update', 'Pixel not found. Please try again.'],
      ['pixels', 'DELETE', '/api/pixel/999999/delete', 'Pixel not found. Please try again.'],
      ['links', 'GET', '/api/url/999999', 'Link does not exist.'],
      ['links', 'PUT', '/api/url/999999/update', 'Link does not exist.'],
      ['links', 'DELETE', '/api/url/999999/delete', 'Link does not exist.'],
    ] as const;
    for (const [kind, method, path, message] of routes) {
      const res = await api.call(method, path, method === 'GET' ? undefined : { url: 'https://example.com', tag: 'x' });
      if (pageFor[flavor]!.includes(kind)) {
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body, `${method} ${path}`).toMatch(/^<!doctype html>.*404 Not Found/is);
        expect(res.headers.get('x-ratelimit-remaining'), `${method} ${path}`).not.toBeNull();
      } else {
        expect(res.status, `${method} ${path}`).toBe(200);
        expect(res.body, `${method} ${path}`).toEqual({ error: 1, message });
      }
    }
  });

  it('does not route unknown paths through authentication', async () => {
    const res = await client(sandbox, null).get('/api/nothing-here');
    expect(res.status).toBe(404);
  });
});

describe('default flavor', () => {
  it('is spec, and setFlavor switches a running sandbox (also over HTTP)', async () => {
    const sandbox = await startSandbox({ port: 0 });
    try {
      expect((await client(sandbox).get('/api/urls')).body.error).toBe('0');
      const res = await fetch(`${sandbox.url}/__sandbox/flavor`, { method: 'POST', body: JSON.stringify({ flavor: 'field' }) });
      expect(res.status).toBe(200);
      expect((await client(sandbox).get('/api/urls')).body.error).toBe(0);
      const bad = await fetch(`${sandbox.url}/__sandbox/flavor`, { method: 'POST', body: JSON.stringify({ flavor: 'other' }) });
      expect(bad.status).toBe(400);
      // v6 and v7 by name; QR codes tell them apart.
      for (const [name, qrStatus] of [
        ['v6', 404],
        ['v7', 200],
        ['spec', 404],
        ['field', 200],
      ] as const) {
        expect((await fetch(`${sandbox.url}/__sandbox/flavor`, { method: 'POST', body: JSON.stringify({ flavor: name }) })).status).toBe(200);
        expect((await client(sandbox).get('/api/qr')).status, name).toBe(qrStatus);
      }
    } finally {
      await sandbox.close();
    }
  });
});
