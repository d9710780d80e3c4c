import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client } from './http.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: 10_000, now: () => Date.UTC(2026, 10, 22, 12, 0, 0) });
});
afterAll(() => sandbox.close());

const fresh = () => client(sandbox, sandbox.addUser().apiKey);
const notFound = (message: string) => ({ error: 1, message });

describe('branded domains', () => {
  it('lists the seeded domains in the list envelope', async () => {
    const res = await client(sandbox).get('/api/domains');
    expect(res.body.error).toBe('0');
    expect(res.body.data).toMatchObject({ result: 2, perpage: 15, currentpage: 1, nextpage: null, maxpage: 1 });
    expect(res.body.data.domains).toContainEqual({ id: expect.any(Number), domain: 'https://go.trim.test', redirectroot: 'https://example.com', redirect404: '' });
  });

  it('adds a domain that points to the sandbox (.test / .localhost) and refuses others', async () => {
    const api = fresh();
    expect((await api.post('/api/domain/add', { domain: 'https://links.example.com' })).body).toEqual(notFound('The domain must point to our server.'));
    expect((await api.post('/api/domain/add', { domain: 'links.test' })).body.message).toBe('Please enter a valid domain name, including http:// or https://.');
    expect((await api.post('/api/domain/add', { domain: 'https://go.trim.test' })).body.message).toBe('This domain is already in use.');
    expect((await api.post('/api/domain/add', { domain: 'https://x.test', redirectroot: 'nope' })).body.message).toBe('Please enter a valid URL.');
    const added = await api.post('/api/domain/add', { domain: 'https://Mine.localhost/', redirectroot: 'https://example.com/root' });
    expect(added.body).toEqual({ error: 0, id: expect.any(Number) });
    expect((await api.get('/api/domains')).body.data.domains).toEqual([
      { id: added.body.id, domain: 'https://mine.localhost', redirectroot: 'https://example.com/root', redirect404: '' },
    ]);
    // Links can now use it.
    const link = await api.post('/api/url/add', { url: 'https://example.com', domain: 'https://mine.localhost' });
    expect(link.body.shorturl).toMatch(/^https:\/\/mine\.localhost\/\w+$/);
  });

  it('updates and deletes, falling links back to the default domain', async () => {
    const api = fresh();
    const { body } = await api.post('/api/domain/add', { domain: 'https://gone.test' });
    const link = await api.post('/api/url/add', { url: 'https://example.com/x', domain: 'https://gone.test' });
    expect((await api.put(`/api/domain/${body.id}/update`, { redirect404: 'https://example.com/404' })).body).toEqual({
      error: 0,
      message: 'Domain has been updated successfully.',
    });
    expect((await api.get('/api/domains')).body.data.domains[0].redirect404).toBe('https://example.com/404');
    expect((await api.del(`/api/domain/${body.id}/delete`)).body).toEqual({ error: 0, message: 'Domain has been deleted successfully.' });
    expect((await api.get(`/api/url/${link.body.id}`)).body.details.shorturl.startsWith(sandbox.url)).toBe(true);
    for (const id of [body.id, 999999, 'x']) {
      expect((await api.put(`/api/domain/${id}/update`, {})).body).toEqual(notFound('Domain not found. Please try again.'));
      expect((await api.del(`/api/domain/${id}/delete`)).body).toEqual(notFound('Domain not found. Please try again.'));
    }
    const demoDomain = sandbox.store.state.domains[0]!.id;
    expect((await api.del(`/api/domain/${demoDomain}/delete`)).body).toEqual(notFound('Domain not found. Please try again.'));
  });
});

