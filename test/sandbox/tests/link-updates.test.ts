import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client, visit } from './http.ts';

// Link updates as real servers do them (issue 24, field notes): a full write, 6.x refusing an
// update without `url`, the two meanings of `description`, what details report, and the plan
// dropping targeting silently.

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(['spec', 'v6', 'v7'] as const)('%s flavor', (flavor) => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, flavor, rateLimit: 10_000, now: () => NOW });
  });
  afterAll(() => sandbox.close());

  const fresh = (opts: Parameters<Sandbox['addUser']>[0] = {}) => client(sandbox, sandbox.addUser(opts).apiKey);
  const stored = (id: number) => sandbox.store.state.links.find((l) => l.id === id)!;

  /** A link with every setting a body can carry; its id and alias. */
  async function fullLink(api: ReturnType<typeof fresh>, alias: string) {
    const pixel = await api.post('/api/pixel/add', { type: 'gtmpixel', name: 'Tags', tag: 'GTM-1' });
    const campaign = await api.post('/api/campaign/add', { name: `Campaign ${alias}` });
    const res = await api.post('/api/url/add', {
      url: 'https://example.com/full',
      custom: alias,
      type: 'frame',
      password: 'secret',
      expiry: '2027-01-01 10:00:00',
      geotarget: [{ location: 'Germany', link: 'https://example.de' }],
      devicetarget: [{ device: 'iPhone', link: 'https://example.com/ios' }],
      languagetarget: [{ language: 'fr', link: 'https://example.fr' }],
      parameters: [{ name: 'utm_source', value: 'trim' }],
      pixels: [pixel.body.id],
      deeplink: { apple: 'https://apps.apple.com/app/id1' },
      status: 'public',
      campaign: campaign.body.id,
      metatitle: 'Meta title',
      metadescription: 'Meta description',
      metaimage: 'https://example.com/a.png',
      description: 'Private note',
    });
    expect(res.body.error).toBe(0);
    return { id: res.body.id as number, campaignId: campaign.body.id as number };
  }

  it('clears every setting an update leaves out; only the meta title and description survive', async () => {
    const api = fresh();
    const { id, campaignId } = await fullLink(api, `full-${flavor}`);
    // Before: the password form.
    expect((await visit(sandbox.url, `/full-${flavor}`)).status).toBe(200);

    const upd = await api.put(`/api/url/${id}/update`, { url: 'https://example.com/full', description: 'New note' });
    expect(upd.body).toMatchObject({ error: 0, id });
    expect(stored(id)).toMatchObject({
      longUrl: 'https://example.com/full',
      password: null,
      expiry: null,
      type: 'direct',
      geotarget: [],
      devicetarget: [],
      languagetarget: [],
      parameters: [],
      pixels: [],
      deeplink: null,
      status: 'private',
      description: 'New note',
      metatitle: 'Meta title',
      metadescription: 'Meta description',
      title: 'Meta title',
      // Not settings the issue lists as cleared: kept.
      metaimage: 'https://example.com/a.png',
      campaignId,
    });
    const details = (await api.get(`/api/url/${id}`)).body.details;
    expect(details).toMatchObject({ expiry: null, description: 'Meta description', title: 'Meta title' });

    // A visit follows what the server now holds: no password, no frame, no targeting, no parameters.
    for (const headers of [{}, { 'X-Sandbox-Country': 'DE' }, { 'User-Agent': IPHONE }, { 'Accept-Language': 'fr' }] as Record<string, string>[]) {
      const res = await visit(sandbox.url, `/full-${flavor}`, headers);
      expect({ status: res.status, location: res.location }).toEqual({ status: 302, location: 'https://example.com/full' });
    }
  });

  it(flavor === 'spec' ? 'keeps the branded domain an update leaves out' : 'moves a link to the default domain when an update leaves its branded domain out', async () => {
    const api = fresh();
    await api.post('/api/domain/add', { domain: `https://brand-${flavor}.localhost` });
    const made = await api.post('/api/url/add', { url: 'https://example.com/branded', custom: `brand-${flavor}`, domain: `https://brand-${flavor}.localhost` });
    expect(made.body.shorturl).toBe(`https://brand-${flavor}.localhost/brand-${flavor}`);
    const id = made.body.id as number;
    const left = await api.put(`/api/url/${id}/update`, { url: 'https://example.com/branded', metadescription: 'Edited' });
    expect(left.body.error).toBe(0);
    const shortAfter = (await api.get(`/api/url/${id}`)).body.details.shorturl;
    expect(shortAfter).toBe(flavor === 'spec' ? `https://brand-${flavor}.localhost/brand-${flavor}` : `${sandbox.url}/brand-${flavor}`);
    // Named, the domain is kept (or set back).
    const named = await api.put(`/api/url/${id}/update`, { url: 'https://example.com/branded', domain: `https://brand-${flavor}.localhost` });
    expect(named.body).toMatchObject({ error: 0, [flavor === 'spec' ? 'short' : 'shorturl']: `https://brand-${flavor}.localhost/brand-${flavor}` });
    // A domain the service does not know (its own address) leaves the link on the default domain.
    await api.put(`/api/url/${id}/update`, { url: 'https://example.com/branded', domain: sandbox.url });
    expect((await api.get(`/api/url/${id}`)).body.details.shorturl).toBe(`${sandbox.url}/brand-${flavor}`);
  });

  it('keeps what the update sends, and serves it on the next visit', async () => {
    const api = fresh();
    const { id } = await fullLink(api, `kept-${flavor}`);
    const upd = await api.put(`/api/url/${id}/update`, { url: 'https://example.com/full', password: 'secret2', geotarget: [{ location: 'Canada', link: 'https://example.ca' }] });
    expect(upd.body.error).toBe(0);
    expect(stored(id)).toMatchObject({ password: 'secret2', geotarget: [{ key: 'Canada', link: 'https://example.ca' }], type: 'direct', devicetarget: [] });
    expect((await visit(sandbox.url, `/kept-${flavor}`)).status).toBe(200);
    const unlocked = await fetch(`${sandbox.url}/kept-${flavor}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Sandbox-Country': 'CA' },
      body: 'password=secret2',
    });
    expect({ status: unlocked.status, location: unlocked.headers.get('location') }).toEqual({ status: 302, location: 'https://example.ca' });
  });

  if (flavor === 'v6') {
    it('refuses an update without url with "Please enter a valid URL." and writes nothing', async () => {
      const api = fresh();
      const { id } = await fullLink(api, 'no-url-v6');
      for (const body of [{ description: 'only the note' }, { url: '', description: 'x' }, {}]) {
        const res = await api.put(`/api/url/${id}/update`, body);
        expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { error: 1, message: 'Please enter a valid URL.' } });
      }
      expect(stored(id)).toMatchObject({ password: 'secret', type: 'frame', description: 'Private note', status: 'public' });
      // With url it saves.
      expect((await api.put(`/api/url/${id}/update`, { url: 'https://example.com/full', description: 'only the note' })).body.error).toBe(0);
    });
  } else {
    it('accepts an update without url, keeping the destination (and still clearing the rest)', async () => {
      const api = fresh();
      const { id } = await fullLink(api, `no-url-${flavor}`);
      const res = await api.put(`/api/url/${id}/update`, { description: 'only the note' });
      expect(res.body).toMatchObject({ error: 0, id });
      expect(stored(id)).toMatchObject({ longUrl: 'https://example.com/full', password: null, type: 'direct', description: 'only the note' });
    });
  }

  it('reads description as the private note in bodies and as the meta description in answers', async () => {
    const api = fresh();
    const { body } = await api.post('/api/url/add', { url: 'https://example.com/desc', description: 'Note', metadescription: 'Meta' });
    expect(stored(body.id)).toMatchObject({ description: 'Note', metadescription: 'Meta' });
    expect((await api.get(`/api/url/${body.id}`)).body.details.description).toBe('Meta');
    expect((await api.get('/api/urls')).body.data.urls[0]).toMatchObject({ id: body.id, description: 'Meta' });

    // Editing "the description" as the note leaves the meta description as it was.
    await api.put(`/api/url/${body.id}/update`, { url: 'https://example.com/desc', description: 'Note 2' });
    expect((await api.get(`/api/url/${body.id}`)).body.details.description).toBe('Meta');
    expect(stored(body.id).description).toBe('Note 2');

    // Sending metadescription changes it; the note, left out, is cleared.
    await api.put(`/api/url/${body.id}/update`, { url: 'https://example.com/desc', metadescription: 'Meta 2' });
    expect((await api.get(`/api/url/${body.id}`)).body.details.description).toBe('Meta 2');
    expect(stored(body.id).description).toBe('');
  });

  it('reports only part of a link, with targeting in the flavor’s shape', async () => {
    const api = fresh();
    const { id } = await fullLink(api, `details-${flavor}`);
    await api.put(`/api/url/${id}/update`, {
      url: 'https://example.com/full',
      password: 'secret',
      geotarget: [
        { location: 'Germany', link: 'https://example.de' },
        { location: 'CA', link: 'https://example.ca' },
      ],
      devicetarget: [{ device: 'iPhone', link: 'https://example.com/ios' }],
    });
    const details = (await api.get(`/api/url/${id}`)).body.details;
    expect(Object.keys(details).sort()).toEqual(['date', 'description', 'device', 'expiry', 'id', 'location', 'longurl', 'shorturl', 'title']);
    if (flavor === 'spec') {
      expect(details.location).toEqual({ Germany: 'https://example.de', Canada: 'https://example.ca' });
      expect(details.device).toEqual({ iphone: 'https://example.com/ios' });
    } else {
      expect(details.location).toEqual({ germany: { all: 'https://example.de' }, canada: { all: 'https://example.ca' } });
      expect(details.device).toBeNull();
    }
    // The same answer by short URL.
    const byShort = await api.get(`/api/urls?short=${encodeURIComponent(`${sandbox.url}/details-${flavor}`)}`);
    expect(byShort.body.details).toEqual(details);
  });

  it('drops geo, device and language targeting silently for a plan without targeting', async () => {
    for (const opts of [{ lacks: ['targeting' as const] }, { plan: 'free' }]) {
      const api = fresh(opts);
      const targeting = {
        geotarget: [{ location: 'Germany', link: 'https://example.de' }],
        devicetarget: [{ device: 'iPhone', link: 'https://example.com/ios' }],
        languagetarget: [{ language: 'fr', link: 'https://example.fr' }],
      };
      const add = await api.post('/api/url/add', { url: 'https://example.com/plan', password: 'pw', ...targeting });
      expect(add.body.error).toBe(0);
      expect(stored(add.body.id)).toMatchObject({ geotarget: [], devicetarget: [], languagetarget: [], password: 'pw' });
      const upd = await api.put(`/api/url/${add.body.id}/update`, { url: 'https://example.com/plan', ...targeting });
      expect(upd.body.error).toBe(0);
      expect(stored(add.body.id)).toMatchObject({ geotarget: [], devicetarget: [], languagetarget: [] });
      const details = (await api.get(`/api/url/${add.body.id}`)).body.details;
      expect(details.location).toEqual({});
      const res = await visit(sandbox.url, `/${stored(add.body.id).alias}`, { 'X-Sandbox-Country': 'DE', 'User-Agent': FIREFOX });
      expect(res.location).toBe('https://example.com/plan');
    }
  });
});

describe('the targeting feature in the controls', () => {
  it('is accepted in lacks, closes no area, and is not a scoped-key area', async () => {
    const sandbox = await startSandbox({ port: 0, seed: false });
    try {
      const control = (path: string, body: unknown) => fetch(`${sandbox.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
      const made = await control('/__sandbox/users', { lacks: ['targeting'] });
      expect(made.status).toBe(200);
      const { apiKey } = (await made.json()) as { apiKey: string };
      expect(sandbox.store.userByKey(apiKey)?.lacks).toEqual(['targeting']);
      expect((await client(sandbox, apiKey).get('/api/urls')).body.error).toBe('0');
      expect((await control('/__sandbox/users/access', { apiKey, lacks: ['targeting', 'qr'] })).status).toBe(200);
      expect((await control('/__sandbox/users', { scopes: ['targeting'] })).status).toBe(400);
    } finally {
      await sandbox.close();
    }
  });
});
