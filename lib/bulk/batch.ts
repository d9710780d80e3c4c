import { browser, type Browser } from 'wxt/browser';
import { z } from 'zod/mini';
import { storedErrorSchema } from '@/lib/api/error-record';
import { newQueueId } from '@/lib/queue/store';
import { shortenDefaultsSchema, type ShortenDefaults } from '@/lib/settings/schema';
import type { BatchAction } from '@/lib/messaging';
import { defineLocalItem, leniently, storedVersion, versionKeyOf, type StoredValue } from '@/lib/storage/item';
import { withLock } from '@/lib/storage/lock';
import type { PreviewRow } from './preview';

// One bulk batch at a time, in storage.local: the worker sends it line by line, and any page
// (the popup, the manage page) shows where it stands by reading and watching it. Closing a page
// or stopping the worker loses nothing; each line's state says what is known.
//
// Stored in two parts, so a line's progress rewrites about 50 lines, never the whole batch:
// - `bulk` (with `bulk$`, its version): the header (installation, defaults, status, the wait)
//   and each line's base (its input line, address, alias, campaign, channel), written when the
//   batch starts, ends, waits or is paused, cancelled or retried;
// - `bulk:<batch id>:<n>`: the progress (state, short URL, error, request mark) of lines
//   50n to 50n + 49, in the header's order. A chunk never written is fresh: waiting, never sent.
// The worker is the one writer of all of them, under one lock; pages read the batch assembled.

const lineStateSchema = z.enum(['waiting', 'done', 'failed', 'unsure', 'cancelled']);

const lineBaseShape = {
  /** 1-based line of the input: results keep the input's order by it. */
  line: z.number(),
  url: z.string(),
  alias: z.string(),
  campaign: z.nullable(z.number()),
  channel: z.nullable(z.number()),
};

const lineProgressShape = {
  /**
   * waiting: not sent yet (or sent and refused by the rate limit, which makes nothing);
   * unsure: sent, and the answer did not prove whether the link was made (a dropped
   * connection, a timeout, a 500 page, the worker stopped mid-request): it is looked up before
   * any resend; done / failed: final; cancelled: the user cancelled before it was sent.
   */
  state: lineStateSchema,
  shorturl: z.optional(z.string()),
  /** Why it failed or is unsure, worded when shown; a batch stored by an older version holds the sentence itself. */
  error: z.optional(storedErrorSchema),
  /** Set just before its request goes out; a line still marked after a worker restart is unsure. */
  sentAt: z.optional(z.number()),
};

const batchLineSchema = z.object({ ...lineBaseShape, ...lineProgressShape });
const lineProgressSchema = z.object(lineProgressShape);

const headerShape = {
  id: z.string(),
  installation: z.string(),
  createdAt: z.number(),
  /** The batch's own choices; a line's campaign and channel columns win over them. */
  defaults: shortenDefaultsSchema,
  /** running: the worker sends; paused / cancelled: it does not; finished: nothing is left to send. */
  status: z.enum(['running', 'paused', 'cancelled', 'finished']),
  /** When the rate limit lets the next line go (epoch ms), or null. */
  waitUntil: z.nullable(z.number()),
};

const batchSchema = z.object({ ...headerShape, lines: z.array(batchLineSchema) });

/**
 * What `bulk` holds: since version 2 each line's base alone. A batch stored whole by version 1
 * (and not written since) has each line's progress on the line: this schema reads that shape as
 * it is, with no migration step; a chunk key, once written, wins over it, and the first write
 * moves it to the chunk keys. Nothing is dropped: a line sent or made stays so.
 */
const headerSchema = z.object({ ...headerShape, lines: z.array(z.object({ ...lineBaseShape, ...lineProgressShape, state: z.optional(lineStateSchema) })) });

export type BatchLine = z.infer<typeof batchLineSchema>;
export type Batch = z.infer<typeof batchSchema>;
type LineProgress = z.infer<typeof lineProgressSchema>;
type LineBase = Pick<BatchLine, keyof typeof lineBaseShape>;
type BatchHeader = z.infer<typeof headerSchema>;

