import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isNotConfigured } from '@/lib/connection/errors';
import { readQueue } from '@/lib/queue';
import { saveSettings } from '@/lib/settings/items';
import { requestShorten, type ShortenFeedback } from './request';

function recorder() {
  const events: { kind: string; detail: unknown }[] = [];
  const feedback: ShortenFeedback = {
    delivered: async (batch, pending) => void events.push({ kind: 'delivered', detail: { links: batch.map((l) => l.shorturl), pending } }),
    failed: async (_item, error) => void events.push({ kind: 'failed', detail: error }),
    waiting: async (at, pending) => void events.push({ kind: 'waiting', detail: { at, pending } }),
    unusable: async (reason) => void events.push({ kind: 'unusable', detail: reason }),
  };
  return { events, feedback };
}

describe('requestShorten (right-click and keyboard)', () => {
  const bodies: unknown[] = [];

  beforeEach(() => {
    fakeBrowser.reset();
    bodies.length = 0;
    (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => true) };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ error: 0, id: 7, shorturl: 'https://s.example/abc' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '29', 'X-RateLimit-Reset': '9999999999' },
        });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses pages that cannot be shortened without a request', async () => {
    const { events, feedback } = recorder();
    await requestShorten('chrome://settings', 'page', feedback);
    await requestShorten(null, 'selection', feedback);
    expect(events).toEqual([
      { kind: 'unusable', detail: 'page' },
      { kind: 'unusable', detail: 'selection' },
    ]);
    expect(bodies).toEqual([]);
  });

  it('tells the user to set Trim up, and queues nothing, when it is not configured', async () => {
    const { events, feedback } = recorder();
    await requestShorten('https://example.com/a', 'link', feedback);
    expect(events).toHaveLength(1);
    expect(isNotConfigured(events[0]?.detail)).toBe(true);
    expect((await readQueue()).items).toEqual([]);
    expect(bodies).toEqual([]);
  });

  it('sends one request with the defaults and delivers the link', async () => {
    await saveSettings({ connection: { baseUrl: 'https://short.example', apiKey: 'k' }, defaults: { campaign: 4 } });
    const { events, feedback } = recorder();
    await requestShorten('https://example.com/a', 'link', feedback);
    expect(bodies).toEqual([{ url: 'https://example.com/a', campaign: 4, status: 'private', type: 'direct' }]);
    expect(events).toEqual([{ kind: 'delivered', detail: { links: ['https://s.example/abc'], pending: 0 } }]);
    expect(await readQueue()).toEqual({ items: [], batch: [], retryAt: null });
  });
});
