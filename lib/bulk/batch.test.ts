import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { batchControls, bulkItem, forgetBatchOf, LINES_PER_CHUNK, newBatch, readBatch, updateBatch, watchBatch, type Batch, type BatchLine } from './batch';
import { BATCH_V1 } from '@/lib/bulk/examples/v1';
import { previewBulk } from './preview';
import { runBatch, type RunDeps } from './run';

const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://example.com/bulk/${i + 1}`);

async function start(lines: string[], installation = 'work'): Promise<Batch> {
  const batch = newBatch(previewBulk(lines.join('\n')).rows, installation, { origin: 'https://work.test' }, DEFAULT_SHORTEN_DEFAULTS, 0);
  await updateBatch(() => ({ batch, result: null }));
  return batch;
}

/** A service that makes every link it is asked for, and records what it was asked. */
function service() {
  const log: string[] = [];
  const made = new Map<string, string>();
  const deps: RunDeps = {
    async create(line) {
      log.push(`create ${line.line}`);
      const shorturl = `https://s.example/${made.size + 1}`;
      made.set(line.url, shorturl);
      return { shorturl };
    },
    async findExisting(line) {
      log.push(`lookup ${line.line}`);
      const shorturl = made.get(line.url);
      return shorturl ? { shorturl } : null;
    },
    exhaustedUntil: () => null,
    now: () => 1_000,
  };
  return { log, made, deps };
}

const stored = () => fakeBrowser.storage.local.get(null) as Promise<Record<string, { lines: object[] } & Record<string, unknown>>>;
const setLine = (n: number, change: Partial<BatchLine>) =>
  updateBatch((b) => ({ batch: b && { ...b, lines: b.lines.map((l) => (l.line === n ? { ...l, ...change } : l)) }, result: null }));

