import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client } from './http.ts';

let sandbox: Sandbox;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: 10_000, now: () => NOW });
});
afterAll(() => sandbox.close());

const fresh = () => client(sandbox, sandbox.addUser().apiKey);

describe('POST /api/url/add', () => {
  it('answers {error:0, id, shorturl} and the link appears in the list', async () => {
    const api = fresh();
    const res = await api.post('/api/url/add', { url: 'https://example.com/a' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 0, id: expect.any(Number), shorturl: expect.stringMatching(new RegExp(`^${sandbox.url}/[A-Za-z0-9]+$`)) });
    const listed = await api.get('/api/urls');
    expect(listed.body.data.urls).toEqual([
      {
        id: res.body.id,
        alias: res.body.shorturl.split('/').pop(),
        shorturl: res.body.shorturl,
        longurl: 'https://example.com/a',
        clicks: 0,
        title: 'example.com',
        description: '',
        date: '2026-11-22 12:00:00',
      },
    ]);
  });

  it('returns the existing link for the same URL and options, a new one when options differ', async () => {
    const api = fresh();
    const first = await api.post('/api/url/add', { url: 'https://example.com/same', description: 'x' });
    const again = await api.post('/api/url/add', { url: 'https://example.com/same', description: 'x' });
    expect(again.body).toEqual(first.body);
    const other = await api.post('/api/url/add', { url: 'https://example.com/same', description: 'y' });
    expect(other.body.id).not.toBe(first.body.id);
    // Another user shortening the same URL gets their own link.
    const theirs = await fresh().post('/api/url/add', { url: 'https://example.com/same', description: 'x' });
    expect(theirs.body.id).not.toBe(first.body.id);
  });

  it.each([
    [{}, 'Missing required parameter: url'],
    [{ url: '' }, 'Missing required parameter: url'],
    [{ url: 'not a url' }, 'Please enter a valid URL.'],
    [{ url: 'javascript:alert(1)' }, 'Please enter a valid URL.'],
    [{ url: 'https://example.com', custom: 'ab' }, 'Custom alias must be at least 3 characters.'],
    [{ url: 'https://example.com', custom: 'api' }, 'That alias is reserved. Please choose another one.'],
    [{ url: 'https://example.com', custom: 'docs' }, 'That alias is taken. Please choose another one.'],
    [{ url: 'https://example.com', custom: 'has space' }, 'Custom alias may only contain letters, numbers, hyphens and underscores.'],
    [{ url: 'https://example.com', expiry: '2020-01-01 00:00:00' }, 'The expiry date must be later than today.'],
    [{ url: 'https://example.com', expiry: 'tomorrow' }, 'Please enter a valid expiry date (YYYY-MM-DD HH:MM:SS).'],
    [{ url: 'https://malware.test/x' }, 'This domain name or link has been blacklisted.'],
    [{ url: 'https://example.com', campaign: 999999 }, 'Campaign not found. Please try again.'],
    [{ url: 'https://example.com', channel: 999999 }, 'Channel not found. Please try again.'],
    [{ url: 'https://example.com', pixels: [999999] }, 'Pixel not found. Please try again.'],
    [{ url: 'https://example.com', type: '999999' }, 'Splash page not found. Please try again.'],
    [{ url: 'https://example.com', type: 'overlay-999999' }, 'Overlay not found. Please try again.'],
    [{ url: 'https://example.com', type: 'teleport' }, 'Invalid redirect type.'],
  ])('refuses %j with HTTP 200 and "%s"', async (body, message) => {
    const res = await client(sandbox).post('/api/url/add', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 1, message });
  });

  it('treats a malformed JSON body as empty', async () => {
    const res = await client(sandbox).call('POST', '/api/url/add', '{not json');
    expect(res.body).toEqual({ error: 1, message: 'Missing required parameter: url' });
  });

  it('stores every option of the body', async () => {
    const s = sandbox.store.state;
    const demo = s.users[0]!;
    const campaign = s.campaigns.find((c) => c.userId === demo.id)!;
    const channel = s.channels.find((c) => c.userId === demo.id)!;
    const pixel = s.pixels.find((p) => p.userId === demo.id)!;
    const splash = s.splashes.find((p) => p.userId === demo.id)!;
    const body = {
      url: 'https://example.com/full',
      custom: 'full-options',
      type: String(splash.id),
      password: 'pw',
      domain: 'https://go.trim.test',
      expiry: '2027-01-01 10:00:00',
      geotarget: [{ location: 'Canada', link: 'https://example.ca' }],
      devicetarget: [{ device: 'iPhone', link: 'https://example.com/ios' }],
      languagetarget: [{ language: 'fr', link: 'https://example.fr' }],
      metatitle: 'Meta title',
      metadescription: 'Meta description',
      metaimage: 'https://example.com/a.png',
      description: 'A note',
      pixels: [pixel.id],
      channel: channel.id,
      campaign: campaign.id,
      deeplink: { apple: 'https://apps.apple.com/app/id1', google: 'https://play.google.com/store/apps/details?id=x' },
      parameters: [{ name: 'utm_source', value: 'trim' }],
      status: 'public',
    };
    const res = await client(sandbox).post('/api/url/add', body);
    expect(res.body).toEqual({ error: 0, id: expect.any(Number), shorturl: 'https://go.trim.test/full-options' });
    const link = s.links.find((l) => l.id === res.body.id)!;
    expect(link).toMatchObject({
      alias: 'full-options',
      type: String(splash.id),
      password: 'pw',
      expiry: Date.UTC(2027, 0, 1, 10, 0, 0),
      geotarget: [{ key: 'Canada', link: 'https://example.ca' }],
      devicetarget: [{ key: 'iPhone', link: 'https://example.com/ios' }],
      languagetarget: [{ key: 'fr', link: 'https://example.fr' }],
      metatitle: 'Meta title',
      metadescription: 'Meta description',
      metaimage: 'https://example.com/a.png',
      title: 'Meta title',
      description: 'A note',
      pixels: [pixel.id],
      campaignId: campaign.id,
      deeplink: body.deeplink,
      parameters: [{ name: 'utm_source', value: 'trim' }],
      status: 'public',
    });
    expect(sandbox.store.channelIdsOf('links', link.id)).toEqual([channel.id]);
    const details = await client(sandbox).get(`/api/url/${link.id}`);
    expect(details.body.details).toMatchObject({
      location: { Canada: 'https://example.ca' },
      // Devices named in lower case, as spec-following servers answer (issue 32).
      device: { iphone: 'https://example.com/ios' },
      expiry: '2027-01-01 10:00:00',
    });
    // Sending the same body again is the same link, custom alias included.
    expect((await client(sandbox).post('/api/url/add', body)).body.id).toBe(link.id);
  });

  it('falls back to the default domain for an unknown branded domain', async () => {
    const res = await fresh().post('/api/url/add', { url: 'https://example.com/d', domain: 'https://unknown.test' });
    expect(res.body.shorturl.startsWith(`${sandbox.url}/`)).toBe(true);
  });

  it('drops options a free plan lacks, silently', async () => {
    const free = client(sandbox, sandbox.addUser({ plan: 'free' }).apiKey);
    const res = await free.post('/api/url/add', { url: 'https://example.com/free', domain: 'https://go.trim.test', campaign: 424242, pixels: [1] });
    expect(res.body.error).toBe(0);
    expect(res.body.shorturl.startsWith(`${sandbox.url}/`)).toBe(true);
  });

  it('enforces a monthly limit', async () => {
    const limited = client(sandbox, sandbox.addUser({ monthlyLimit: 1 }).apiKey);
    expect((await limited.post('/api/url/add', { url: 'https://example.com/1' })).body.error).toBe(0);
    expect((await limited.post('/api/url/add', { url: 'https://example.com/2' })).body).toEqual({
      error: 1,
      message: 'You have reached your monthly limit. Please upgrade to another plan.',
    });
  });
});

