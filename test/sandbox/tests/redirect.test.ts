import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client, rawRequest, visit } from './http.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let clock = Date.UTC(2026, 10, 22, 12, 0, 0);
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: 10_000, now: () => clock });
});
afterAll(() => sandbox.close());

async function shorten(body: Record<string, unknown>, key = sandbox.apiKey): Promise<{ id: number; alias: string }> {
  const res = await client(sandbox, key).post('/api/url/add', body);
  expect(res.body.error).toBe(0);
  return { id: res.body.id, alias: new URL(res.body.shorturl).pathname.slice(1) };
}

describe('short links', () => {
  it('redirects 302 to the long URL with parameters, and records the click', async () => {
    const { id, alias } = await shorten({ url: 'https://example.com/p?x=1', parameters: [{ name: 'utm_source', value: 'trim' }] });
    const res = await visit(sandbox.url, `/${alias}`, {
      'User-Agent': FIREFOX_WIN,
      'X-Sandbox-Country': 'DE',
      Referer: 'https://www.facebook.com/some/post',
      'Accept-Language': 'de-DE,de;q=0.9',
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe('https://example.com/p?x=1&utm_source=trim');
    const click = sandbox.store.state.clicks.find((c) => c.linkId === id);
    expect(click).toMatchObject({ country: 'Germany', referrer: 'www.facebook.com', browser: 'Firefox', os: 'Windows', language: 'de', date: clock });
  });

  it('does not count HEAD requests as clicks', async () => {
    const { id, alias } = await shorten({ url: 'https://example.com/head' });
    const res = await fetch(`${sandbox.url}/${alias}`, { method: 'HEAD', redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/head');
    expect(sandbox.store.clicksOf(id)).toHaveLength(0);
  });

  it('is case-insensitive in the alias and 404s an unknown one with an HTML page', async () => {
    const known = await visit(sandbox.url, '/DOCS');
    expect(known.status).toBe(302);
    const unknown = await visit(sandbox.url, '/no-such-alias');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<html');
  });

  it('honours geo targeting from X-Sandbox-Country or ?country=, with codes or names', async () => {
    const { alias } = await shorten({
      url: 'https://example.com/geo',
      geotarget: [
        { location: 'Canada', link: 'https://example.ca' },
        { location: 'FR', link: 'https://example.fr' },
      ],
    });
    expect((await visit(sandbox.url, `/${alias}`, { 'X-Sandbox-Country': 'CA' })).location).toBe('https://example.ca');
    expect((await visit(sandbox.url, `/${alias}?country=Canada`)).location).toBe('https://example.ca');
    expect((await visit(sandbox.url, `/${alias}?country=fr`)).location).toBe('https://example.fr');
    expect((await visit(sandbox.url, `/${alias}`, { 'X-Sandbox-Country': 'US' })).location).toBe('https://example.com/geo');
    expect((await visit(sandbox.url, `/${alias}`)).location).toBe('https://example.com/geo');
  });

  it('honours device and language targeting, geo first', async () => {
    const { alias } = await shorten({
      url: 'https://example.com/dev',
      geotarget: [{ location: 'Japan', link: 'https://example.jp' }],
      devicetarget: [
        { device: 'iPhone', link: 'https://example.com/ios' },
        { device: 'Android', link: 'https://example.com/android' },
      ],
      languagetarget: [{ language: 'es', link: 'https://example.es' }],
    });
    expect((await visit(sandbox.url, `/${alias}`, { 'User-Agent': IPHONE })).location).toBe('https://example.com/ios');
    expect((await visit(sandbox.url, `/${alias}`, { 'User-Agent': ANDROID })).location).toBe('https://example.com/android');
    expect((await visit(sandbox.url, `/${alias}`, { 'User-Agent': FIREFOX_WIN, 'Accept-Language': 'en;q=0.5, es' })).location).toBe('https://example.es');
    expect((await visit(sandbox.url, `/${alias}`, { 'User-Agent': IPHONE, 'X-Sandbox-Country': 'JP' })).location).toBe('https://example.jp');
    expect((await visit(sandbox.url, `/${alias}`, { 'User-Agent': FIREFOX_WIN, 'Accept-Language': 'en' })).location).toBe('https://example.com/dev');
  });

  it('sends phones to app store deep links', async () => {
    const { alias } = await shorten({
      url: 'https://example.com/app',
      deeplink: { apple: 'https://apps.apple.com/app/id1', google: 'https://play.google.com/store/apps/details?id=x' },
    });
    expect((await visit(sandbox.url, `/${alias}`, { 'User-Agent': IPHONE })).location).toBe('https://apps.apple.com/app/id1');
    expect((await visit(sandbox.url, `/${alias}`, { 'User-Agent': ANDROID })).location).toBe('https://play.google.com/store/apps/details?id=x');
    expect((await visit(sandbox.url, `/${alias}`, { 'User-Agent': FIREFOX_WIN })).location).toBe('https://example.com/app');
  });

  it('asks for the password with a form and redirects once it is posted', async () => {
    const { id, alias } = await shorten({ url: 'https://example.com/secret', password: 'hunter22' });
    const form = await visit(sandbox.url, `/${alias}`);
    expect(form.status).toBe(200);
    expect(form.text).toMatch(/<form method="post">/);
    expect(sandbox.store.clicksOf(id)).toHaveLength(0);
    const post = (password: string) => fetch(`${sandbox.url}/${alias}`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ password }) });
    const wrong = await post('nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('incorrect');
    const right = await post('hunter22');
    expect(right.status).toBe(302);
    expect(right.headers.get('location')).toBe('https://example.com/secret');
    expect(sandbox.store.clicksOf(id)).toHaveLength(1);
  });

  it('shows an expired page (410) after the expiry date-time', async () => {
    const { id, alias } = await shorten({ url: 'https://example.com/soon', expiry: '2026-11-22 13:00:00' });
    expect((await visit(sandbox.url, `/${alias}`)).status).toBe(302);
    clock = Date.UTC(2026, 10, 22, 13, 0, 1);
    try {
      const expired = await visit(sandbox.url, `/${alias}`);
      expect(expired.status).toBe(410);
      expect(expired.text).toContain('expired');
      expect(sandbox.store.clicksOf(id)).toHaveLength(1);
    } finally {
      clock = Date.UTC(2026, 10, 22, 12, 0, 0);
    }
  });

  it('serves frame, splash, custom splash and overlay pages that lead to the long URL', async () => {
    const s = sandbox.store.state;
    const splash = s.splashes[0]!;
    const overlay = s.overlays[0]!;
    const frame = await visit(sandbox.url, `/${(await shorten({ url: 'https://example.com/f', type: 'frame' })).alias}`);
    expect(frame.status).toBe(200);
    expect(frame.text).toContain('<iframe id="frame" src="https://example.com/f"');
    const plain = await visit(sandbox.url, `/${(await shorten({ url: 'https://example.com/s', type: 'splash', metatitle: 'Splashy' })).alias}`);
    expect(plain.text).toContain('href="https://example.com/s"');
    expect(plain.text).toContain('Splashy');
    const custom = await visit(sandbox.url, `/${(await shorten({ url: 'https://example.com/c', type: String(splash.id) })).alias}`);
    expect(custom.text).toContain(splash.title);
    expect(custom.text).toContain('href="https://example.com/c"');
    const cta = await visit(sandbox.url, `/${(await shorten({ url: 'https://example.com/o', type: `overlay-${overlay.id}` })).alias}`);
    expect(cta.text).toContain('src="https://example.com/o"');
    expect(cta.text).toContain(overlay.message);
  });

  it('redirects a bare visit to the home page, or a branded domain to its redirectroot', async () => {
    const home = await visit(sandbox.url, '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Trim sandbox');
    const root = await rawRequest(sandbox.url, '/', { headers: { Host: 'go.trim.test' } });
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe('https://example.com');
  });

  it('resolves only its own links on a branded domain (by Host or X-Forwarded-Host), with redirect404', async () => {
    const onBrand = await rawRequest(sandbox.url, '/roadmap', { headers: { Host: 'go.trim.test' } });
    expect(onBrand.status).toBe(302);
    expect(onBrand.headers.location).toBe('https://example.com/product/roadmap-2027');
    expect((await visit(sandbox.url, '/roadmap', { 'X-Forwarded-Host': 'go.trim.test' })).status).toBe(302);
    // The sandbox's own host resolves every alias, branded ones included.
    expect((await visit(sandbox.url, '/roadmap')).status).toBe(302);
    // docs is on the default domain: not on go.trim.test, and brand.localhost sends unknowns to its redirect404.
    expect((await rawRequest(sandbox.url, '/docs', { headers: { Host: 'go.trim.test:8080' } })).status).toBe(404);
    const missing = await rawRequest(sandbox.url, '/docs', { headers: { Host: 'brand.localhost' } });
    expect(missing.status).toBe(302);
    expect(missing.headers.location).toBe('https://example.com/not-found');
  });

  it('rotates through a campaign and lists a public campaign', async () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 6; i++) seen.add((await visit(sandbox.url, '/r/spring')).location);
    expect(seen.size).toBeGreaterThan(1);
    const page = await visit(sandbox.url, `/u/demo/${sandbox.store.state.campaigns[0]!.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Spring launch');
    expect((await visit(sandbox.url, '/r/nope')).status).toBe(404);
  });
});

describe('statistics from recorded clicks', () => {
  it('reports clicks, unique clicks and top lists, and order=click follows them', async () => {
    const key = sandbox.addUser().apiKey;
    const quiet = await shorten({ url: 'https://example.com/quiet' }, key);
    const busy = await shorten({ url: 'https://example.com/busy' }, key);
    const visits: [string, string, string, string][] = [
      ['CA', IPHONE, 'https://t.co/abc', '10.0.0.1'],
      ['CA', IPHONE, 'https://t.co/abc', '10.0.0.1'],
      ['US', ANDROID, 'https://www.reddit.com/r/x', '10.0.0.2'],
      ['US', FIREFOX_WIN, '', '10.0.0.3'],
    ];
    for (const [country, ua, referer, ip] of visits) {
      const headers: Record<string, string> = { 'X-Sandbox-Country': country, 'User-Agent': ua, 'X-Forwarded-For': ip };
      if (referer) headers.Referer = referer;
      expect((await visit(sandbox.url, `/${busy.alias}`, headers)).status).toBe(302);
    }
    await visit(sandbox.url, `/${quiet.alias}`);
    const api = client(sandbox, key);
    const stats = await api.get(`/api/url/${busy.id}`);
    expect(stats.body.data).toEqual({
      clicks: 4,
      uniqueClicks: 3,
      topCountries: { Canada: 2, 'United States': 2 },
      topReferrers: { 't.co': 2, direct: 1, 'www.reddit.com': 1 },
      topBrowsers: { Safari: 2, Chrome: 1, Firefox: 1 },
      topOs: { iOS: 2, Android: 1, Windows: 1 },
      socialCount: { facebook: 0, twitter: 2, linkedin: 0, reddit: 1, instagram: 0, pinterest: 0 },
    });
    const ordered = (await api.get('/api/urls?order=click')).body.data.urls as { id: number; clicks: number }[];
    expect(ordered.map((u) => [u.id, u.clicks])).toEqual([
      [busy.id, 4],
      [quiet.id, 1],
    ]);
    const byDate = (await api.get('/api/urls?order=date')).body.data.urls as { id: number }[];
    expect(byDate.map((u) => u.id)).toEqual([busy.id, quiet.id]);
  });

  it('seeds statistics that look real', async () => {
    const res = await client(sandbox).get(`/api/urls?short=${encodeURIComponent(`${sandbox.url}/docs`)}`);
    const data = res.body.data;
    expect(data.clicks).toBeGreaterThanOrEqual(42);
    expect(data.uniqueClicks).toBeLessThan(data.clicks);
    expect(Object.keys(data.topCountries).length).toBeGreaterThan(3);
    expect(Object.keys(data.topBrowsers).length).toBeGreaterThan(2);
    expect(Object.keys(data.topOs).length).toBeGreaterThan(2);
  });
});