describe('the stored batch: a header, and each 50 lines’ progress under a key of its own', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('a 100-line run writes each line’s progress to its chunk’s key alone; the header only when it starts and finishes', async () => {
    const batch = await start(urls(100));
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    const remove = vi.spyOn(fakeBrowser.storage.local, 'remove');
    const changes: string[][] = [];
    const listener = (change: Record<string, unknown>) => void changes.push(Object.keys(change));
    fakeBrowser.storage.onChanged.addListener(listener);
    const { deps, log } = service();

    expect(await runBatch(deps)).toEqual({ status: 'finished' });
    fakeBrowser.storage.onChanged.removeListener(listener);

    const writes = set.mock.calls.map(([items]) => items as Record<string, unknown>);
    // Two per line (marked sent, then made), each of one key: the line's chunk.
    const progress = writes.filter((items) => !('bulk' in items));
    expect(progress).toHaveLength(200);
    for (const [i, items] of progress.entries()) {
      const line = Math.floor(i / 2);
      expect(Object.keys(items)).toEqual([`bulk:${batch.id}:${Math.floor(line / LINES_PER_CHUNK)}`]);
      expect(Object.values(items)[0]).toHaveLength(LINES_PER_CHUNK);
    }
    // The header once more, when the batch finished; nothing removed.
    const headers = writes.filter((items) => 'bulk' in items);
    expect(headers).toHaveLength(1);
    expect(headers[0]).toMatchObject({ bulk: { status: 'finished' }, bulk$: { v: 2 } });
    expect(remove).not.toHaveBeenCalled();
    // Pages hear of 50 lines at a time: `bulk` itself changed once.
    expect(changes.filter((keys) => keys.includes('bulk'))).toHaveLength(1);
    expect(changes).toHaveLength(201);

    expect(log).toEqual(urls(100).map((_, i) => `create ${i + 1}`));
    const done = (await readBatch())!;
    expect(done.lines.every((line) => line.state === 'done' && line.shorturl !== undefined)).toBe(true);
    const keys = Object.keys(await stored()).sort();
    expect(keys).toEqual(['bulk', 'bulk$', `bulk:${batch.id}:0`, `bulk:${batch.id}:1`]);
    // The header holds each line's base and nothing of its progress.
    expect((await stored())['bulk']!.lines[0]).toEqual({ line: 1, url: 'https://example.com/bulk/1', alias: '', campaign: null, channel: null });
  });

  it('a rate-limit wait writes the batch’s state key alone, never the header with every line', async () => {
    const batch = await start(urls(120));
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    let exhausted: number | null = 60_000;
    const { deps, log } = service();
    expect(await runBatch({ ...deps, exhaustedUntil: () => exhausted })).toEqual({ status: 'waiting', until: 61_000 });
    expect(set.mock.calls).toEqual([[{ [`bulk:${batch.id}:state`]: { waitUntil: 61_000 } }]]);
    expect((await readBatch())?.waitUntil).toBe(61_000);
    expect((await stored())['bulk']).toMatchObject({ waitUntil: null });

    // The window reopens: the first line's progress clears the wait, which costs its key's removal.
    set.mockClear();
    const remove = vi.spyOn(fakeBrowser.storage.local, 'remove');
    exhausted = null;
    await runBatch({ ...deps, exhaustedUntil: () => exhausted, now: () => 61_000 });
    expect(log).toHaveLength(120);
    expect(remove.mock.calls).toEqual([[[`bulk:${batch.id}:state`]]]);
    expect(set.mock.calls.filter(([items]) => 'bulk' in items)).toHaveLength(1);
    expect((await readBatch())?.waitUntil).toBeNull();
  });

  it('reads the wait a header stored by an earlier version carries, and moves it to the state key on the next write', async () => {
    const batch = await start(urls(3));
    await fakeBrowser.storage.local.set({ bulk: { ...(await stored())['bulk'], waitUntil: 90_000 } });
    expect((await readBatch())?.waitUntil).toBe(90_000);
    await setLine(1, { state: 'waiting', sentAt: 5 });
    expect((await readBatch())?.waitUntil).toBe(90_000);
    expect((await stored())['bulk']).toMatchObject({ waitUntil: null });
    expect((await stored())[`bulk:${batch.id}:state`]).toEqual({ waitUntil: 90_000 });
  });

  it('a control writes the header and only the chunks whose lines it changes', async () => {
    const batch = await start(urls(120));
    await setLine(3, { state: 'failed', error: { kind: 'rejected' } });
    await setLine(110, { state: 'done', shorturl: 'https://s.example/110' });
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    const remove = vi.spyOn(fakeBrowser.storage.local, 'remove');

    await updateBatch((b) => ({ batch: b && batchControls.pause(b), result: null }));
    expect(set.mock.calls.map(([items]) => Object.keys(items).sort())).toEqual([['bulk', 'bulk$']]);

    // Retry: line 3 is fresh again, and with it its whole chunk, whose key goes.
    set.mockClear();
    await updateBatch((b) => ({ batch: b && batchControls.retryFailed(b), result: null }));
    expect(set.mock.calls.map(([items]) => Object.keys(items).sort())).toEqual([['bulk', 'bulk$']]);
    expect(remove.mock.calls).toEqual([[[`bulk:${batch.id}:0`]]]);
    expect((await readBatch())?.lines.map((l) => l.state).filter((s) => s !== 'waiting')).toEqual(['done']);
  });

  it('starting another batch, clearing it and forgetting its installation remove its progress keys with it', async () => {
    const first = await start(urls(60));
    await setLine(1, { state: 'done', shorturl: 'https://s.example/1' });
    await setLine(55, { state: 'done', shorturl: 'https://s.example/55' });
    expect(Object.keys(await stored()).sort()).toEqual(['bulk', 'bulk$', `bulk:${first.id}:0`, `bulk:${first.id}:1`]);

    const second = await start(urls(3), 'home');
    expect(Object.keys(await stored()).sort()).toEqual(['bulk', 'bulk$']);
    expect((await readBatch())?.id).toBe(second.id);
    await setLine(2, { state: 'done', shorturl: 'https://s.example/2' });

    await forgetBatchOf('work');
    expect((await readBatch())?.id).toBe(second.id);
    await forgetBatchOf('home');
    expect(await stored()).toEqual({});
    expect(await readBatch()).toBeNull();
  });

  it('a written chunk whose entry cannot be read makes that line unsure: it is looked up before anything is sent', async () => {
    const batch = await start(urls(3));
    await setLine(1, { state: 'done', shorturl: 'https://s.example/1' });
    await fakeBrowser.storage.local.set({ [`bulk:${batch.id}:0`]: [{ state: 'done', shorturl: 'https://s.example/1' }, { state: 'made?' }] });
    expect((await readBatch())?.lines.map((l) => l.state)).toEqual(['done', 'unsure', 'unsure']);
    const { deps, log } = service();
    await runBatch(deps);
    expect(log).toEqual(['lookup 2', 'create 2', 'lookup 3', 'create 3']);
  });

  it('a page watching the batch follows each chunk and the header, and hears nothing of another batch’s keys', async () => {
    const batch = await start(urls(60));
    const seen: (Batch | null)[] = [];
    const stop = watchBatch((value) => seen.push(value));
    await setLine(55, { state: 'done', shorturl: 'https://s.example/55' });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    await setLine(2, { state: 'waiting', sentAt: 5 });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    // A chunk's change is applied to what the page holds, without reading the batch again.
    const reads = get.mock.calls.length;
    await setLine(2, { state: 'done', shorturl: 'https://s.example/2', sentAt: undefined });
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(get.mock.calls.length).toBe(reads + 2); // the writer's own read, header and chunks
    expect(seen[2]?.lines.filter((l) => l.state === 'done').map((l) => [l.line, l.shorturl])).toEqual([
      [2, 'https://s.example/2'],
      [55, 'https://s.example/55'],
    ]);
    await fakeBrowser.storage.local.set({ 'bulk:another:0': [{ state: 'done' }] });
    await updateBatch((b) => ({ batch: b && batchControls.pause(b), result: null }));
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen[3]).toMatchObject({ id: batch.id, status: 'paused' });
    await updateBatch(() => ({ batch: null, result: null }));
    await vi.waitFor(() => expect(seen).toHaveLength(5));
    expect(seen[4]).toBeNull();
    stop();
  });
});