describe('overlays and splash pages', () => {
  it('lists overlays under cta (spec) and overlay (field)', async () => {
    const spec = await client(sandbox).get('/api/overlay');
    expect(spec.body.data.cta).toHaveLength(2);
    expect(spec.body.data.cta[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
      name: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    sandbox.setFlavor('field');
    try {
      const field = await client(sandbox).get('/api/overlay');
      expect(field.body.error).toBe(0);
      expect(field.body.data.overlay).toEqual(spec.body.data.cta);
      expect(field.body.data).not.toHaveProperty('cta');
    } finally {
      sandbox.setFlavor('spec');
    }
  });

  it('lists splash pages, paged', async () => {
    const res = await client(sandbox).get('/api/splash?limit=1&page=2');
    expect(res.body.data).toMatchObject({ result: 2, perpage: 1, currentpage: 2, nextpage: null, maxpage: 2 });
    expect(res.body.data.splash).toEqual([{ id: expect.any(Number), name: expect.any(String), date: expect.any(String) }]);
    expect((await fresh().get('/api/splash')).body.data).toMatchObject({ result: 0, maxpage: 0, splash: [] });
  });
});

describe('campaigns', () => {
  it('creates with the name under domain (spec) or campaign (field)', async () => {
    const api = fresh();
    const spec = await api.post('/api/campaign/add', { name: 'Autumn', slug: 'autumn-rot', public: true });
    expect(spec.body).toEqual({
      error: 0,
      id: expect.any(Number),
      domain: 'Autumn',
      public: true,
      rotator: `${sandbox.url}/r/autumn-rot`,
      list: expect.stringMatching(new RegExp(`^${sandbox.url}/u/\\w+/${spec.body.id}$`)),
    });
    sandbox.setFlavor('field');
    try {
      const field = await api.post('/api/campaign/add', {});
      expect(field.body).toMatchObject({ error: 0, campaign: `Campaign ${field.body.id}`, public: false, rotator: false });
      expect(field.body).not.toHaveProperty('domain');
      const list = await api.get('/api/campaigns');
      expect(list.body.data.campaigns[0]).toMatchObject({ id: field.body.id, views: 0 });
    } finally {
      sandbox.setFlavor('spec');
    }
    expect((await api.post('/api/campaign/add', { slug: 'autumn-rot' })).body).toEqual(notFound('That slug is taken. Please choose another one.'));
    expect((await api.post('/api/campaign/add', { slug: 'bad slug' })).body.error).toBe(1);
  });

  it('updates, assigns links and deletes', async () => {
    const api = fresh();
    const { body: campaign } = await api.post('/api/campaign/add', { name: 'C1' });
    const { body: link } = await api.post('/api/url/add', { url: 'https://example.com/c' });
    expect((await api.put(`/api/campaign/${campaign.id}/update`, {})).body).toEqual(notFound('Please enter a name.'));
    const upd = await api.put(`/api/campaign/${campaign.id}/update`, { name: 'C2', slug: 'c-two', public: true });
    expect(upd.body).toMatchObject({ error: 0, id: campaign.id, domain: 'C2', public: true, rotator: `${sandbox.url}/r/c-two` });
    expect((await api.get('/api/campaigns')).body.data.campaigns).toEqual([
      { id: campaign.id, name: 'C2', public: true, rotator: `${sandbox.url}/r/c-two`, list: expect.any(String) },
    ]);
    expect((await api.post(`/api/campaign/${campaign.id}/assign/${link.id}`)).body).toEqual({ error: 0, message: 'Link has been successfully added to the campaign.' });
    expect(sandbox.store.state.links.find((l) => l.id === link.id)?.campaignId).toBe(campaign.id);
    expect((await api.post(`/api/campaign/${campaign.id}/assign/999999`)).body).toEqual(notFound('Link does not exist.'));
    expect((await api.post(`/api/campaign/999999/assign/${link.id}`)).body).toEqual(notFound('Campaign not found. Please try again.'));
    expect((await api.del(`/api/campaign/${campaign.id}/delete`)).body).toEqual({ error: 0, message: 'Campaign has been deleted successfully.' });
    expect(sandbox.store.state.links.find((l) => l.id === link.id)?.campaignId).toBeNull();
    expect((await api.put(`/api/campaign/${campaign.id}/update`, { name: 'x' })).body).toEqual(notFound('Campaign not found. Please try again.'));
    expect((await api.del(`/api/campaign/${campaign.id}/delete`)).body).toEqual(notFound('Campaign not found. Please try again.'));
  });

  it("treats another user's campaign as not found", async () => {
    const demoCampaign = sandbox.store.state.campaigns[0]!.id;
    const api = fresh();
    const { body: link } = await api.post('/api/url/add', { url: 'https://example.com/c' });
    expect((await api.post(`/api/campaign/${demoCampaign}/assign/${link.id}`)).body).toEqual(notFound('Campaign not found. Please try again.'));
    expect((await api.get('/api/campaigns')).body.data.campaigns).toEqual([]);
  });
});

describe('channels', () => {
  it('creates, refusing duplicate names (with the existing id) and bad colours', async () => {
    const api = fresh();
    const made = await api.post('/api/channel/add', { name: 'Reading', description: 'Later', color: '#A1B2C3', starred: true });
    expect(made.body).toEqual({ error: 0, id: expect.any(Number), name: 'Reading', description: 'Later', color: '#A1B2C3', starred: true });
    expect((await api.post('/api/channel/add', { name: 'reading' })).body).toEqual({ error: 1, message: 'You already have a channel with that name.', id: made.body.id });
    expect((await api.post('/api/channel/add', { name: 'Red', color: 'red' })).body).toEqual(notFound('Please enter a valid HEX color, like #ff0000.'));
    expect((await api.post('/api/channel/add', { name: 'Red', color: '#12345' })).body.error).toBe(1);
    expect((await api.post('/api/channel/add', {})).body).toEqual(notFound('Please enter a name.'));
    // The same name for another user is fine.
    expect((await fresh().post('/api/channel/add', { name: 'Reading' })).body.error).toBe(0);
    expect((await api.get('/api/channels')).body.data.channels).toEqual([{ id: made.body.id, name: 'Reading', description: 'Later', color: '#A1B2C3', starred: true }]);
  });

  it('assigns items once, lists them, updates and deletes', async () => {
    const api = client(sandbox);
    const s = sandbox.store.state;
    const demo = s.users[0]!;
    const { body: channel } = await api.post('/api/channel/add', { name: 'Assignments' });
    const { body: link } = await api.post('/api/url/add', { url: 'https://example.com/assign' });
    const bio = s.bioPages.find((b) => b.userId === demo.id)!;
    const qr = s.qrCodes.find((q) => q.userId === demo.id)!;
    const assign = (type: string, id: number | string) => api.post(`/api/channel/${channel.id}/assign/${type}/${id}`);
    expect((await assign('links', link.id)).body).toEqual({ error: 0, message: 'Item has been successfully added to the channel.' });
    expect((await assign('links', link.id)).body).toEqual(notFound('This item is already added to the selected channel.'));
    expect((await assign('bio', bio.id)).body.error).toBe(0);
    expect((await assign('qr', qr.id)).body.error).toBe(0);
    expect((await assign('links', 999999)).body).toEqual(notFound('Link does not exist.'));
    expect((await assign('bio', 999999)).body).toEqual(notFound('Bio page not found. Please try again.'));
    expect((await assign('qr', 999999)).body).toEqual(notFound('QR code not found. Please try again.'));
    expect((await assign('widgets', link.id)).body).toEqual(notFound('Invalid item type. Please choose links, bio or qr.'));
    expect((await api.post(`/api/channel/999999/assign/links/${link.id}`)).body).toEqual(notFound('Channel not found. Please try again.'));

    const items = await api.get(`/api/channel/${channel.id}`);
    expect(items.body.error).toBe('0');
    expect(items.body.data).toMatchObject({ result: 3, currentpage: 1, nextpage: null, maxpage: 1 });
    expect(items.body.data.items).toContainEqual({
      type: 'links',
      id: link.id,
      title: 'example.com',
      preview: 'https://example.com/assign',
      link: `${sandbox.url}/${sandbox.store.state.links.find((l) => l.id === link.id)!.alias}`,
      date: '2026-11-22',
    });
    expect(items.body.data.items.map((i: { type: string }) => i.type).sort()).toEqual(['bio', 'links', 'qr']);

    expect((await api.put(`/api/channel/${channel.id}/update`, { color: 'blue' })).body.error).toBe(1);
    expect((await api.put(`/api/channel/${channel.id}/update`, { name: 'Work' })).body).toMatchObject({ error: 1, id: s.channels.find((c) => c.name === 'Work')!.id });
    expect((await api.put(`/api/channel/${channel.id}/update`, { name: 'Renamed', starred: true, color: '#fff' })).body).toEqual({
      error: 0,
      message: 'Channel has been updated successfully.',
    });
    expect(s.channels.find((c) => c.id === channel.id)).toMatchObject({ name: 'Renamed', starred: true, color: '#fff' });
    expect((await api.del(`/api/channel/${channel.id}/delete`)).body).toEqual({ error: 0, message: 'Channel has been deleted successfully.' });
    expect(s.channelItems.some((i) => i.channelId === channel.id)).toBe(false);
    expect(s.links.some((l) => l.id === link.id)).toBe(true);
    for (const call of [api.get(`/api/channel/${channel.id}`), api.put(`/api/channel/${channel.id}/update`, {}), api.del(`/api/channel/${channel.id}/delete`)]) {
      expect((await call).body).toEqual(notFound('Channel not found. Please try again.'));
    }
  });

  it('treats an unknown item type as links in the field flavor', async () => {
    const api = fresh();
    const { body: channel } = await api.post('/api/channel/add', { name: 'Field' });
    const { body: link } = await api.post('/api/url/add', { url: 'https://example.com/field' });
    sandbox.setFlavor('field');
    try {
      expect((await api.post(`/api/channel/${channel.id}/assign/widgets/${link.id}`)).body.error).toBe(0);
      expect((await api.get(`/api/channel/${channel.id}`)).body.data.items).toMatchObject([{ type: 'links', id: link.id }]);
    } finally {
      sandbox.setFlavor('spec');
    }
  });

  it("cannot assign another user's link or see their channel", async () => {
    const api = fresh();
    const { body: channel } = await api.post('/api/channel/add', { name: 'Mine' });
    const demoLink = sandbox.store.state.links[0]!.id;
    expect((await api.post(`/api/channel/${channel.id}/assign/links/${demoLink}`)).body).toEqual(notFound('Link does not exist.'));
    expect((await client(sandbox).get(`/api/channel/${channel.id}`)).body).toEqual(notFound('Channel not found. Please try again.'));
  });
});

describe('pixels', () => {
  it('lists, creates, updates and deletes per the field notes', async () => {
    const api = fresh();
    expect((await api.get('/api/pixels')).body.data).toMatchObject({ result: 0, pixels: [] });
    expect((await api.post('/api/pixel/add', { type: 'myspace', name: 'x', tag: '1' })).body).toEqual(notFound('Please choose a valid pixel provider.'));
    expect((await api.post('/api/pixel/add', { type: 'fbpixel', tag: '1' })).body).toEqual(notFound('Please enter a name.'));
    expect((await api.post('/api/pixel/add', { type: 'fbpixel', name: 'FB' })).body).toEqual(notFound('Please enter a pixel tag.'));
    const { body } = await api.post('/api/pixel/add', { type: 'tiktok', name: 'TikTok', tag: 'TT-1' });
    expect(body).toEqual({ error: 0, id: expect.any(Number) });
    expect((await api.get('/api/pixels')).body.data.pixels).toEqual([{ id: body.id, type: 'tiktok', name: 'TikTok', tag: 'TT-1', date: '2026-11-22 12:00:00' }]);
    const link = await api.post('/api/url/add', { url: 'https://example.com/px', pixels: [body.id] });
    expect((await api.put(`/api/pixel/${body.id}/update`, { name: 'TT' })).body).toEqual(notFound('Please enter a pixel tag.'));
    expect((await api.put(`/api/pixel/${body.id}/update`, { name: 'TT', tag: 'TT-2' })).body).toEqual({ error: 0, message: 'Pixel has been updated successfully.' });
    expect((await api.get('/api/pixels')).body.data.pixels[0]).toMatchObject({ name: 'TT', tag: 'TT-2' });
    expect((await api.del(`/api/pixel/${body.id}/delete`)).body).toEqual({ error: 0, message: 'Pixel has been deleted successfully.' });
    expect(sandbox.store.state.links.find((l) => l.id === link.body.id)?.pixels).toEqual([]);
    expect((await api.put(`/api/pixel/${body.id}/update`, { tag: 'x' })).body).toEqual(notFound('Pixel not found. Please try again.'));
    expect((await api.del(`/api/pixel/${body.id}/delete`)).body).toEqual(notFound('Pixel not found. Please try again.'));
    const demoPixel = sandbox.store.state.pixels[0]!.id;
    expect((await api.del(`/api/pixel/${demoPixel}/delete`)).body).toEqual(notFound('Pixel not found. Please try again.'));
  });
});