describe('GET /api/url/{id}, update and delete', () => {
  it("answers Link does not exist. for unknown, malformed and other users' ids", async () => {
    const theirs = await fresh().post('/api/url/add', { url: 'https://example.com/theirs' });
    const api = client(sandbox);
    for (const id of ['999999', 'abc', '0', String(theirs.body.id)]) {
      expect((await api.get(`/api/url/${id}`)).body, id).toEqual({ error: 1, message: 'Link does not exist.' });
      expect((await api.put(`/api/url/${id}/update`, { url: 'https://example.com' })).body).toEqual({ error: 1, message: 'Link does not exist.' });
      expect((await api.del(`/api/url/${id}/delete`)).body).toEqual({ error: 1, message: 'Link does not exist.' });
    }
  });

  it('updates (a full write, see link-updates.test.ts) and answers with short (spec) or shorturl (field)', async () => {
    const api = fresh();
    const { body } = await api.post('/api/url/add', { url: 'https://example.com/u', metadescription: 'keep me', password: 'gone' });
    const upd = await api.put(`/api/url/${body.id}/update`, { url: 'https://example.com/changed', custom: 'renamed-link' });
    expect(upd.body).toEqual({ error: 0, id: body.id, short: `${sandbox.url}/renamed-link` });
    const details = await api.get(`/api/url/${body.id}`);
    // The meta description survives being left out; the password does not.
    expect(details.body.details).toMatchObject({ longurl: 'https://example.com/changed', description: 'keep me' });
    expect(sandbox.store.state.links.find((l) => l.id === body.id)?.password).toBeNull();
    sandbox.setFlavor('field');
    try {
      const field = await api.put(`/api/url/${body.id}/update`, { description: 'changed' });
      expect(field.body).toEqual({ error: 0, id: body.id, shorturl: `${sandbox.url}/renamed-link` });
    } finally {
      sandbox.setFlavor('spec');
    }
    expect((await api.put(`/api/url/${body.id}/update`, { custom: 'docs' })).body.message).toBe('That alias is taken. Please choose another one.');
    expect((await api.put(`/api/url/${body.id}/update`, { url: 'nope' })).body.message).toBe('Please enter a valid URL.');
    // Keeping its own alias is not a clash.
    expect((await api.put(`/api/url/${body.id}/update`, { custom: 'renamed-link' })).body.error).toBe(0);
  });

  it('deletes a link, its clicks and its channel items', async () => {
    const api = client(sandbox);
    const s = sandbox.store.state;
    const channel = s.channels.find((c) => c.userId === s.users[0]!.id)!;
    const { body } = await api.post('/api/url/add', { url: 'https://example.com/del', channel: channel.id });
    s.clicks.push({ id: 1e9, linkId: body.id, date: NOW, country: 'Canada', referrer: 'direct', browser: 'Chrome', os: 'Linux', language: 'en', visitor: 'v' });
    const del = await api.del(`/api/url/${body.id}/delete`);
    expect(del.body).toEqual({ error: 0, message: 'Link has been successfully deleted.' });
    expect((await api.get(`/api/url/${body.id}`)).body.message).toBe('Link does not exist.');
    expect(s.clicks.some((c) => c.linkId === body.id)).toBe(false);
    expect(s.channelItems.some((i) => i.type === 'links' && i.itemId === body.id)).toBe(false);
  });
});

