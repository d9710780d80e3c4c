import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../api/errors';
import { saveSettings } from '../settings/items';
import { getApiClient } from './client';
import { describeError, isNotConfigured, NotConfiguredError } from './errors';
import { originPattern, requestOriginPermission } from './permission';
import { exhaustedUntil, rateLimitItem, recordRateLimit } from './rate-limit';

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

describe('getApiClient', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => true), request: vi.fn() };
  });

  it('rejects with NotConfiguredError (an ApiError of kind auth) when there is no address or key', async () => {
    const error = await getApiClient().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isNotConfigured(error)).toBe(true);
    expect((error as NotConfiguredError).reason).toBe('missing');
    expect(describeError(error).title).toBe('Trim is not set up yet');
  });

  it('rejects with reason permission when the origin was not granted', async () => {
    await saveSettings({ connection: { baseUrl: 'https://short.example', apiKey: 'k' } });
    (fakeBrowser as unknown as { permissions: { contains: unknown } }).permissions.contains = vi.fn(async () => false);
    const error = await getApiClient().catch((e: unknown) => e);
    expect((error as NotConfiguredError).reason).toBe('permission');
    expect(describeError(error).hint).toMatch(/press Save/);
  });

  it('builds a client from the saved settings', async () => {
    await saveSettings({ connection: { baseUrl: 'https://short.example', apiKey: 'k' } });
    const client = await getApiClient();
    expect(client.links.create).toBeTypeOf('function');
  });

  it('describes other errors through describeApiError', () => {
    expect(describeError(new ApiError('timeout', 'slow')).kind).toBe('timeout');
  });
});

describe('rate-limit meter', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('persists the last meter with resetAt in milliseconds', async () => {
    await recordRateLimit({ limit: 30, remaining: 0, resetAt: new Date(5_000) });
    expect(await rateLimitItem.getValue()).toEqual({ limit: 30, remaining: 0, resetAt: 5_000 });
  });

  it('is exhausted only while the window has not reset', () => {
    expect(exhaustedUntil(null, 0)).toBeNull();
    expect(exhaustedUntil({ limit: 30, remaining: 1, resetAt: 5_000 }, 0)).toBeNull();
    expect(exhaustedUntil({ limit: 30, remaining: 0, resetAt: 5_000 }, 0)).toBe(5_000);
    expect(exhaustedUntil({ limit: 30, remaining: 0, resetAt: 5_000 }, 6_000)).toBeNull();
  });
});