/** A batch as it arrives from a page ('bulk:start'), or null when it is not one. */
export function parseBatch(value: unknown): Batch | null {
  const parsed = batchSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const BULK_KEY = 'bulk';
const BATCH_VERSION = 2;

/** How many lines' progress one key holds. */
export const LINES_PER_CHUNK = 50;

/**
 * The batch's header. Version 1's shape reads as it is (headerSchema); a later shape change is
 * migrated (bump the version and add a step), never dropped; a header that does not parse reads
 * as none, not guessed at.
 * Its own `update` is for writing the header back in its current shape only (the worker does on
 * an update): a batch changes through `updateBatch`.
 */
export const bulkItem = defineLocalItem<BatchHeader | null>(BULK_KEY, {
  schema: headerSchema,
  fallback: null,
  version: BATCH_VERSION,
});

/** One chunk's progress as stored; an entry that does not parse is null (read as unsure). */
type Chunk = readonly (LineProgress | null)[];

function parseChunk(value: unknown): Chunk {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => {
    const parsed = lineProgressSchema.safeParse(entry);
    return parsed.success ? parsed.data : null;
  });
}

const chunkKey = (batchId: string, chunk: number) => `${BULK_KEY}:${batchId}:${chunk}`;

/** The progress of a batch's lines 50n to 50n + 49: null when never written (every line fresh). */
const progressItem = (batchId: string, chunk: number) => defineLocalItem<Chunk | null>(chunkKey(batchId, chunk), { schema: leniently(parseChunk), fallback: null });

const chunkCount = (lines: number) => Math.ceil(lines / LINES_PER_CHUNK);
const chunkKeys = (batch: { id: string; lines: readonly unknown[] }) => Array.from({ length: chunkCount(batch.lines.length) }, (_, n) => chunkKey(batch.id, n));

const FRESH: LineProgress = { state: 'waiting' };
/**
 * A chunk that was written but holds nothing readable for a line: whether its link was made is
 * not known, so it is looked up before anything is sent for it (exactly one link per line).
 */
const UNKNOWN: LineProgress = { state: 'unsure' };

/** A line's progress, in one key order, so an unchanged chunk compares equal and is not written. */
function progressOf(line: LineProgress): LineProgress {
  return {
    state: line.state,
    ...(line.shorturl !== undefined ? { shorturl: line.shorturl } : {}),
    ...(line.error !== undefined ? { error: line.error } : {}),
    ...(line.sentAt !== undefined ? { sentAt: line.sentAt } : {}),
  };
}

const isFresh = (line: LineProgress) => line.state === 'waiting' && line.shorturl === undefined && line.error === undefined && line.sentAt === undefined;

/** What chunk `n` of a batch stores: null (no key) while all its lines are fresh. */
function chunkOf(batch: Batch, n: number): LineProgress[] | null {
  const lines = batch.lines.slice(n * LINES_PER_CHUNK, (n + 1) * LINES_PER_CHUNK);
  return lines.every(isFresh) ? null : lines.map(progressOf);
}

/** What `bulk` stores of a batch, in one key order (an unchanged header compares equal and is not written). */
function headerOf({ id, installation, createdAt, defaults, status, waitUntil, lines }: Batch | BatchHeader): BatchHeader {
  return {
    id,
    installation,
    createdAt,
    defaults,
    status,
    waitUntil,
    lines: lines.map(({ line, url, alias, campaign, channel }: LineBase) => ({ line, url, alias, campaign, channel })),
  };
}