describe('GET /api/urls', () => {
  it('pages with the spec envelope: default 15, last page, past the end', async () => {
    const api = client(sandbox);
    const all = (await api.get('/api/urls?limit=1000')).body.data.result as number;
    expect(all).toBeGreaterThanOrEqual(20);
    const first = await api.get('/api/urls');
    expect(first.body.error).toBe('0');
    expect(first.body.data).toMatchObject({ result: all, perpage: 15, currentpage: 1, nextpage: 2, maxpage: Math.ceil(all / 15) });
    expect(first.body.data.urls).toHaveLength(15);
    const maxpage = Math.ceil(all / 7);
    const last = await api.get(`/api/urls?limit=7&page=${maxpage}`);
    expect(last.body.data).toMatchObject({ currentpage: maxpage, nextpage: null, maxpage });
    expect(last.body.data.urls).toHaveLength(all - 7 * (maxpage - 1));
    const past = await api.get(`/api/urls?limit=7&page=${maxpage + 3}`);
    expect(past.body.data).toMatchObject({ result: all, currentpage: maxpage + 3, nextpage: null, maxpage, urls: [] });
    const junk = await api.get('/api/urls?limit=abc&page=-2');
    expect(junk.body.data).toMatchObject({ perpage: 15, currentpage: 1 });
  });

  it('gives an empty list to a new user', async () => {
    const res = await fresh().get('/api/urls');
    expect(res.body).toEqual({ error: '0', data: { result: 0, perpage: 15, currentpage: 1, nextpage: null, maxpage: 0, urls: [] } });
  });

  it('orders by date (newest first) and by clicks', async () => {
    const api = client(sandbox);
    const byDate = (await api.get('/api/urls?limit=100')).body.data.urls as { date: string }[];
    expect(byDate.map((u) => u.date)).toEqual([...byDate.map((u) => u.date)].sort().reverse());
    const byClick = (await api.get('/api/urls?limit=100&order=click')).body.data.urls as { clicks: number; alias: string }[];
    expect(byClick.map((u) => u.clicks)).toEqual([...byClick.map((u) => u.clicks)].sort((a, b) => b - a));
    expect(byClick[0]?.alias).toBe('docs');
  });

  it('searches alias, long URL, title and description with q', async () => {
    const api = client(sandbox);
    const aliases = async (q: string) => ((await api.get(`/api/urls?q=${encodeURIComponent(q)}`)).body.data.urls as { alias: string }[]).map((u) => u.alias);
    expect(await aliases('podcast-12')).toEqual(['podcast-12']);
    expect(await aliases('rfc-editor.org')).toEqual(['rfc9110']);
    expect(await aliases('MDN web')).toEqual(['docs']);
    expect(await aliases('closes at the end')).toEqual(['survey']);
    expect(await aliases('zzz-nothing')).toEqual([]);
  });

  it('finds one link by short URL, including branded domains', async () => {
    const api = client(sandbox);
    const own = await api.get(`/api/urls?short=${encodeURIComponent(`${sandbox.url}/docs`)}&limit=1&q=zzz`);
    expect(own.body).toMatchObject({ error: 0, id: expect.any(Number), details: { shorturl: `${sandbox.url}/docs` }, data: { clicks: 42 } });
    const branded = await api.get(`/api/urls?short=${encodeURIComponent('https://go.trim.test/roadmap/')}`);
    expect(branded.body.details.longurl).toBe('https://example.com/product/roadmap-2027');
    expect((await api.get('/api/urls?short=docs')).body).toEqual({ error: 1, message: 'Invalid short url. Please try again.' });
    expect((await api.get(`/api/urls?short=${encodeURIComponent(`${sandbox.url}/nope-nope`)}`)).body).toEqual({ error: 1, message: 'Link does not exist.' });
    expect((await fresh().get(`/api/urls?short=${encodeURIComponent(`${sandbox.url}/docs`)}`)).body).toEqual({ error: 1, message: 'Link does not exist.' });
  });

  it('adds uniqueclicks, domain, campaign and channel to list items in the field flavor', async () => {
    sandbox.setFlavor('field');
    try {
      const res = await client(sandbox).get('/api/urls?q=MDN');
      expect(res.body.error).toBe(0);
      expect(res.body.data.urls[0]).toMatchObject({ alias: 'docs', uniqueclicks: expect.any(Number), domain: sandbox.url, channel: expect.any(Array) });
      expect(res.body.data.urls[0]).toHaveProperty('campaign');
    } finally {
      sandbox.setFlavor('spec');
    }
  });

  it('keeps users apart', async () => {
    const api = fresh();
    const mine = await api.post('/api/url/add', { url: 'https://example.com/mine-only' });
    const listed = (await client(sandbox).get('/api/urls?limit=1000')).body.data.urls as { id: number }[];
    expect(listed.some((u) => u.id === mine.body.id)).toBe(false);
    expect((await api.get('/api/urls')).body.data.result).toBe(1);
  });
});
