import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientConfig } from '@/lib/api/client';
import { toErrorRecord } from '@/lib/api/error-record';
import { ApiError } from '@/lib/api/errors';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';

// lib/api on its own, in plain Node, over real HTTP: no browser global, no message catalogue.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());
afterEach(() => {
  sandbox.clearFaults();
  sandbox.resetRateLimits();
});

const api = (config: Partial<ApiClientConfig> = {}) => createApiClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, ...config });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient in plain Node', () => {
  it('runs where there is no browser', () => {
    expect('browser' in globalThis).toBe(false);
    expect('chrome' in globalThis).toBe(false);
  });

  it('account: get and update', async () => {
    const client = api();
    const account = await client.account.get();
    expect(account).toMatchObject({ email: 'demo@trim.test', username: 'demo' });
    await client.account.update({ email: 'renamed@trim.test' });
    expect((await client.account.get()).email).toBe('renamed@trim.test');
    expect(client.rateLimit()).toMatchObject({ limit: expect.any(Number), remaining: expect.any(Number) });
  });

  it('domains: list, create, update, delete', async () => {
    const { domains } = api();
    const before = await domains.list();
    const made = await domains.create({ domain: 'https://go.api-client.test' });
    expect(made.id).toBeGreaterThan(0);
    await domains.update(made.id, { redirectroot: 'https://example.org' });
    expect((await domains.list()).items.map((domain) => domain.id)).toContain(made.id);
    await domains.remove(made.id);
    expect((await domains.list()).items).toHaveLength(before.items.length);
  });

  it('overlays and splash pages: lists', async () => {
    const client = api();
    expect((await client.overlays.list()).items.length).toBeGreaterThan(0);
    expect((await client.splash.list()).items.length).toBeGreaterThan(0);
  });

  it('links: add, list, get, findByShort, update, delete', async () => {
    const { links } = api();
    const made = await links.create({ url: 'https://example.com/api-client', custom: 'api-client-test' });
    expect(made.shorturl).toMatch(/\/api-client-test$/);
    const page = await links.list({ q: 'api-client' });
    expect(page.items.map((link) => link.id)).toContain(made.id);
    const details = await links.get(made.id);
    expect(details.longurl).toBe('https://example.com/api-client');
    expect((await links.findByShort(made.shorturl))?.id).toBe(made.id);
    expect(await links.findByShort(`${sandbox.url}/no-such-alias`)).toBeNull();
    await links.update(made.id, { url: 'https://example.com/api-client/2' });
    expect((await links.get(made.id)).longurl).toBe('https://example.com/api-client/2');
    await links.remove(made.id);
    expect((await failure(links.get(made.id))).kind).toBe('not-found');
  });

  it('campaigns: list, create, update, assign a link, delete', async () => {
    const { campaigns, links } = api();
    const made = await campaigns.create({ name: 'API client', slug: 'api-client', public: true });
    await campaigns.update(made.id, { name: 'API client, renamed' });
    expect((await campaigns.list()).items.find((campaign) => campaign.id === made.id)?.name).toBe('API client, renamed');
    const link = await links.create({ url: 'https://example.com/in-campaign' });
    await campaigns.assignLink(made.id, link.id);
    await campaigns.remove(made.id);
    expect((await campaigns.list()).items.map((campaign) => campaign.id)).not.toContain(made.id);
  });

  it('channels: list, create, update, assign, items, delete', async () => {
    const { channels, links } = api();
    const made = await channels.create({ name: 'API client', color: '#1e90ff' });
    await channels.update(made.id, { starred: true });
    expect((await channels.list()).items.map((channel) => channel.id)).toContain(made.id);
    const link = await links.create({ url: 'https://example.com/in-channel' });
    await channels.assign(made.id, 'links', link.id);
    expect((await channels.items(made.id)).items.map((item) => item.id)).toContain(link.id);
    await channels.remove(made.id);
    expect((await channels.list()).items.map((channel) => channel.id)).not.toContain(made.id);
  });

  it('pixels: create, list, update, delete', async () => {
    const { pixels } = api();
    const made = await pixels.create({ type: 'gtmpixel', name: 'API client', tag: 'GTM-ABC123' });
    await pixels.update(made.id, { name: 'API client, renamed', tag: 'GTM-XYZ789' });
    expect((await pixels.list()).items.find((pixel) => pixel.id === made.id)).toMatchObject({ name: 'API client, renamed', tag: 'GTM-XYZ789' });
    await pixels.remove(made.id);
    expect((await pixels.list()).items.map((pixel) => pixel.id)).not.toContain(made.id);
  });

  it('files: upload and list', async () => {
    const { files } = api();
    const uploaded = await files.upload('notes.txt', new TextEncoder().encode('hello from Node'), { name: 'API client notes' });
    expect(uploaded.shorturl).toMatch(/^http/);
    expect((await files.list()).items.map((file) => file.name)).toContain('API client notes');
  });
});