describe('a batch stored whole by version 1', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  const v1Lines = BATCH_V1.lines.map((line) => ({ ...line }));

  it('reads as it was, and the worker’s write-back on an update keeps every line’s progress', async () => {
    await fakeBrowser.storage.local.set({ bulk: BATCH_V1 });
    expect(await readBatch()).toEqual({ ...BATCH_V1, lines: v1Lines });
    await bulkItem.update((header) => header);
    expect((await stored())['bulk$']).toEqual({ v: 2 });
    expect(await readBatch()).toEqual({ ...BATCH_V1, lines: v1Lines });
  });

  it('reads a line with a progress it cannot read, or what is not a batch, as no batch', async () => {
    await fakeBrowser.storage.local.set({ bulk: { ...BATCH_V1, lines: [{ ...BATCH_V1.lines[0], state: 'lost' }] } });
    expect(await readBatch()).toBeNull();
    await fakeBrowser.storage.local.set({ bulk: 'junk' });
    expect(await readBatch()).toBeNull();
    await fakeBrowser.storage.local.set({ bulk: { lines: 'x' } });
    expect(await readBatch()).toBeNull();
  });

  it('moves its progress to the chunk keys on the first write, and resumes with exactly one link per line', async () => {
    await fakeBrowser.storage.local.set({ bulk: BATCH_V1 });
    await updateBatch((b) => ({ batch: b && batchControls.resume(b), result: null }));
    const after = await stored();
    expect(after['bulk']!.lines.every((line) => !('progress' in line) && !('state' in line))).toBe(true);
    expect(after['bulk:lz1-abc:0']).toEqual(
      BATCH_V1.lines.map(({ state, ...rest }) => ({
        state,
        ...('shorturl' in rest ? { shorturl: rest.shorturl } : {}),
        ...('error' in rest ? { error: rest.error } : {}),
        ...('sentAt' in rest ? { sentAt: rest.sentAt } : {}),
      })),
    );
    expect(await readBatch()).toEqual({ ...BATCH_V1, status: 'running', lines: v1Lines });

    // Line 5 was marked sent and never answered: looked up first; found made, it is not sent again.
    const { deps, log, made } = service();
    made.set('https://example.com/five', 'https://s.example/five');
    expect(await runBatch(deps)).toEqual({ status: 'finished' });
    expect(log).toEqual(['create 6', 'lookup 5']);
    expect((await readBatch())?.lines.map((l) => [l.line, l.state, l.shorturl ?? null])).toEqual([
      [1, 'done', 'https://s.example/1'],
      [2, 'done', 'https://s.example/two'],
      [4, 'failed', null],
      [5, 'done', 'https://s.example/five'],
      [6, 'done', 'https://s.example/2'],
    ]);
  });
});
