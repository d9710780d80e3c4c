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
/** The same list with a state: a number (what a batch's wait is to it). */
const withState = () =>
  defineChunkedItem<Head, number, number>({
    head: defineLocalItem<Head | null>('list', { schema: headSchema, fallback: null, version: 2 }),
    version: 2,
    layout: (head) => head,
    perChunk: 3,
    parseEntry: (value) => (typeof value === 'number' ? value : null),
    normal: (entry) => entry,
    isFresh: (entry) => entry === 0,
    parseState: (value) => (typeof value === 'number' ? value : null),
  });
const writeState = (state: number | null, entries = [1, 2, 3, 4], id = 'a') =>
  withState().update(() => ({ next: { head: { id, length: entries.length }, entries, state }, result: undefined }));

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

  it('keeps its state under a key of its own: a change of it writes that key alone, never the head; it goes with the list', async () => {
    await writeState(null);
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    const remove = vi.spyOn(fakeBrowser.storage.local, 'remove');
    await writeState(60_000);
    expect(set.mock.calls).toEqual([[{ 'list:a:state': 60_000 }]]);
    expect((await withState().read())?.state).toBe(60_000);
    await writeState(null);
    expect(remove.mock.calls).toEqual([[['list:a:state']]]);
    expect((await withState().read())?.state).toBeNull();

    await writeState(5);
    await writeState(null, [7], 'b');
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).sort()).toEqual(['list', 'list$', 'list:b:0']);
    await writeState(6, [7], 'b');
    await withState().update(() => ({ next: null, result: undefined }));
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('tells a watcher of a change of its state alone, and keeps it while held', async () => {
    await writeState(null);
    const seen: (number | null)[] = [];
    const item = withState();
    const stop = item.watch((stored) => seen.push(stored?.state ?? null));
    await writeState(9);
    await vi.waitFor(() => expect(seen).toEqual([9]));
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    await fakeBrowser.storage.local.remove('list:a:state');
    await vi.waitFor(() => expect(seen).toEqual([9, null]));
    expect(get).not.toHaveBeenCalled();
    stop();
    await item.hold(async () => {
      await item.update(() => ({ next: { head: { id: 'a', length: 4 }, entries: [1, 2, 3, 4], state: 3 }, result: undefined }));
      expect((await item.read())?.state).toBe(3);
    });
  });
});