describe('every error kind, as a kind, a code and an English message', () => {
  it('auth: a key the service does not know', async () => {
    const error = await failure(api({ apiKey: 'not-a-real-key' }).account.get());
    expect(error).toMatchObject({ kind: 'auth', code: 'server-message', status: 401 });
  });

  it('auth: no key at all, refused before any request', async () => {
    sandbox.clearRequests();
    const error = await failure(api({ apiKey: '  ' }).account.get());
    expect(error).toMatchObject({ kind: 'auth', code: 'no-key', message: 'No API key.' });
    expect(sandbox.requests()).toHaveLength(0);
  });

  it('forbidden: an area the plan lacks', async () => {
    const error = await failure(api({ apiKey: sandbox.addUser({ lacks: ['campaigns'] }).apiKey }).campaigns.list());
    expect(error).toMatchObject({ kind: 'forbidden', refusedBy: 'plan', status: 403 });
  });

  it('forbidden: an area the key is not scoped to', async () => {
    const error = await failure(api({ apiKey: sandbox.addUser({ scopes: ['links'] }).apiKey }).campaigns.list());
    expect(error).toMatchObject({ kind: 'forbidden', refusedBy: 'key' });
  });

  it('rate-limited: the window is spent', async () => {
    sandbox.setRateLimit(1);
    try {
      const client = api();
      await client.account.get();
      const error = await failure(client.account.get());
      expect(error).toMatchObject({ kind: 'rate-limited', status: 429 });
      expect(error.retryAfter).toBeGreaterThan(0);
      expect(client.rateLimit()).toMatchObject({ remaining: 0 });
    } finally {
      sandbox.setRateLimit(30);
    }
  });

  it('not-found: a link that does not exist', async () => {
    const error = await failure(api().links.get(987_654));
    expect(error).toMatchObject({ kind: 'not-found', code: 'no-link', params: { id: 987_654 } });
    expect(error.serverMessage).toMatch(/not|exist/i);
  });

  it.each(['spec', 'v6', 'v7'] as const)('not-found (%s): a domain, pixel or link deleted elsewhere is gone, whatever the flavor answers', async (flavor) => {
    sandbox.setFlavor(flavor);
    try {
      const client = api();
      const domain = await client.domains.create({ domain: `https://gone-${flavor}.api-client.test` });
      const pixel = await client.pixels.create({ type: 'gapixel', name: `Gone ${flavor}`, tag: 'G-1' });
      const link = await client.links.create({ url: `https://example.com/gone-${flavor}` });
      await client.domains.remove(domain.id);
      await client.pixels.remove(pixel.id);
      await client.links.remove(link.id);
      for (const [request, what] of [
        [() => client.domains.update(domain.id, { redirectroot: 'https://a.test' }), 'domain'],
        [() => client.domains.remove(domain.id), 'domain'],
        [() => client.pixels.update(pixel.id, { tag: 'x' }), 'pixel'],
        [() => client.pixels.remove(pixel.id), 'pixel'],
      ] as const) {
        expect(await failure(request())).toMatchObject({ kind: 'not-found', code: 'no-record', params: { what, id: expect.any(Number) } });
      }
      for (const request of [() => client.links.get(link.id), () => client.links.update(link.id, { url: 'https://a.test' }), () => client.links.remove(link.id)]) {
        expect(await failure(request())).toMatchObject({ kind: 'not-found', code: 'no-link', params: { id: link.id } });
      }
    } finally {
      sandbox.setFlavor('spec');
    }
  });

  it('rejected: a field the service refuses', async () => {
    const error = await failure(api().account.update({ email: 'not-an-email' }));
    expect(error).toMatchObject({ kind: 'rejected', code: 'server-message', serverMessage: 'Please enter a valid email.' });
  });

  it('network: nothing listening at the address', async () => {
    const error = await failure(api({ baseUrl: 'http://127.0.0.1:9' }).account.get());
    expect(error).toMatchObject({ kind: 'network', code: 'unreachable', params: { origin: 'http://127.0.0.1:9' } });
  });

  it('network: the connection dropped', async () => {
    sandbox.inject({ kind: 'drop' });
    const error = await failure(api().account.get());
    expect(error).toMatchObject({ kind: 'network', code: 'unreachable' });
  });

  it('network: an address that cannot be used, refused before any request', async () => {
    const error = await failure(api({ baseUrl: 'ftp://short.test' }).account.get());
    expect(error).toMatchObject({ kind: 'network', code: 'bad-scheme', params: { scheme: 'ftp:' } });
  });

  it('timeout: the service holds the request', async () => {
    sandbox.inject({ kind: 'slow', delayMs: 1_000 });
    const error = await failure(api({ timeoutMs: 100 }).account.get());
    expect(error).toMatchObject({ kind: 'timeout', code: 'timeout', params: { seconds: 0 } });
    expect(error.message).toMatch(/did not answer within/);
  });

  it('bad-response: an HTML page where the API should be', async () => {
    const error = await failure(api({ baseUrl: `${sandbox.url}/not-the-service` }).account.get());
    expect(error).toMatchObject({ kind: 'bad-response', code: 'no-service', status: 404 });
  });

  it('bad-response: JSON of another shape', async () => {
    // The sandbox's own request log answers JSON that is no account.
    const error = await failure(api({ apiPath: '/__sandbox/requests?' }).account.get());
    expect(error).toMatchObject({ kind: 'bad-response', code: 'bad-shape', params: { what: 'the account request' } });
    expect(error.message).toMatch(/unexpected shape/);
  });

  it('bad-response: an answer cut off', async () => {
    sandbox.inject({ kind: 'truncated' });
    const error = await failure(api().account.get());
    expect(error).toMatchObject({ kind: 'bad-response', code: 'truncated', truncated: true });
  });

  it('server: an HTML error page with HTTP 500', async () => {
    sandbox.inject({ kind: 'html500' });
    const error = await failure(api().account.get());
    expect(error).toMatchObject({ kind: 'server', code: 'server-failed', status: 500 });
  });

  it('every failure survives being stored as plain data', async () => {
    sandbox.inject({ kind: 'html500' });
    const error = await failure(api().account.get());
    expect(JSON.parse(JSON.stringify(toErrorRecord(error)))).toEqual({ kind: 'server', code: 'server-failed', status: 500 });
  });
});
