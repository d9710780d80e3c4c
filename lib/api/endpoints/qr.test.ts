import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { fakeClient, listBody, phpJson } from '@/lib/api/test-utils';
import { hasNoQrCodes, NO_QR_CODES } from './no-qr';

/** A response as fetch gives it after following redirects: `url` says where it landed. */
const landedAt = (url: string, status: number) => Object.defineProperty(new Response(null, { status }), 'url', { value: url });

const roadmap = { id: 7, link: 'https://short.test/qr/roadmap-poster', scans: '6', name: 'Roadmap poster', date: '2026-11-02 10:00:00' };

describe('QR codes', () => {
  it('list: key qrs, paged like every list, scans as numbers', async () => {
    const { api, last } = fakeClient(() => ({ body: listBody('qrs', [roadmap], { result: 16, perpage: 15, maxpage: 2, nextpage: 2 }, 0) }));
    const page = await api.qr.list({ limit: 15, page: 1 });
    expect(last().url.pathname).toBe('/api/qr');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ limit: '15', page: '1' });
    expect(page).toEqual({ items: [{ ...roadmap, scans: 6 }], total: 16, page: 1, perPage: 15, nextPage: 2, maxPage: 2 });
  });

  it.each([
    ['an HTML 404 page (6.x)', { status: 404, body: '<!doctype html><title>404</title><h1>Page not found</h1>' }],
    ['a JSON 404 (the documented API)', { status: 404, body: '{"error":1,"message":"Not Found."}' }],
  ])('list and create: %s means the service has no QR codes, a value and not an error', async (_name, reply) => {
    const { api } = fakeClient(() => reply);
    const listed = await api.qr.list();
    expect(listed).toBe(NO_QR_CODES);
    expect(hasNoQrCodes(listed)).toBe(true);
    expect(await api.qr.create({ type: 'link', data: 'https://short.test/abc', name: 'abc' })).toBe(NO_QR_CODES);
  });

  it('a plan without QR codes is a closed area, not "no QR codes"', async () => {
    const { api } = fakeClient(() => ({ status: 403, body: '{"error":1,"message":"You do not have permission to access this endpoint."}' }));
    const failure = await api.qr.list().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'forbidden', refusedBy: 'plan' });
  });

  it('one code: its details and scan statistics; maps left out when there are no scans', async () => {
    const { api, last } = fakeClient(() => ({
      body: phpJson({
        error: 0,
        id: 7,
        details: roadmap,
        data: { clicks: 6, uniqueClicks: 4, topCountries: { Canada: 3 }, topBrowsers: { Chrome: 6 }, topOs: { Android: 6 }, topReferrers: { direct: 6 }, socialCount: [] },
      }),
    }));
    const code = await api.qr.get(7);
    expect(last().url.pathname).toBe('/api/qr/7');
    expect(code).toMatchObject({ id: 7, name: 'Roadmap poster', scans: 6, stats: { clicks: 6, uniqueClicks: 4, topCountries: { Canada: 3 }, socialCount: {} } });

    const empty = fakeClient(() => ({ body: '{"error":0,"id":"8","details":{"id":"8","link":"x","scans":0,"name":"n","date":"d"},"data":{"clicks":0,"uniqueClicks":0}}' }));
    expect((await empty.api.qr.get(8)).stats).toEqual({ clicks: 0, uniqueClicks: 0, topCountries: {}, topReferrers: {}, topBrowsers: {}, topOs: {}, socialCount: {} });
  });

  it('create sends the type and the whole state; update the same without the type; delete', async () => {
    const { api, requests } = fakeClient((request) =>
      request.method === 'POST' ? { body: '{"error":0,"id":9,"link":"https:\\/\\/short.test\\/qr\\/abc"}' } : { body: '{"error":0,"message":"Done."}' },
    );
    const write = { type: 'wifi' as const, data: { ssid: 'Cafe', pass: 'x', encryption: 'WPA' }, name: 'Wi-Fi', foreground: 'rgb(30,136,229)', background: 'rgb(255,255,255)' };
    expect(await api.qr.create(write)).toEqual({ id: 9, link: 'https://short.test/qr/abc' });
    expect(requests[0]?.json).toEqual({
      type: 'wifi',
      data: { ssid: 'Cafe', pass: 'x', encryption: 'WPA' },
      name: 'Wi-Fi',
      foreground: 'rgb(30,136,229)',
      background: 'rgb(255,255,255)',
    });
    await api.qr.update(9, { ...write, logo: 'https://cdn.test/logo.png' });
    expect(requests[1]?.url.pathname).toBe('/api/qr/9/update');
    expect(requests[1]?.json).toEqual({ data: write.data, name: 'Wi-Fi', foreground: 'rgb(30,136,229)', background: 'rgb(255,255,255)', logo: 'https://cdn.test/logo.png' });
    await api.qr.remove(9);
    expect(`${requests[2]?.method} ${requests[2]?.url.pathname}`).toBe('DELETE /api/qr/9/delete');
  });

  it('a code goes into a channel through the channel endpoint with type qr', async () => {
    const { api, last } = fakeClient(() => ({ body: '{"error":0,"message":"Added."}' }));
    await api.channels.assign(3, 'qr', 9);
    expect(`${last().method} ${last().url.pathname}`).toBe('POST /api/channel/3/assign/qr/9');
  });

  it('the hosted image and a scan address are public: no key, no API, nothing from another origin', async () => {
    const { api, requests } = fakeClient((request) =>
      request.url.pathname === '/qr/abc' ? { body: '<svg/>', headers: { 'Content-Type': 'image/svg+xml' } } : landedAt('https://example.com/landing', 200),
    );
    expect(await api.qr.image('https://short.test/qr/abc')).toEqual({ contentType: 'image/svg+xml', text: '<svg/>' });
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(requests[0]?.redirect).toBe('follow');
    expect(await api.qr.destination('https://short.test/q/abc')).toBe('https://example.com/landing');
    expect(requests[1]?.method).toBe('HEAD');
    await expect(api.qr.image('https://elsewhere.test/qr/abc')).rejects.toMatchObject({ kind: 'bad-response', code: 'redirected' });
    expect(requests).toHaveLength(2);
    // No cookie of the service's goes along, and the browser follows a redirect only within the
    // service's origin: a destination elsewhere is never asked (docs/privacy.md).
    expect(requests.map(({ credentials, mode }) => [credentials, mode])).toEqual([
      ['omit', 'same-origin'],
      ['omit', 'same-origin'],
    ]);
  });

  it('the hosted image as a file to show: the bytes as served, fetched like the image; anything but an image is none', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00]);
    const { api, requests } = fakeClient((request) =>
      request.url.pathname === '/qr/png'
        ? new Response(png, { headers: { 'Content-Type': 'image/png' } })
        : { body: '<!doctype html><p>Sign in', headers: { 'Content-Type': 'text/html' } },
    );
    const file = await api.qr.imageFile('https://short.test/qr/png');
    expect(file?.type).toBe('image/png');
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(png);
    expect(await api.qr.imageFile('https://short.test/qr/login')).toBeNull();
    expect(requests.map(({ headers, credentials, mode }) => [headers.get('Authorization'), credentials, mode])).toEqual([
      [null, 'omit', 'same-origin'],
      [null, 'omit', 'same-origin'],
    ]);
    await expect(api.qr.imageFile('https://elsewhere.test/qr/png')).rejects.toMatchObject({ code: 'redirected' });
  });

  it('a missing image is null; a destination the browser cannot follow (another site, offline) is null', async () => {
    const missing = fakeClient(() => ({ status: 404, body: '<h1>404</h1>' }));
    expect(await missing.api.qr.image('https://short.test/qr/gone')).toBeNull();
    const blocked = fakeClient(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await blocked.api.qr.destination('https://short.test/q/abc')).toBeNull();
    const unmoved = fakeClient(() => landedAt('https://short.test/q/abc', 404));
    expect(await unmoved.api.qr.destination('https://short.test/q/abc')).toBeNull();
  });
});
