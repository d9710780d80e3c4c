import { encode } from 'uqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { QR_SCANS } from '@/test/sandbox/seed.ts';
import { client, visit } from './http.ts';

// QR codes as 7.x servers keep them (issue 26, field notes), and their absence on 6.x and the spec.

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PLAN_REFUSAL = { error: 1, message: 'You do not have permission to access this endpoint.' };
const KEY_REFUSAL = { error: 1, message: 'You do not have access to this endpoint with this API key.' };
const MISSING = { error: 1, message: 'QR code does not exist.' };

/** The dark modules of an SVG the sandbox drew, as "x,y". */
function modulesOf(svg: string): Set<string> {
  const group = /<g fill="[^"]+">(.*?)<\/g>/.exec(svg)?.[1] ?? '';
  return new Set([...group.matchAll(/<rect x="(\d+)" y="(\d+)"/g)].map((m) => `${m[1]},${m[2]}`));
}

/** The dark modules of a code encoding `text`, drawn as the sandbox draws it. */
function modulesFor(text: string, logo = false): Set<string> {
  const out = new Set<string>();
  encode(text, { ecc: logo ? 'H' : 'M', border: 2 }).data.forEach((row, y) => row.forEach((dark, x) => dark && out.add(`${x},${y}`)));
  return out;
}

