import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineLocalItem } from './item';

describe('defineLocalItem', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('gives the fallback until a value is stored, then the value, then the fallback once removed', async () => {
    const item = defineLocalItem<{ n: number } | null>('thing', null);
    expect(await item.getValue()).toBeNull();
    await item.setValue({ n: 1 });
    expect(await item.getValue()).toEqual({ n: 1 });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ thing: { n: 1 } });
    await item.removeValue();
    expect(await item.getValue()).toBeNull();
  });

  it('tells watchers about its own key in storage.local only, until they stop', async () => {
    const item = defineLocalItem('thing', 0);
    const seen: number[] = [];
    const stop = item.watch((value) => seen.push(value));
    await item.setValue(1);
    await fakeBrowser.storage.local.set({ other: 5 });
    await fakeBrowser.storage.sync.set({ thing: 7 });
    await item.removeValue();
    stop();
    await item.setValue(2);
    expect(seen).toEqual([1, 0]);
  });
});
