import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client, rawRequest } from './http.ts';

// `demoDomains`: the demo user's two branded domains under other names than the .test and
// .localhost ones e2e tests visit, for pictures a listing may show (.example, RFC 2606).

const GO = 'https://go.acme.example';
const BRAND = 'https://acme.example';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: 10_000, demoDomains: [`${GO}/`, BRAND] });
});
afterAll(() => sandbox.close());

describe('a sandbox started with demoDomains', () => {
  it("seeds the demo user's branded domains under those names, and their links with them", async () => {
    const api = client(sandbox);
    const domains = (await api.get('/api/domains')).body.data.domains as { domain: string; redirectroot: string; redirect404: string }[];
    expect(domains).toHaveLength(2);
    expect(domains).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ domain: GO, redirectroot: 'https://example.com', redirect404: '' }),
        expect.objectContaining({ domain: BRAND, redirectroot: '', redirect404: 'https://example.com/not-found' }),
      ]),
    );
    const listed = await api.get('/api/urls?limit=50');
    const shortUrls = (listed.body.data.urls as { shorturl: string }[]).map((link) => link.shorturl);
    expect(shortUrls).toContain(`${GO}/roadmap`);
    expect(shortUrls.filter((url) => /go\.trim\.test|brand\.localhost/.test(url))).toEqual([]);
  });

  it('answers for those names as their DNS pointed to it: visits by Host, a second add is "in use"', async () => {
    const onGo = await rawRequest(sandbox.url, '/roadmap', { headers: { Host: 'go.acme.example' } });
    expect(onGo.status).toBe(302);
    expect(onGo.headers.location).toBe('https://example.com/product/roadmap-2027');
    const missing = await rawRequest(sandbox.url, '/docs', { headers: { Host: 'acme.example' } });
    expect(missing.headers.location).toBe('https://example.com/not-found');
    const api = client(sandbox);
    expect((await api.post('/api/domain/add', { domain: BRAND })).body.message).toBe('This domain is already in use.');
    // Other names are still refused as the DNS would leave them, and local names still accepted.
    expect((await api.post('/api/domain/add', { domain: 'https://other.example' })).body.message).toBe('The domain must point to our server.');
    expect((await api.post('/api/domain/add', { domain: 'https://links.test' })).body.error).toBe(0);
  });

  it('refuses names that are not two bare http(s) origins', async () => {
    await expect(startSandbox({ port: 0, demoDomains: ['https://acme.example/path', BRAND] })).rejects.toThrow(/demoDomains/);
    await expect(startSandbox({ port: 0, demoDomains: [BRAND, BRAND] })).rejects.toThrow(/demoDomains/);
  });
});