describe('v7: QR codes', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, flavor: 'v7', rateLimit: 10_000, now: () => NOW });
  });
  afterAll(() => sandbox.close());

  const fresh = (opts: Parameters<Sandbox['addUser']>[0] = {}) => client(sandbox, sandbox.addUser(opts).apiKey);
  const image = async (link: string) => {
    const res = await fetch(link);
    return { status: res.status, type: res.headers.get('content-type'), svg: await res.text() };
  };

  it('lists the seeded code under qrs, with its hosted image and scans', async () => {
    const seeded = sandbox.store.state.qrCodes[0]!;
    const res = await client(sandbox).get('/api/qr?limit=5&page=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: 0,
      data: {
        result: 1,
        perpage: 5,
        currentpage: 1,
        nextpage: null,
        maxpage: 1,
        qrs: [
          { id: seeded.id, link: `${sandbox.url}/qr/roadmap-poster`, scans: QR_SCANS, name: 'Roadmap poster', date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
        ],
      },
    });
    expect(seeded).toMatchObject({ type: 'link', data: 'https://example.com/product/roadmap-2027' });
  });

  it('answers one code with its details and scan statistics', async () => {
    const seeded = sandbox.store.state.qrCodes[0]!;
    const res = await client(sandbox).get(`/api/qr/${seeded.id}`);
    const listed = (await client(sandbox).get('/api/qr')).body.data.qrs[0];
    expect(res.body).toMatchObject({ error: 0, id: seeded.id, details: listed });
    expect(Object.keys(res.body.details).sort()).toEqual(['date', 'id', 'link', 'name', 'scans']);
    expect(res.body.data).toMatchObject({ clicks: QR_SCANS, uniqueClicks: 4, topReferrers: { direct: QR_SCANS } });
    expect(Object.keys(res.body.data).sort()).toEqual(['clicks', 'socialCount', 'topBrowsers', 'topCountries', 'topOs', 'topReferrers', 'uniqueClicks']);
    expect(Object.values(res.body.data.topCountries as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(QR_SCANS);
  });

  it('creates a dynamic link code whose image encodes a scan address that counts and redirects', async () => {
    const api = fresh();
    const made = await api.post('/api/qr/add', { type: 'link', data: 'https://example.com/poster', name: 'Poster', foreground: 'rgb(10, 20, 30)', background: 'rgb(250,250,240)' });
    expect(made.body).toEqual({ error: 0, id: expect.any(Number), link: expect.stringMatching(new RegExp(`^${sandbox.url}/qr/[a-z0-9]+$`)) });
    const hash = (made.body.link as string).split('/').pop()!;
    const first = await api.get(`/api/qr/${made.body.id}`);
    // No scans yet: the maps are left out.
    expect(first.body).toEqual({
      error: 0,
      id: made.body.id,
      details: { id: made.body.id, link: made.body.link, scans: 0, name: 'Poster', date: '2026-11-22 12:00:00' },
      data: { clicks: 0, uniqueClicks: 0 },
    });

    const img = await image(made.body.link);
    expect(img.status).toBe(200);
    expect(img.type).toMatch(/^image\/svg\+xml/);
    expect(img.svg).toContain('fill="rgb(250,250,240)"');
    expect(img.svg).toContain('<g fill="rgb(10,20,30)">');
    expect(modulesOf(img.svg)).toEqual(modulesFor(`${sandbox.url}/q/${hash}`));

    // HEAD (link checkers) does not count; a scan does, like a click.
    expect((await fetch(`${sandbox.url}/q/${hash}`, { method: 'HEAD', redirect: 'manual' })).status).toBe(302);
    const scan = await visit(sandbox.url, `/q/${hash}`, { 'X-Sandbox-Country': 'CA', 'User-Agent': FIREFOX, Referer: 'https://t.co/x' });
    expect({ status: scan.status, location: scan.location }).toEqual({ status: 302, location: 'https://example.com/poster' });
    const after = await api.get(`/api/qr/${made.body.id}`);
    expect(after.body.details.scans).toBe(1);
    expect(after.body.data).toEqual({
      clicks: 1,
      uniqueClicks: 1,
      topCountries: { Canada: 1 },
      topBrowsers: { Firefox: 1 },
      topOs: { Windows: 1 },
      topReferrers: { 't.co': 1 },
      socialCount: expect.objectContaining({ twitter: 1, facebook: 0 }),
    });
    expect((await api.get('/api/qr')).body.data.qrs[0]).toMatchObject({ id: made.body.id, scans: 1 });
    // The scan is not a click of any link.
    expect(sandbox.store.state.clicks.some((c) => c.linkId === made.body.id)).toBe(false);
  });

  it.each([
    ['text', 'Hello, world', 'Hello, world'],
    ['phone', '+1 555 0100', 'tel:+1 555 0100'],
    ['email', { email: 'hi@example.com', subject: 'Hello there', body: 'Hi' }, 'mailto:hi@example.com?subject=Hello%20there&body=Hi'],
    ['sms', { phone: '+15550100', message: 'Hi' }, 'SMSTO:+15550100:Hi'],
    ['wifi', { ssid: 'Office;5G', pass: 'p@ss', encryption: 'WPA' }, 'WIFI:T:WPA;S:Office\\;5G;P:p@ss;;'],
    [
      'vcard',
      { fname: 'Ada', lname: 'Lovelace', phone: '+44 20 0000', email: 'ada@example.com', site: 'https://ada.example' },
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nTEL:+44 20 0000\r\nEMAIL:ada@example.com\r\nURL:https://ada.example\r\nEND:VCARD',
    ],
  ])('encodes a %s code’s content directly (static: no scan address)', async (type, data, content) => {
    const api = fresh();
    const made = await api.post('/api/qr/add', { type, data, name: type });
    expect(made.body.error).toBe(0);
    expect(modulesOf((await image(made.body.link)).svg)).toEqual(modulesFor(content));
    const hash = (made.body.link as string).split('/').pop()!;
    expect((await visit(sandbox.url, `/q/${hash}`)).status).toBe(404);
  });

  it('draws a logo in the middle', async () => {
    const made = await fresh().post('/api/qr/add', { type: 'text', data: 'logo', logo: 'https://example.com/logo.png' });
    const svg = (await image(made.body.link)).svg;
    expect(svg).toContain('<image href="https://example.com/logo.png"');
    expect(modulesOf(svg)).toEqual(modulesFor('logo', true));
  });

  it.each([
    [{ data: 'x' }, 'Please choose a valid QR code type: text, vcard, link, email, phone, sms or wifi.'],
    [{ type: 'barcode', data: 'x' }, 'Please choose a valid QR code type: text, vcard, link, email, phone, sms or wifi.'],
    [{ type: 'link' }, 'Please enter the content of the QR code.'],
    [{ type: 'text', data: '  ' }, 'Please enter the content of the QR code.'],
    [{ type: 'link', data: 'not a url' }, 'Please enter a valid URL.'],
    [{ type: 'email', data: 'hi@example.com' }, 'Please enter the content of the QR code.'],
    [{ type: 'email', data: { email: 'nope' } }, 'Please enter a valid email.'],
    [{ type: 'wifi', data: { pass: 'x' } }, 'Please enter the content of the QR code.'],
    [{ type: 'text', data: 'x', foreground: 'red' }, 'Please enter a valid color, like rgb(0,0,0).'],
    [{ type: 'text', data: 'x', background: 'rgb(300,0,0)' }, 'Please enter a valid color, like rgb(0,0,0).'],
    [{ type: 'text', data: 'x', background: '#ffffff' }, 'Please enter a valid color, like rgb(0,0,0).'],
    [{ type: 'text', data: 'x', logo: 'https://example.com/logo.gif' }, 'Logo must be either a PNG or a JPEG.'],
    [{ type: 'text', data: 'x', logo: 'ftp://example.com/logo.png' }, 'Logo must be either a PNG or a JPEG.'],
  ])('refuses %j with HTTP 200 and "%s"', async (body, message) => {
    const api = fresh();
    const res = await api.post('/api/qr/add', body);
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { error: 1, message } });
    expect((await api.get('/api/qr')).body.data.result).toBe(0);
  });

  it('updates by a full write: colours and logo left out go back to the defaults', async () => {
    const api = fresh();
    const made = await api.post('/api/qr/add', {
      type: 'link',
      data: 'https://example.com/a',
      name: 'Styled',
      foreground: 'rgb(200,0,0)',
      background: 'rgb(0,0,50)',
      logo: 'https://example.com/l.jpg',
    });
    const hash = (made.body.link as string).split('/').pop()!;
    expect((await api.put(`/api/qr/${made.body.id}/update`, { name: 'No data' })).body).toEqual({ error: 1, message: 'Please enter the content of the QR code.' });
    expect((await api.put(`/api/qr/${made.body.id}/update`, { data: 'https://example.com/b', foreground: 'blue' })).body).toEqual({
      error: 1,
      message: 'Please enter a valid color, like rgb(0,0,0).',
    });
    // Refusals write nothing.
    expect((await image(made.body.link)).svg).toContain('<g fill="rgb(200,0,0)">');

    expect((await api.put(`/api/qr/${made.body.id}/update`, { data: 'https://example.com/b' })).body).toEqual({ error: 0, message: 'QR code has been updated successfully.' });
    const svg = (await image(made.body.link)).svg;
    expect(svg).toContain('<rect width="');
    expect(svg).toContain('fill="rgb(255,255,255)"');
    expect(svg).toContain('<g fill="rgb(0,0,0)">');
    expect(svg).not.toContain('<image');
    expect(sandbox.store.state.qrCodes.find((q) => q.id === made.body.id)).toMatchObject({ name: 'Styled', logo: '', foreground: 'rgb(0,0,0)', background: 'rgb(255,255,255)' });
    expect((await visit(sandbox.url, `/q/${hash}`)).location).toBe('https://example.com/b');

    expect((await api.put(`/api/qr/${made.body.id}/update`, { data: 'https://example.com/c', name: 'Renamed', foreground: 'rgb(1,2,3)' })).body.error).toBe(0);
    expect((await api.get(`/api/qr/${made.body.id}`)).body.details.name).toBe('Renamed');
    expect((await image(made.body.link)).svg).toContain('<g fill="rgb(1,2,3)">');
  });

  it('deletes a code, its scans, its channel items and its image', async () => {
    const api = fresh();
    const made = await api.post('/api/qr/add', { type: 'link', data: 'https://example.com/del' });
    const hash = (made.body.link as string).split('/').pop()!;
    await visit(sandbox.url, `/q/${hash}`);
    const channel = await api.post('/api/channel/add', { name: 'QR' });
    expect((await api.post(`/api/channel/${channel.body.id}/assign/qr/${made.body.id}`)).body.error).toBe(0);
    expect((await api.del(`/api/qr/${made.body.id}/delete`)).body).toEqual({ error: 0, message: 'QR code has been deleted successfully.' });
    expect((await api.get(`/api/qr/${made.body.id}`)).body).toEqual(MISSING);
    expect((await image(made.body.link)).status).toBe(404);
    expect((await visit(sandbox.url, `/q/${hash}`)).status).toBe(404);
    expect(sandbox.store.state.qrScans.some((s) => s.linkId === made.body.id)).toBe(false);
    expect((await api.get(`/api/channel/${channel.body.id}`)).body.data.items).toEqual([]);
  });

  it('answers "QR code does not exist." for unknown, malformed and other users’ ids', async () => {
    const theirs = await fresh().post('/api/qr/add', { type: 'text', data: 'theirs' });
    const api = fresh();
    for (const id of ['999999', 'abc', String(theirs.body.id)]) {
      for (const call of [api.get(`/api/qr/${id}`), api.put(`/api/qr/${id}/update`, { data: 'x' }), api.del(`/api/qr/${id}/delete`)]) {
        const res = await call;
        expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 200, body: MISSING });
      }
    }
  });

  it('assigns a code to a channel once, shown with its name, image and date', async () => {
    const api = fresh();
    const made = await api.post('/api/qr/add', { type: 'link', data: 'https://example.com/ch', name: 'Channel code' });
    const channel = await api.post('/api/channel/add', { name: 'Codes' });
    const assign = (id: number) => api.post(`/api/channel/${channel.body.id}/assign/qr/${id}`);
    expect((await assign(made.body.id)).body).toEqual({ error: 0, message: 'Item has been successfully added to the channel.' });
    expect((await assign(made.body.id)).body).toEqual({ error: 1, message: 'This item is already added to the selected channel.' });
    expect((await assign(999999)).body).toEqual({ error: 1, message: 'QR code not found. Please try again.' });
    expect((await api.get(`/api/channel/${channel.body.id}`)).body.data.items).toEqual([
      { type: 'qr', id: made.body.id, title: 'Channel code', preview: made.body.link, link: made.body.link, date: '2026-11-22' },
    ]);
  });

  it('is closed by a plan without qr (free included) and by a key scoped away from it', async () => {
    for (const opts of [{ plan: 'free' }, { lacks: ['qr' as const] }]) {
      const api = fresh(opts);
      for (const res of [await api.get('/api/qr'), await api.post('/api/qr/add', { type: 'text', data: 'x' }), await api.get('/api/qr/1')]) {
        expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: PLAN_REFUSAL });
      }
    }
    const scoped = fresh({ scopes: ['links'] });
    expect(await scoped.get('/api/qr').then((r) => ({ status: r.status, body: r.body }))).toEqual({ status: 403, body: KEY_REFUSAL });
    const scopedTrue = fresh({ scopes: ['links'], scopeRefusal: 'error-true' });
    expect(await scopedTrue.get('/api/qr').then((r) => ({ status: r.status, body: r.body }))).toEqual({ status: 200, body: { ...KEY_REFUSAL, error: true } });
    expect((await fresh({ scopes: ['qr'] }).get('/api/qr')).body.error).toBe(0);
    // The hosted image is not an API route: no key, no rate limit.
    const seeded = sandbox.store.state.qrCodes[0]!;
    const res = await fetch(`${sandbox.url}/qr/${seeded.hash}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

describe.each(['spec', 'v6'] as const)('%s: no QR codes', (flavor) => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, flavor });
  });
  afterAll(() => sandbox.close());

  it('answers every QR path as an unknown route, before any key or limit', async () => {
    const seeded = sandbox.store.state.qrCodes[0]!;
    for (const key of [sandbox.apiKey, null]) {
      const api = client(sandbox, key);
      for (const [method, path] of [
        ['GET', '/api/qr'],
        ['GET', '/api/qr?limit=1'],
        ['GET', `/api/qr/${seeded.id}`],
        ['POST', '/api/qr/add'],
        ['PUT', `/api/qr/${seeded.id}/update`],
        ['DELETE', `/api/qr/${seeded.id}/delete`],
        ['OPTIONS', '/api/qr'],
        ['GET', `/qr/${seeded.hash}`],
        ['GET', `/q/${seeded.hash}`],
      ] as const) {
        const res = await api.call(method, path, method === 'POST' ? { type: 'text', data: 'x' } : undefined);
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
        if (flavor === 'spec' && path.startsWith('/api/')) expect(res.body).toEqual({ error: 1, message: 'Not Found.' });
        else if (flavor === 'v6') expect(res.body).toMatch(/^<!doctype html>/i);
        expect(res.headers.get('x-ratelimit-limit')).toBeNull();
      }
    }
    expect(sandbox.store.state.qrCodes).toHaveLength(1);
  });

  it('opens them when switched to v7 (or field) at run time', async () => {
    sandbox.setFlavor('field');
    try {
      expect((await client(sandbox).get('/api/qr')).body.data.result).toBe(1);
    } finally {
      sandbox.setFlavor(flavor);
    }
    expect((await client(sandbox).get('/api/qr')).status).toBe(404);
  });
});
