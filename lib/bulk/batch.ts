import { z } from 'zod/mini';
import { errorRecordSchema } from '@/lib/api/error-record';
import { newQueueId } from '@/lib/queue/store';
import { shortenDefaultsSchema, type ShortenDefaults } from '@/lib/settings/schema';
import type { BatchAction } from '@/lib/messaging';
import { defineLocalItem } from '@/lib/storage/item';
import type { PreviewRow } from './preview';

// One bulk batch at a time, kept whole in storage.local: the worker sends it line by line, and
// any page (the popup, the manage page) shows where it stands by reading and watching it.
// Closing a page or stopping the worker loses nothing; each line's state says what is known.

const lineStateSchema = z.enum(['waiting', 'done', 'failed', 'unsure', 'cancelled']);

const batchLineSchema = z.object({
  /** 1-based line of the input: results keep the input's order by it. */
  line: z.number(),
  url: z.string(),
  alias: z.string(),
  campaign: z.nullable(z.number()),
  channel: z.nullable(z.number()),
  /**
   * waiting: not sent yet (or sent and refused by the rate limit, which makes nothing);
   * unsure: sent, and the answer did not prove whether the link was made (a dropped
   * connection, a timeout, a 500 page, the worker stopped mid-request): it is looked up before
   * any resend; done / failed: final; cancelled: the user cancelled before it was sent.
   */
  state: lineStateSchema,
  shorturl: z.optional(z.string()),
  /** Why it failed or is unsure, worded when shown; a batch stored by an older version holds the sentence itself. */
  error: z.optional(z.union([errorRecordSchema, z.string()])),
  /** Set just before its request goes out; a line still marked after a worker restart is unsure. */
  sentAt: z.optional(z.number()),
});

const batchSchema = z.object({
  id: z.string(),
  installation: z.string(),
  createdAt: z.number(),
  /** The batch's own choices; a line's campaign and channel columns win over them. */
  defaults: shortenDefaultsSchema,
  lines: z.array(batchLineSchema),
  /** running: the worker sends; paused / cancelled: it does not; finished: nothing is left to send. */
  status: z.enum(['running', 'paused', 'cancelled', 'finished']),
  /** When the rate limit lets the next line go (epoch ms), or null. */
  waitUntil: z.nullable(z.number()),
});

export type BatchLine = z.infer<typeof batchLineSchema>;
export type Batch = z.infer<typeof batchSchema>;

/** A batch as it arrives from a page ('bulk:start'), or null when it is not one. */
export function parseBatch(value: unknown): Batch | null {
  const parsed = batchSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A batch of an older shape is migrated (bump the version and add a step), never dropped; one
 * of the current version that does not parse reads as none, not guessed at.
 */
export const bulkItem = defineLocalItem<Batch | null>('bulk', { schema: batchSchema, fallback: null });

export function readBatch(): Promise<Batch | null> {
  return bulkItem.getValue();
}

/** Calls back with the batch (or null) whenever any context changes it. */
export function watchBatch(callback: (batch: Batch | null) => void): () => void {
  return bulkItem.watch(callback);
}

/** Read-modify-write under the batch's lock, as for the right-click queue; a null batch removes it. */
export async function updateBatch<T>(change: (batch: Batch | null) => { batch: Batch | null; result: T }): Promise<T> {
  let result!: T;
  await bulkItem.update((batch) => {
    const next = change(batch);
    result = next.result;
    return next.batch;
  });
  return result;
}

/** An installation removed: its batch goes with it (the worker's half of the removal). */
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
