import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api/errors';
import { fail, fakeClient, listBody, ok, rejection } from '@/lib/api/test-utils';

const page = (key: string, items: unknown[], error: string | number = '0') => listBody(key, items, { perpage: 15 }, error);

describe('overlays', () => {
  const OVERLAY = { id: 1, type: 'message', name: 'Product 1 Promo', date: '2020-11-10 18:00:00' };

  it.each([
    ['spec: under "cta"', page('cta', [OVERLAY])],
    ['real servers: under "overlay"', page('overlay', [{ ...OVERLAY, id: '1' }], 0)],
  ])('list %s', async (_name, text) => {
    const { api, last } = fakeClient(() => ({ body: text }));
    const result = await api.overlays.list({ limit: 15 });
    expect(last().url.pathname).toBe('/api/overlay');
    expect(last().url.search).toBe('?limit=15');
    expect(result.items).toEqual([OVERLAY]);
  });

  it('plan without overlays: forbidden', async () => {
    const { api } = fakeClient(() => fail('You do not have permission to access this endpoint.', 403));
    expect(((await rejection(api.overlays.list())) as ApiError).kind).toBe('forbidden');
  });
});

describe('splash', () => {
  it('list', async () => {
    const { api, last } = fakeClient(() => ({
      body: page('splash', [
        { id: 1, name: 'Product 1 Promo', date: '2020-11-10 18:00:00' },
        { id: '2', name: 'Product 2 Promo' },
      ]),
    }));
    const result = await api.splash.list();
    expect(last().url.pathname).toBe('/api/splash');
    expect(result.items).toEqual([
      { id: 1, name: 'Product 1 Promo', date: '2020-11-10 18:00:00' },
      { id: 2, name: 'Product 2 Promo', date: '' },
    ]);
  });
});

describe('pixels', () => {
  it('list', async () => {
    const { api, last } = fakeClient(() => ({
      body: page('pixels', [{ id: '1', type: 'gtmpixel', name: 'GTM Pixel', tag: 'GA-123456789', date: '2020-11-10 18:00:00' }], 0),
    }));
    const result = await api.pixels.list({ page: 2 });
    expect(last().url.pathname).toBe('/api/pixels');
    expect(last().url.search).toBe('?page=2');
    expect(result.items).toEqual([{ id: 1, type: 'gtmpixel', name: 'GTM Pixel', tag: 'GA-123456789', date: '2020-11-10 18:00:00' }]);
  });

  it('create resolves { id }', async () => {
    const { api, last } = fakeClient(() => ({ body: '{"error":0,"id":4}' }));
    expect(await api.pixels.create({ type: 'fbpixel', name: 'FB', tag: '1234567890' })).toEqual({ id: 4 });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/pixel/add');
    expect(last().json).toEqual({ type: 'fbpixel', name: 'FB', tag: '1234567890' });
  });

  it('create without id is a bad response', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":0,"message":"Pixel has been added."}' }));
    expect(((await rejection(api.pixels.create({ type: 'bing', name: 'B', tag: 't' }))) as ApiError).kind).toBe('bad-response');
  });

  it('update and remove', async () => {
    const { api, requests } = fakeClient(() => ok('Pixel has been updated successfully.'));
    await api.pixels.update(4, { tag: 'new-tag' });
    await api.pixels.remove(4);
    expect(requests.map((request) => [request.method, request.url.pathname, request.json])).toEqual([
      ['PUT', '/api/pixel/4/update', { tag: 'new-tag' }],
      ['DELETE', '/api/pixel/4/delete', undefined],
    ]);
  });

  it.each([
    ['its message', () => fail('Pixel not found. Please try again.')],
    ["7.6: the web server's 404 page", () => ({ status: 404, body: '<!doctype html><h1>404 Not Found</h1>' })],
  ])('a pixel deleted elsewhere, updated or removed (%s), is gone', async (_name, answer) => {
    const { api } = fakeClient(answer);
    for (const request of [() => api.pixels.update(99, { tag: 'x' }), () => api.pixels.remove(99)]) {
      const error = (await rejection(request())) as ApiError;
      expect([error.kind, error.code, error.params]).toEqual(['not-found', 'no-record', { what: 'pixel', id: 99 }]);
    }
  });
});