/** Header + progress: a written chunk's entry wins, else what a version 1 header carried, else fresh. */
function assemble(header: BatchHeader, chunks: readonly (Chunk | null)[]): Batch {
  const { lines, ...rest } = header;
  return {
    ...rest,
    lines: lines.map(({ line, url, alias, campaign, channel, ...progress }, i) => {
      const chunk = chunks[Math.floor(i / LINES_PER_CHUNK)];
      return { line, url, alias, campaign, channel, ...(chunk ? (chunk[i % LINES_PER_CHUNK] ?? UNKNOWN) : progress.state ? (progress as LineProgress) : FRESH) };
    }),
  };
}

/** The batch as stored: its header, each chunk as read, and whether the header is older than its shape now. */
interface StoredBatch {
  header: BatchHeader;
  chunks: (Chunk | null)[];
  /** Stored by version 1 (whole, or written back with its progress on the header): the first write moves it. */
  older: boolean;
}

async function readStoredHeader(): Promise<StoredValue> {
  const stored = await browser.storage.local.get([BULK_KEY, versionKeyOf(BULK_KEY)]);
  return { value: stored[BULK_KEY], version: storedVersion(stored[versionKeyOf(BULK_KEY)]) };
}

async function readChunks(header: BatchHeader): Promise<(Chunk | null)[]> {
  const keys = chunkKeys(header);
  if (keys.length === 0) return [];
  const stored = await browser.storage.local.get(keys);
  return Promise.all(keys.map((key, n) => progressItem(header.id, n).fromStorage({ value: stored[key], version: undefined })));
}

async function readStored(): Promise<StoredBatch | null> {
  const raw = await readStoredHeader();
  const header = await bulkItem.fromStorage(raw);
  if (!header) return null;
  const older = raw.version !== BATCH_VERSION || header.lines.some((line) => line.state !== undefined);
  return { header, chunks: await readChunks(header), older };
}

/** The batch, its header and progress assembled, or null. */
export async function readBatch(): Promise<Batch | null> {
  const stored = await readStored();
  return stored && assemble(stored.header, stored.chunks);
}

/**
 * Writes what changed from `before` to `after`, in one `set` (chunks and header together: a
 * version 1 header's progress is never dropped before its chunks hold it) and then one `remove`
 * (a replaced or forgotten batch's keys; a chunk fresh again).
 */
async function save(before: StoredBatch | null, after: Batch | null): Promise<void> {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  const same = before !== null && after !== null && before.header.id === after.id;
  if (before && !same) remove.push(...chunkKeys(before.header));
  if (!after) {
    if (before) remove.push(BULK_KEY, versionKeyOf(BULK_KEY));
  } else {
    for (let n = 0; n < chunkCount(after.lines.length); n++) {
      const next = chunkOf(after, n);
      const stored = same ? (before.chunks[n] ?? null) : null;
      if (JSON.stringify(next) === JSON.stringify(stored && stored.map((entry) => entry && progressOf(entry)))) continue;
      if (next) set[chunkKey(after.id, n)] = next;
      else remove.push(chunkKey(after.id, n));
    }
    const header = headerOf(after);
    if (!same || before.older || JSON.stringify(header) !== JSON.stringify(headerOf(before.header))) {
      set[BULK_KEY] = header;
      set[versionKeyOf(BULK_KEY)] = { v: BATCH_VERSION };
    }
  }
  if (Object.keys(set).length > 0) await browser.storage.local.set(set);
  if (remove.length > 0) await browser.storage.local.remove(remove);
}

/**
 * Read-modify-write of the whole batch under its one lock (the header's key: the header's own
 * write-back waits for it too), as for the right-click queue; a null batch removes it. Only what
 * changed is written: a line's progress is its chunk's key alone.
 */
export async function updateBatch<T>(change: (batch: Batch | null) => { batch: Batch | null; result: T }): Promise<T> {
  return withLock(BULK_KEY, async () => {
    const before = await readStored();
    const next = change(before && assemble(before.header, before.chunks));
    await save(before, next.batch);
    return next.result;
  });
}

type ChangeListener = (changes: Record<string, Browser.storage.StorageChange>, areaName: string) => void;

