import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '@/lib/api/errors';
import { listBody, rateHeaders } from '@/lib/api/test-utils';
import { createConnection } from './connection';
import { clientOf, linksOf } from './endpoints';
import { describeApiError } from '@/lib/i18n/describe-error';
import { isNotConfigured, NotConfiguredError } from './errors';
import { originPattern, requestOriginPermission } from './permission';
import { exhaustedUntil, rateLimitItem, spentUntil } from './rate-limit';
import { TEST_INSTALLATION, testConnection } from './test-utils';

describe('originPattern', () => {
  it.each([
    ['https://short.example', 'https://short.example/*'],
    ['https://short.example/', 'https://short.example/*'],
    ['https://short.example/sub/path?x=1', 'https://short.example/*'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1/*'],
    [' https://Short.Example ', 'https://short.example/*'],
  ])('%s → %s', (baseUrl, expected) => {
    expect(originPattern(baseUrl)).toBe(expected);
  });

  it.each(['ftp://short.example', 'short.example', ''])('refuses %j', (baseUrl) => {
    expect(() => originPattern(baseUrl)).toThrow();
  });
});

describe('permissions', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('asks for exactly one origin, synchronously inside the click', () => {
    const request = vi.fn(async () => true);
    (fakeBrowser as unknown as { permissions: unknown }).permissions = { request, contains: vi.fn(async () => true) };
    const pending = requestOriginPermission('https://short.example/x');
    // Called before the first await: the user gesture is still active.
    expect(request).toHaveBeenCalledWith({ origins: ['https://short.example/*'] });
    return expect(pending).resolves.toBe(true);
  });
});

describe('createConnection', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('rejects with NotConfiguredError (an ApiError of kind auth) when there is no address or key', async () => {
    const error = await createConnection({ id: 'a', connection: { baseUrl: '', apiKey: '' } })
      .transport()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isNotConfigured(error)).toBe(true);
    expect((error as NotConfiguredError).reason).toBe('missing');
    expect(describeApiError(error).title).toBe('Trim is not set up yet');
  });

  it('rejects with reason permission while the origin is not granted, and asks again on the next call', async () => {
    let granted = false;
    const connection = createConnection({ id: 'a', connection: { baseUrl: 'https://short.example', apiKey: 'k' } }, { hasPermission: async () => granted });
    const error = await connection.transport().catch((e: unknown) => e);
    expect((error as NotConfiguredError).reason).toBe('permission');
    expect(describeApiError(error).hint).toMatch(/press Save/);
    granted = true;
    await expect(connection.transport()).resolves.toBeDefined();
  });

  it('builds one transport and one set of endpoints per connection', async () => {
    const { connection, requests } = testConnection(() => ({ body: listBody('urls', []) }));
    expect(await connection.transport()).toBe(await connection.transport());
    expect(await linksOf(connection)).toBe(await linksOf(connection));
    expect(await clientOf(connection)).toBe(await clientOf(connection));
    expect(requests).toHaveLength(0);
  });

  it("keeps every answer's rate-limit window in memory, and stores it for the other contexts", async () => {
    const reset = Math.floor(Date.now() / 1000) + 30;
    const { connection } = testConnection(() => ({ body: listBody('urls', []), headers: rateHeaders(30, 0, reset) }));
    const seen: (number | undefined)[] = [];
    const stop = connection.meter.subscribe((meter) => seen.push(meter?.remaining));
    await (await linksOf(connection)).list({});
    expect(connection.meter.current()).toEqual({ limit: 30, remaining: 0, resetAt: reset * 1000 });
    expect(await connection.meter.exhaustedUntil()).toBe(reset * 1000);
    expect(await rateLimitItem(TEST_INSTALLATION).getValue()).toEqual({ limit: 30, remaining: 0, resetAt: reset * 1000 });
    expect(seen).toContain(0);
    stop();
  });

  it("learns another context's window from storage when it has seen none itself", async () => {
    await rateLimitItem(TEST_INSTALLATION).setValue({ limit: 30, remaining: 0, resetAt: Date.now() + 10_000 });
    const { connection } = testConnection(() => ({ status: 500 }));
    expect(await connection.meter.exhaustedUntil()).toBeGreaterThan(Date.now());
  });

  it("keeps each installation's window apart: one spent limit says nothing of another's", async () => {
    await rateLimitItem(TEST_INSTALLATION).setValue({ limit: 30, remaining: 0, resetAt: Date.now() + 10_000 });
    const { connection } = testConnection(() => ({ status: 500 }));
    const other = connection.withTarget({ id: 'other', connection: { baseUrl: 'https://other.test', apiKey: 'other-key' } });
    expect(await other.meter.exhaustedUntil()).toBeNull();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ 'rateLimit:test': expect.anything() });
  });

  it('checks another pair with the same options', async () => {
    const { connection, requests } = testConnection(() => ({ body: listBody('urls', []) }));
    const other = connection.withTarget({ id: 'other', connection: { baseUrl: 'https://other.test', apiKey: 'other-key' } });
    expect(other.id).toBe('other');
    await (await linksOf(other)).list({});
    expect(requests[0]?.url.origin).toBe('https://other.test');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer other-key');
  });

  it('describes other errors through describeApiError', () => {
    expect(describeApiError(new ApiError('timeout', 'timeout', 'slow')).kind).toBe('timeout');
  });
});

describe('rate-limit meter', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('is exhausted only while the window has not reset', () => {
    expect(exhaustedUntil(null, 0)).toBeNull();
    expect(exhaustedUntil({ limit: 30, remaining: 1, resetAt: 5_000 }, 0)).toBeNull();
    expect(exhaustedUntil({ limit: 30, remaining: 0, resetAt: 5_000 }, 0)).toBe(5_000);
    // A reset in whole seconds comes up to a second early: the window counts as spent a second past it.
    expect(exhaustedUntil({ limit: 30, remaining: 0, resetAt: 5_000 }, 5_600)).toBe(5_000);
    expect(spentUntil({ limit: 30, remaining: 0, resetAt: 5_000 }, 5_600)).toBe(6_000);
    expect(exhaustedUntil({ limit: 30, remaining: 0, resetAt: 5_000 }, 6_000)).toBeNull();
    expect(spentUntil({ limit: 30, remaining: 0, resetAt: 5_000 }, 6_000)).toBeNull();
  });
});
