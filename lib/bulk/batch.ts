import { z } from 'zod/mini';
import { storedErrorSchema, toErrorRecord } from '@/lib/api/error-record';
import { madeForSchema, type MadeFor } from '@/lib/installations/made-for';
import { newQueueId } from '@/lib/queue/store';
import { shortenDefaultsSchema, type ShortenDefaults } from '@/lib/settings/schema';
import type { BatchAction } from '@/lib/messaging';
import { defineChunkedItem, type StoredChunks } from '@/lib/storage/chunked';
import { defineLocalItem } from '@/lib/storage/item';
import type { PreviewRow } from './preview';

// One bulk batch at a time, in storage.local: the worker sends it line by line, and any page
// (the popup, the manage page) shows where it stands by reading and watching it. Closing a page
// or stopping the worker loses nothing; each line's state says what is known.
//
// Stored as a chunked item (lib/storage/chunked.ts), so a line's progress rewrites about 50
// lines, never the whole batch:
// - `bulk` (with `bulk$`, its version): the header (installation, defaults, status, the wait)
//   and each line's base (its input line, address, alias, campaign, channel), written when the
//   batch starts, ends, waits or is paused, cancelled or retried;
// - `bulk:<batch id>:<n>`: the progress (state, short URL, error, request mark) of lines
//   50n to 50n + 49, in the header's order. A chunk never written is fresh: waiting, never sent;
// - `bulk:<batch id>:state`: the rate limit's wait, set and cleared once a window, which would
//   otherwise rewrite the header and every line's base with it (a megabyte a minute for a batch
//   of 10,000 lines). The header's own `waitUntil` is then null; a header stored by an earlier
//   version may still carry its wait, read until the next write moves it here.
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
  /**
   * Where the installation pointed when the batch was made: it is sent only while it still
   * points there (lib/flows/batch-installation.ts). Absent in a batch stored before it was kept,
   * which goes to its installation as it is now.
   */
  madeFor: z.optional(madeForSchema),
  createdAt: z.number(),
  /** The batch's own choices; a line's campaign and channel columns win over them. */
  defaults: shortenDefaultsSchema,
  /** running: the worker sends; paused / cancelled: it does not; finished: nothing is left to send. */
  status: z.enum(['running', 'paused', 'cancelled', 'finished']),
  /** When the rate limit lets the next line go (epoch ms), or null. Stored under the batch's state key (see above). */
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
const batchStateSchema = z.object({ waitUntil: z.number() });
type BatchState = z.infer<typeof batchStateSchema>;

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

/** The batch in storage: the header under `bulk`, its lines' progress in chunks of 50 (lib/storage/chunked.ts). */
const batchStore = defineChunkedItem<BatchHeader, LineProgress, BatchState>({
  head: bulkItem,
  version: BATCH_VERSION,
  layout: (header) => ({ id: header.id, length: header.lines.length }),
  perChunk: LINES_PER_CHUNK,
  parseEntry: (value) => {
    const parsed = lineProgressSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
  normal: progressOf,
  isFresh,
  parseState: (value) => {
    const parsed = batchStateSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
});

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

function isFresh(line: LineProgress): boolean {
  return line.state === 'waiting' && line.shorturl === undefined && line.error === undefined && line.sentAt === undefined;
}

/** What `bulk` stores of a batch, in one key order (an unchanged header compares equal and is not written); its wait is the state's. */
function headerOf({ id, installation, madeFor, createdAt, defaults, status, lines }: Batch | BatchHeader): BatchHeader {
  return {
    id,
    installation,
    ...(madeFor === undefined ? {} : { madeFor }),
    createdAt,
    defaults,
    status,
    waitUntil: null,
    lines: lines.map(({ line, url, alias, campaign, channel }: LineBase) => ({ line, url, alias, campaign, channel })),
  };
}

/** Header + progress: a written chunk's entry wins, else what a version 1 header carried, else fresh; the state's wait, else the header's. */
function assemble({ head, chunks, state }: StoredChunks<BatchHeader, LineProgress, BatchState>): Batch {
  const { lines, ...rest } = head;
  return {
    ...rest,
    waitUntil: state ? state.waitUntil : head.waitUntil,
    lines: lines.map(({ line, url, alias, campaign, channel, ...progress }, i) => {
      const chunk = chunks[Math.floor(i / LINES_PER_CHUNK)];
      return { line, url, alias, campaign, channel, ...(chunk ? (chunk[i % LINES_PER_CHUNK] ?? UNKNOWN) : progress.state ? (progress as LineProgress) : FRESH) };
    }),
  };
}

/** The batch, its header and progress assembled, or null. */
export async function readBatch(): Promise<Batch | null> {
  const stored = await batchStore.read();
  return stored && assemble(stored);
}

/**
 * Read-modify-write of the whole batch under its one lock (the header's key), as for the
 * right-click queue; a null batch removes it. Only what changed is written: a line's progress
 * is its chunk's key alone, and a version 1 header is moved to the chunks on its first write.
 */
export function updateBatch<T>(change: (batch: Batch | null) => { batch: Batch | null; result: T }): Promise<T> {
  return batchStore.update((stored) => {
    const { batch, result } = change(stored && assemble(stored));
    return { next: batch && { head: headerOf(batch), entries: batch.lines, state: batch.waitUntil === null ? null : { waitUntil: batch.waitUntil } }, result };
  });
}

/**
 * Runs a task with the batch held in memory (the worker, its one writer, for the length of a run):
 * a line's progress then writes its chunk without the whole batch being read again each time.
 */
export const holdBatch = <T>(task: () => Promise<T>): Promise<T> => batchStore.hold(task);

/**
 * Calls back with the batch (or null) whenever any context changes it; a line's progress costs
 * a page its chunk of ~50 lines, not a read of the whole batch.
 */
export function watchBatch(callback: (batch: Batch | null) => void): () => void {
  return batchStore.watch((stored) => callback(stored && assemble(stored)));
}

/** An installation removed: its batch goes with it, progress and all (the worker's half of the removal). */
export function forgetBatchOf(installation: string): Promise<void> {
  return updateBatch((batch) => ({ batch: batch?.installation === installation ? null : batch, result: undefined }));
}

/** The valid lines of a preview as a new batch; duplicates and invalid lines are never sent. */
export function newBatch(rows: readonly PreviewRow[], installation: string, madeFor: MadeFor, defaults: ShortenDefaults, now: number = Date.now()): Batch {
  const lines = rows.flatMap((row): BatchLine[] =>
    row.status === 'valid' ? [{ line: row.line, url: row.url, alias: row.alias, campaign: row.campaign, channel: row.channel, state: 'waiting' }] : [],
  );
  return { id: newQueueId(now), installation, madeFor, createdAt: now, defaults, lines, status: 'running', waitUntil: null };
}

/**
 * The batch may not be sent where its installation points now (batch-installation.ts): every
 * line not yet settled fails with why (an unsure one too: its lookup would ask the wrong
 * service), and the batch ends. Nothing of it is sent.
 */
export function refuseBatch(id: string, error: unknown): Promise<void> {
  const why = toErrorRecord(error);
  return updateBatch((batch) => {
    if (!batch || batch.id !== id) return { batch, result: undefined };
    const lines = batch.lines.map((line): BatchLine => (line.state === 'waiting' || line.state === 'unsure' ? { ...withoutOutcome(line), state: 'failed', error: why } : line));
    return { batch: { ...batch, lines, status: 'finished', waitUntil: null }, result: undefined };
  });
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
