import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { z } from 'zod/mini';
import { defineSyncItem, syncBytes } from './sync-item';

const counter = () => defineSyncItem('counter', { schema: z.object({ n: z.number() }), fallback: { n: 0 } });

describe('defineSyncItem', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('keeps its value in storage.sync and nothing in storage.local', async () => {
    const item = counter();
    expect(await item.getValue()).toEqual({ n: 0 });
    await item.update((value) => ({ n: value.n + 1 }));
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({ counter: { n: 1 } });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    await item.removeValue();
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
  });

  it('reads a broken value, or a sync area that throws, as the fallback', async () => {
    await fakeBrowser.storage.sync.set({ counter: { n: 'one' } });
    expect(await counter().getValue()).toEqual({ n: 0 });
    vi.spyOn(fakeBrowser.storage.sync, 'get').mockRejectedValue(new Error('sync is off'));
    expect(await counter().getValue()).toEqual({ n: 0 });
    vi.restoreAllMocks();
  });

  it('tells watchers about its key in storage.sync only', async () => {
    const seen: number[] = [];
    const stop = counter().watch((value) => seen.push(value.n));
    await fakeBrowser.storage.local.set({ counter: { n: 5 } });
    await fakeBrowser.storage.sync.set({ counter: { n: 2 } });
    await vi.waitFor(() => expect(seen).toEqual([2]));
    stop();
  });

  it('counts an entry as its key and its JSON in UTF-8 bytes', () => {
    expect(syncBytes('k', { a: 'é' })).toBe('k{"a":"é"}'.length + 1);
  });
});
