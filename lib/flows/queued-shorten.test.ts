import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isNotConfigured } from '@/lib/connection/errors';
import { saveInstallation, setDefaultInstallation } from '@/lib/installations/installations';
import { forgetOwnedStores } from '@/lib/flows/forget-owned';
import { removeInstallation } from '@/lib/flows/remove-installation';
import { newBatch, readBatch, updateBatch } from '@/lib/bulk/batch';
import { onMessage, removeAllListeners } from '@/lib/messaging';
import { deliverInProcess } from '@/lib/messaging/test-utils';
import { readQueue, updateQueue } from '@/lib/queue';
import { getSettings, updateSettings } from '@/lib/settings/items';
import { DEFAULT_SHORTEN_DEFAULTS, type Installation, type ShortenDefaults } from '@/lib/settings/schema';
import { requestShorten, type ShortenFeedback } from './queued-shorten';

function recorder() {
  const events: { kind: string; detail: unknown }[] = [];
  const feedback: ShortenFeedback = {
    delivered: async (batch, pending) => void events.push({ kind: 'delivered', detail: { links: batch.map((l) => l.shorturl), pending } }),
    failed: async (_item, error) => void events.push({ kind: 'failed', detail: error }),
    waiting: async (at, pending) => void events.push({ kind: 'waiting', detail: { at, pending } }),
    unusable: async (reason) => void events.push({ kind: 'unusable', detail: reason }),
    textDone: async (group, pending) => void events.push({ kind: 'textDone', detail: { group, pending } }),
    askFirst: async (id) => void events.push({ kind: 'askFirst', detail: id }),
  };
  return { events, feedback };
}

const installation = (id: string, baseUrl: string, apiKey: string, defaults: Partial<ShortenDefaults> = {}): Installation => ({
  id,
  name: id,
  connection: { baseUrl, apiKey },
  defaults: { ...DEFAULT_SHORTEN_DEFAULTS, ...defaults },
});

describe('requestShorten (right-click and keyboard)', () => {
  const bodies: unknown[] = [];
  const sentTo: string[] = [];

  beforeEach(() => {
    fakeBrowser.reset();
    // The worker's half of a removal, answering the options page's message.
    removeAllListeners();
    deliverInProcess();
    onMessage('installation:forget', ({ installation }) => forgetOwnedStores(installation));
    bodies.length = 0;
    sentTo.length = 0;
    (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => true) };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        sentTo.push(`${new URL(url).origin} ${new Headers(init.headers).get('Authorization')}`);
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
    await saveInstallation(installation('first', 'https://short.example', 'k', { campaign: 4 }));
    const { events, feedback } = recorder();
    await requestShorten('https://example.com/a', 'link', feedback);
    expect(bodies).toEqual([{ url: 'https://example.com/a', campaign: 4, status: 'private', type: 'direct' }]);
    expect(events).toEqual([{ kind: 'delivered', detail: { links: ['https://s.example/abc'], pending: 0 } }]);
    expect(await readQueue()).toEqual({ items: [], batch: [], waits: {} });
  });

  it('cleans the address of a page or a link and keeps a selected one as written; the default template tags each when it has no tags', async () => {
    await saveInstallation(installation('first', 'https://short.example', 'k', { domain: 'https://go.brand.test' }));
    await updateSettings((settings) => ({ ...settings, address: { dropTracking: true, extraParams: [], preferCanonical: false } }));
    await fakeBrowser.storage.local.set({
      utmTemplates: { templates: [{ id: 'l', name: 'Launch', values: { source: 'twitter', medium: '', campaign: '{title}', term: '', content: '' } }], defaults: { first: 'l' } },
    });
    const { events, feedback } = recorder();
    await requestShorten('https://example.com/p?utm_source=feed&fbclid=1', 'page', feedback, { title: 'Sale' });
    await requestShorten('https://example.com/s?utm_source=mine', 'selection', feedback);
    // On the installation's own domain: already a short link, nothing sent.
    await requestShorten('https://go.brand.test/abc', 'selection', feedback);
    expect(bodies.map((body) => (body as { url: string }).url)).toEqual(['https://example.com/p?utm_source=twitter&utm_campaign=Sale', 'https://example.com/s?utm_source=mine']);
    expect(events.at(-1)).toEqual({ kind: 'unusable', detail: 'text' });
  });

  it('goes to the chosen installation with its own defaults and key, else to the default one', async () => {
    await saveInstallation(installation('work', 'https://work.example', 'work-key', { campaign: 4 }));
    await saveInstallation(installation('home', 'https://work.example', 'home-key', { status: 'public' }));
    await setDefaultInstallation('home');
    const { feedback } = recorder();
    await requestShorten('https://example.com/a', 'link', feedback, { installation: 'work' });
    await requestShorten('https://example.com/b', 'command', feedback);
    expect(sentTo).toEqual(['https://work.example Bearer work-key', 'https://work.example Bearer home-key']);
    expect(bodies).toEqual([
      { url: 'https://example.com/a', campaign: 4, status: 'private', type: 'direct' },
      { url: 'https://example.com/b', status: 'public', type: 'direct' },
    ]);
  });

  it('a menu entry of an installation removed a moment ago sends nothing, to it or any other', async () => {
    await saveInstallation(installation('work', 'https://work.example', 'work-key'));
    const { events, feedback } = recorder();
    await requestShorten('https://example.com/a', 'link', feedback, { installation: 'removed' });
    expect(isNotConfigured(events[0]?.detail)).toBe(true);
    expect(sentTo).toEqual([]);
    expect((await readQueue()).items).toEqual([]);
  });

  it('drops the links of a removed installation, its lists, its meter, its batch, its index and history, and its origin unless shared', async () => {
    const remove = vi.fn(async () => true);
    (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => true), remove };
    await saveInstallation(installation('a', 'https://a.example', 'key-a'));
    await saveInstallation(installation('b', 'https://b.example:8443', 'key-b'));
    await saveInstallation(installation('c', 'https://b.example', 'key-c'));
    await fakeBrowser.storage.local.set({
      'reference:b': { source: 'x' },
      'rateLimit:b': { limit: 1 },
      'linkIndex:b': { source: 'x', links: [] },
      'clickHistory:b': { version: 2, source: 'x', series: {} },
      'reference:a': { source: 'y' },
      lastInstallation: 'b',
    });
    await updateBatch(() => ({ batch: newBatch([], 'b', { origin: 'https://b.test' }, DEFAULT_SHORTEN_DEFAULTS), result: null }));
    await updateQueue((state) => ({ state: { ...state, items: [{ id: '1', url: 'https://x.test/', installation: 'b', source: 'link', createdAt: 1 }] }, result: null }));

    await removeInstallation('b');
    const stored = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(stored).sort()).toEqual(['queue', 'reference:a', 'settings', 'settings$']);
    expect(JSON.stringify(stored)).not.toContain('key-b');
    expect((await readQueue()).items).toEqual([]);
    expect(await readBatch()).toBeNull();
    // c still uses https://b.example (ports do not count), so its access stays.
    expect(remove).not.toHaveBeenCalled();

    await removeInstallation('c');
    expect(remove).toHaveBeenCalledWith({ origins: ['https://b.example/*'] });
    expect((await getSettings()).installations.map((one) => one.id)).toEqual(['a']);
  });
});