/**
 * Calls back with the batch (or null) whenever any context changes it. A change of the header
 * reads the batch again; a change of a chunk is applied to the batch already read, so a line's
 * progress costs a page its ~50 lines, not a read of the whole batch.
 */
export function watchBatch(callback: (batch: Batch | null) => void): () => void {
  let known: { header: BatchHeader; chunks: (Chunk | null)[] } | null = null;
  // In turn: a read must not be overtaken by the change after it.
  let latest: Promise<unknown> = Promise.resolve();
  const listener: ChangeListener = (changes, areaName) => {
    if (areaName !== 'local') return;
    const keys = Object.keys(changes).filter((key) => key === BULK_KEY || key.startsWith(`${BULK_KEY}:`));
    if (keys.length === 0) return;
    latest = latest
      .then(async () => {
        if (keys.includes(BULK_KEY) || !known) {
          const stored = await readStored();
          known = stored && { header: stored.header, chunks: stored.chunks };
        } else {
          const current: { header: BatchHeader; chunks: (Chunk | null)[] } = known;
          let changed = false;
          for (let n = 0; n < current.chunks.length; n++) {
            const change = changes[chunkKey(current.header.id, n)];
            if (!change) continue;
            current.chunks[n] = await progressItem(current.header.id, n).fromStorage({ value: change.newValue, version: undefined });
            changed = true;
          }
          // Another batch's keys (one just replaced): nothing shown changed.
          if (!changed) return;
        }
        callback(known && assemble(known.header, known.chunks));
      })
      .catch(() => undefined);
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/** An installation removed: its batch goes with it, progress and all (the worker's half of the removal). */
export function forgetBatchOf(installation: string): Promise<void> {
  return updateBatch((batch) => ({ batch: batch?.installation === installation ? null : batch, result: undefined }));
}

/** The valid lines of a preview as a new batch; duplicates and invalid lines are never sent. */
export function newBatch(rows: readonly PreviewRow[], installation: string, defaults: ShortenDefaults, now: number = Date.now()): Batch {
  const lines = rows.flatMap((row): BatchLine[] =>
    row.status === 'valid' ? [{ line: row.line, url: row.url, alias: row.alias, campaign: row.campaign, channel: row.channel, state: 'waiting' }] : [],
  );
  return { id: newQueueId(now), installation, createdAt: now, defaults, lines, status: 'running', waitUntil: null };
}

/** Pause, resume, cancel (what is done stays done) and retry the failed lines. */
export const batchControls: Record<BatchAction, (batch: Batch) => Batch> = {
  pause: (batch: Batch): Batch => (batch.status === 'running' ? { ...batch, status: 'paused' } : batch),
  resume: (batch: Batch): Batch => (batch.status === 'paused' ? { ...batch, status: 'running' } : batch),
  cancel: (batch: Batch): Batch => ({
    ...batch,
    status: 'cancelled',
    // An unsure line keeps its state: whether it was made is still to be found out.
    lines: batch.lines.map((line) => (line.state === 'waiting' ? { ...line, state: 'cancelled' } : line)),
  }),
  retryFailed: (batch: Batch): Batch => ({
    ...batch,
    status: 'running',
    lines: batch.lines.map((line) => (line.state === 'failed' || line.state === 'cancelled' ? withoutOutcome({ ...line, state: 'waiting' }) : line)),
  }),
};

export function withoutOutcome(line: BatchLine): BatchLine {
  const { error: _error, sentAt: _sentAt, ...rest } = line;
  return rest;
}

export interface BatchCounts {
  total: number;
  done: number;
  failed: number;
  unsure: number;
  waiting: number;
  cancelled: number;
}

export function countLines(batch: Pick<Batch, 'lines'>): BatchCounts {
  const counts: BatchCounts = { total: batch.lines.length, done: 0, failed: 0, unsure: 0, waiting: 0, cancelled: 0 };
  for (const line of batch.lines) counts[line.state]++;
  return counts;
}
