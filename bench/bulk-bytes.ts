import { BASE, KEY } from '@/lib/api/test-utils';
import { madeFor } from '@/lib/installations/made-for';
import { freshStorage, watchWrites, type Write } from './node-extension';
import { newBatch, updateBatch } from '@/lib/bulk/batch';
import { previewBulk } from '@/lib/bulk/preview';
import { runBatchOnce, type RunDeps } from '@/lib/bulk/run';
import { testConnection, TEST_INSTALLATION } from '@/lib/connection/test-utils';
import { bulkDeps } from '@/lib/flows/bulk-deps';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { shortenService, type SimulatedClock } from './simulated-service';
import { bulkRatio, kindOf, type BulkBytes, type BulkBytesRun } from './bulk-bytes-figures';

// Issue #40 (from #35): what a bulk line costs in writes does not grow with the batch. Trim's own
// runner (lib/bulk/run.ts, held as the worker holds it) sends a batch to a service that makes
// every link, paced by its 30 requests a minute on a simulated clock as a real batch is (a wait,
// then the alarm), over WXT's fake storage.local and fake-indexeddb; every value written is
// counted as JSON bytes. Runnable alone: `npm run bench:bulk`.
//
// Each batch's last 500 lines are measured (ten chunks of progress), its earlier lines already
// made: sending all of a batch of 10,000 in Node would take minutes, as each line's write compares
// the whole stored batch with what it writes (lib/storage/chunked.ts), so its CPU grows with the
// batch (its bytes do not). The batch's one finishing write (its header, which grows with it, once
// a batch) is counted apart: per line of the batch it is the same at any size.

export const BATCH_SIZES = [1_000, 10_000] as const;
export const MEASURED_LINES = 500;

/** Fixed-width addresses: a line's bytes do not depend on where it is in the batch. */
const lineUrl = (n: number) => `https://www.example.com/articles/${String(n).padStart(6, '0')}/spring-sale-pricing-guide?utm_source=newsletter&utm_medium=email`;

/** A batch of `size` lines whose first `size - measured` are made, stored as the worker stores a page's batch. */
async function storeBatch(size: number, measured: number): Promise<void> {
  const text = Array.from({ length: size }, (_, n) => lineUrl(n + 1)).join('\n');
  const batch = newBatch(previewBulk(text, { maxLines: size }).rows, TEST_INSTALLATION, madeFor({ connection: { baseUrl: BASE, apiKey: KEY } }), DEFAULT_SHORTEN_DEFAULTS);
  const lines = batch.lines.map((line) => (line.line <= size - measured ? { ...line, state: 'done' as const, shorturl: `https://s.test/made-${line.line}` } : line));
  await updateBatch(() => ({ batch: { ...batch, lines }, result: null }));
}

export async function measureBulkRun(size: number, measured = MEASURED_LINES): Promise<BulkBytesRun> {
  await freshStorage();
  await storeBatch(size, measured);
  const clock: SimulatedClock = { now: Date.UTC(2026, 11, 1) };
  const service = shortenService(clock);
  const { connection } = testConnection(service.respond);
  // The worker's deps, on the simulated clock.
  const deps: RunDeps = { ...bulkDeps(connection), now: () => clock.now, exhaustedUntil: () => connection.meter.exhaustedUntil(clock.now) };
  const byKind: Record<string, number> = {};
  let finishBytes = 0;
  const count = ({ area, key, value, bytes }: Write) => {
    if (area === 'storage' && key === 'bulk' && (value as { status?: string } | null)?.status === 'finished') finishBytes += bytes;
    else byKind[kindOf(area, key)] = (byKind[kindOf(area, key)] ?? 0) + bytes;
  };
  const stop = watchWrites(count);
  const started = performance.now();
  let waits = 0;
  try {
    for (;;) {
      const outcome = await runBatchOnce(deps);
      if (outcome.status !== 'waiting') break;
      // The alarm: the clock moves to the time the run asked to be woken at.
      waits += 1;
      clock.now = Math.max(clock.now, outcome.until);
    }
  } finally {
    stop();
  }
  if (service.made !== measured) throw new Error(`the batch of ${size} made ${service.made} links for ${measured} lines`);
  return { lines: size, measured, byKind, finishBytes, waits, runMs: Math.round(performance.now() - started) };
}

export async function measureBulkBytes(): Promise<BulkBytes> {
  const runs: BulkBytesRun[] = [];
  for (const size of BATCH_SIZES) runs.push(await measureBulkRun(size));
  return bulkRatio(runs);
}
