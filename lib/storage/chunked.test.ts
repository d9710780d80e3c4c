import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { z } from 'zod/mini';
import { defineChunkedItem, type StoredChunks } from './chunked';
import { defineLocalItem } from './item';

// A list of marks: a head naming it and counting its entries, each entry a number (0 = fresh).
const headSchema = z.object({ id: z.string(), length: z.number() });
type Head = z.infer<typeof headSchema>;
const list = () =>
  defineChunkedItem<Head, number>({
    head: defineLocalItem<Head | null>('list', { schema: headSchema, fallback: null, version: 2 }),
    version: 2,
    layout: (head) => head,
    perChunk: 3,
    parseEntry: (value) => (typeof value === 'number' ? value : null),
    normal: (entry) => entry,
    isFresh: (entry) => entry === 0,
  });
const entriesOf = (stored: StoredChunks<Head, number> | null) =>
  stored?.chunks.flatMap((chunk, n) => chunk ?? Array.from({ length: Math.min(3, stored.head.length - 3 * n) }, () => 0)) ?? null;
const write = (entries: number[], id = 'a') => list().update(() => ({ next: { head: { id, length: entries.length }, entries }, result: undefined }));

describe('defineChunkedItem', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stores the head and only the chunks that hold a written entry', async () => {
    await write([0, 0, 0, 0, 5, 0, 0]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ list: { id: 'a', length: 7 }, list$: { v: 2 }, 'list:a:1': [0, 5, 0] });
    expect(entriesOf(await list().read())).toEqual([0, 0, 0, 0, 5, 0, 0]);
  });

  it('writes one chunk for a change of one entry, and nothing for no change', async () => {
    await write([1, 2, 3, 4, 5, 6]);
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    await write([1, 2, 3, 4, 9, 6]);
    expect(set.mock.calls).toEqual([[{ 'list:a:1': [4, 9, 6] }]]);
    set.mockClear();
    await write([1, 2, 3, 4, 9, 6]);
    expect(set).not.toHaveBeenCalled();
  });

  it('removes a chunk fresh again, and every key of a replaced or removed list', async () => {
    await write([1, 0, 0, 2]);
    await write([0, 0, 0, 2]);
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).sort()).toEqual(['list', 'list$', 'list:a:1']);
    await write([7], 'b');
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).sort()).toEqual(['list', 'list$', 'list:b:0']);
    await list().update(() => ({ next: null, result: undefined }));
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('tells a chunk never written (null) from one written but unreadable (its entries null)', async () => {
    await fakeBrowser.storage.local.set({ list: { id: 'a', length: 6 }, list$: { v: 2 }, 'list:a:1': 'garbage' });
    expect((await list().read())?.chunks).toEqual([null, []]);
    await fakeBrowser.storage.local.set({ 'list:a:1': [1, 'x'] });
    expect((await list().read())?.chunks).toEqual([null, [1, null]]);
  });

  it('writes back a head of an older version on the next change', async () => {
    await fakeBrowser.storage.local.set({ list: { id: 'a', length: 1 } });
    await write([0]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ list: { id: 'a', length: 1 }, list$: { v: 2 } });
  });

  it('tells a watcher of a chunk change without reading the list again', async () => {
    await write([1, 2, 3, 4]);
    const seen: ((number | null)[] | null)[] = [];
    const stop = list().watch((stored) => seen.push(entriesOf(stored)));
    await write([1, 2, 3, 8]);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    await write([1, 2, 3, 9]);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(get.mock.calls.filter(([keys]) => keys !== null && JSON.stringify(keys).includes('"list"'))).toHaveLength(1);
    expect(seen).toEqual([
      [1, 2, 3, 8],
      [1, 2, 3, 9],
    ]);
    stop();
  });
});
