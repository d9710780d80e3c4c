import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client, rawRequest, visit } from './http.ts';

// `publicUrl`: an installation whose site (its short links) is not the address its API is
// reached at. The store's screenshots use it to show short links a listing may show.

const PUBLIC = 'https://go.example.com';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: 10_000, flavor: 'v7', publicUrl: `${PUBLIC}/` });
});
afterAll(() => sandbox.close());

describe('a sandbox started with publicUrl', () => {
  it('publishes short links under it, and finds them by it', async () => {
    const api = client(sandbox);
    const made = await api.post('/api/url/add', { url: 'https://example.com/public-base' });
    expect(made.body.shorturl).toMatch(new RegExp(`^${PUBLIC}/[\\w-]+$`));
    const listed = await api.get('/api/urls?limit=50');
    const shortUrls = (listed.body.data.urls as { shorturl: string }[]).map((link) => link.shorturl);
    expect(shortUrls.filter((url) => url.startsWith(sandbox.url))).toEqual([]);
    // Links on a branded domain keep it.
    expect(shortUrls).toContain('https://go.trim.test/roadmap');
    const found = await api.get(`/api/urls?short=${encodeURIComponent(`${PUBLIC}/docs`)}`);
    expect(found.body.details.shorturl).toBe(`${PUBLIC}/docs`);
  });

  it('names rotators and campaign lists under it; the QR image stays where the pages load it', async () => {
    const api = client(sandbox);
    const campaign = await api.post('/api/campaign/add', { name: 'Public', slug: 'public-rot', public: true });
    expect(campaign.body).toMatchObject({ rotator: `${PUBLIC}/r/public-rot`, list: expect.stringMatching(new RegExp(`^${PUBLIC}/u/`)) });
    const qr = await api.post('/api/qr/add', { type: 'link', data: 'https://example.com/poster', name: 'Poster' });
    expect(qr.body.link).toMatch(new RegExp(`^${sandbox.url}/qr/`));
  });

  it('still resolves the aliases on its own address, and for the public host', async () => {
    expect((await visit(sandbox.url, '/docs')).status).toBe(302);
    expect((await rawRequest(sandbox.url, '/docs', { headers: { Host: 'go.example.com' } })).status).toBe(302);
    expect((await client(sandbox).get('/api/account')).body.error).toBe(0);
  });

  it('refuses a public address with a path', async () => {
    await expect(startSandbox({ port: 0, publicUrl: `${PUBLIC}/s` })).rejects.toThrow(/without a path/);
  });
});
