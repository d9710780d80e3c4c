import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { z } from 'zod/mini';
import { defineLocalItem, leniently } from './item';

const counter = () => defineLocalItem('counter', { schema: z.object({ n: z.number() }), fallback: { n: 0 } });

// v1 stored a bare number; v2 an object with a unit; v3 renamed the number.
const STEPS = {
  2: (previous: unknown) => ({ amount: previous, unit: 'ms' }),
  3: (previous: unknown) => {
    const { amount, unit } = previous as { amount: unknown; unit: unknown };
    return { ms: amount, unit };
  },
};
const versioned = (migrations: () => Promise<typeof STEPS> = async () => STEPS) =>
  defineLocalItem('wait', { schema: z.object({ ms: z.number(), unit: z.string() }), fallback: null, version: 3, migrations });

describe('defineLocalItem', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives the fallback until a value is stored, then the value, then the fallback once removed', async () => {
    const item = counter();
    expect(await item.getValue()).toEqual({ n: 0 });
    await item.setValue({ n: 1 });
    expect(await item.getValue()).toEqual({ n: 1 });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ counter: { n: 1 } });
    await item.removeValue();
    expect(await item.getValue()).toEqual({ n: 0 });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('reads a value that does not parse as the fallback; a lenient schema keeps what it can', async () => {
    await fakeBrowser.storage.local.set({ counter: { n: 'one' } });
    expect(await counter().getValue()).toEqual({ n: 0 });
    const list = defineLocalItem('list', { schema: leniently((value) => (Array.isArray(value) ? value.filter((entry) => typeof entry === 'number') : [])), fallback: [] });
    await fakeBrowser.storage.local.set({ list: [1, 'x', 2] });
    expect(await list.getValue()).toEqual([1, 2]);
  });

  it('migrates a value of each older version on read, and an identity update writes it back once', async () => {
    await fakeBrowser.storage.local.set({ wait: 5 });
    expect(await versioned().getValue()).toEqual({ ms: 5, unit: 'ms' });
    await fakeBrowser.storage.local.set({ wait: { amount: 7, unit: 's' }, wait$: { v: 2 } });
    expect(await versioned().getValue()).toEqual({ ms: 7, unit: 's' });
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    await versioned().update((value) => value);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ wait: { ms: 7, unit: 's' }, wait$: { v: 3 } });
    await versioned().update((value) => value);
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('loads the steps only for an older value, and reads the fallback when a step is missing', async () => {
    const load = vi.fn(async () => STEPS);
    await versioned(load).setValue({ ms: 1, unit: 'ms' });
    expect(await versioned(load).getValue()).toEqual({ ms: 1, unit: 'ms' });
    expect(load).not.toHaveBeenCalled();
    await fakeBrowser.storage.local.set({ wait: 5, wait$: { v: 0 } });
    expect(await versioned(load).getValue()).toBeNull();
  });

  it('tells watchers about its own key in storage.local only, parsed, until they stop', async () => {
    const item = counter();
    const seen: number[] = [];
    const stop = item.watch((value) => seen.push(value.n));
    await item.setValue({ n: 1 });
    await fakeBrowser.storage.local.set({ other: 5 });
    await fakeBrowser.storage.sync.set({ counter: { n: 7 } });
    await fakeBrowser.storage.local.set({ counter: 'junk' });
    await item.removeValue();
    await vi.waitFor(() => expect(seen).toEqual([1, 0, 0]));
    stop();
    await item.setValue({ n: 2 });
    await Promise.resolve();
    expect(seen).toEqual([1, 0, 0]);
  });

  it('update skips the write when nothing changed', async () => {
    const item = counter();
    await item.setValue({ n: 3 });
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    expect(await item.update((value) => ({ ...value }))).toEqual({ n: 3 });
    expect(set).not.toHaveBeenCalled();
    await item.update((value) => ({ n: value.n + 1 }));
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('update writes nothing over nothing stored when the result equals the fallback', async () => {
    const item = counter();
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    expect(await item.update((value) => ({ ...value }))).toEqual({ n: 0 });
    expect(set).not.toHaveBeenCalled();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    await item.update(() => ({ n: 1 }));
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('a removal racing an update lands after it, never under it', async () => {
    // A removal of an installation racing a create in the worker brought remembered bodies back:
    // the update had read before the removal and wrote after it.
    const item = counter();
    await item.setValue({ n: 1 });
    const local = fakeBrowser.storage.local;
    const get = local.get.bind(local) as (keys: string) => Promise<Record<string, unknown>>;
    vi.spyOn(local, 'get').mockImplementation((async (keys: string) => {
      const read = await get(keys);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return read;
    }) as never);
    await Promise.all([item.update((value) => ({ n: value.n + 1 })), item.removeValue()]);
    expect(await local.get(null)).toEqual({});
  });

  it('two contexts updating one key lose no write', async () => {
    // Two item instances, as a page and the worker each define their own; every read and write
    // yields to the other, so without the lock each would write back what it read before the other's write.
    const page = counter();
    const worker = counter();
    const local = fakeBrowser.storage.local;
    const [get, set] = [local.get.bind(local) as (keys: string) => Promise<Record<string, unknown>>, local.set.bind(local)];
    const later = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
    vi.spyOn(local, 'get').mockImplementation((async (keys: string) => {
      await later();
      return get(keys);
    }) as never);
    vi.spyOn(local, 'set').mockImplementation(async (items) => {
      await later();
      return set(items);
    });
    const bump = (item: typeof page) => item.update((value) => ({ n: value.n + 1 }));
    await Promise.all(Array.from({ length: 20 }, (_, i) => bump(i % 2 === 0 ? page : worker)));
    expect(await counter().getValue()).toEqual({ n: 20 });
  });

  describe('with navigator.locks', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('runs each update under the lock named after the key', async () => {
      const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
      vi.stubGlobal('navigator', { locks: { request } });
      await counter().update((value) => ({ n: value.n + 1 }));
      await versioned().update((value) => value);
      expect(request.mock.calls.map(([name]) => name)).toEqual(['counter', 'wait']);
      expect(await counter().getValue()).toEqual({ n: 1 });
    });

    it('takes the same lock for setValue and removeValue', async () => {
      const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
      vi.stubGlobal('navigator', { locks: { request } });
      await counter().setValue({ n: 3 });
      await counter().removeValue();
      expect(request.mock.calls.map(([name]) => name)).toEqual(['counter', 'counter']);
      expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    });
  });
});
