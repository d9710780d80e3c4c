import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveInstallation } from '@/lib/installations/installations';
import { enqueue, readQueue } from '@/lib/queue';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { sweepRemovedInstallations } from './sweep';

const keysOf = async () => Object.keys(await fakeBrowser.storage.local.get(null)).sort();

describe('sweepRemovedInstallations (worker start)', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    // The fake browser has no getKeys; Chrome and Firefox do.
    vi.spyOn(fakeBrowser.storage.local, 'getKeys').mockImplementation(async () => Object.keys(await fakeBrowser.storage.local.get(null)));
    await saveInstallation({ id: 'kept', name: 'Kept', connection: { baseUrl: 'https://kept.example', apiKey: 'k' }, defaults: DEFAULT_SHORTEN_DEFAULTS });
  });

  it('removes what is kept for an installation that no longer exists, passwords, index and queue included, and nothing of another', async () => {
    await fakeBrowser.storage.local.set({
      'linkSettings:kept': { source: 's', links: { 1: { url: 'https://a.example', password: 'mine' } } },
      'linkIndex:kept': { links: [] },
      'linkSettings:gone': { source: 's', links: { 2: { url: 'https://b.example', password: 'theirs' } } },
      'linkIndex:gone': { links: [] },
      'clickHistory:gone': {},
      'reference:gone': {},
      'reference:gone$': { v: 2 },
      'rateLimit:gone': {},
    });
    await enqueue('https://queued.example', 'page', 'gone');
    await enqueue('https://queued.example/kept', 'page', 'kept');

    expect(await sweepRemovedInstallations()).toEqual(['gone']);
    expect((await keysOf()).filter((key) => key.includes(':'))).toEqual(['linkIndex:kept', 'linkSettings:kept']);
    expect((await readQueue()).items.map((item) => item.installation)).toEqual(['kept']);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads every value to list the keys where the browser has no getKeys', async () => {
    (fakeBrowser.storage.local as { getKeys?: unknown }).getKeys = undefined;
    await fakeBrowser.storage.local.set({ 'planDrops:gone': { source: 's', dropped: ['geo'] } });
    expect(await sweepRemovedInstallations()).toEqual(['gone']);
    expect(await keysOf()).not.toContain('planDrops:gone');
  });

  it('writes nothing when every installation still exists', async () => {
    await fakeBrowser.storage.local.set({ 'linkIndex:kept': { links: [] } });
    const before = await keysOf();
    expect(await sweepRemovedInstallations()).toEqual([]);
    expect(await keysOf()).toEqual(before);
  });
});
