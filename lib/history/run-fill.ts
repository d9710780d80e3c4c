import { quietly } from '@/lib/activity/activity';
import { listLinks } from '@/lib/api/endpoints/links';
import { toErrorRecord } from '@/lib/api/error-record';
import { isApiError } from '@/lib/api/errors';
import { retryAt } from '@/lib/api/rate-limit';
import type { ApiConnection } from '@/lib/connection/connection';
import { isNotConfigured } from '@/lib/connection/errors';
import { meterWritesSettled } from '@/lib/connection/meter';
import { rateLimitItem, type StoredRateLimit } from '@/lib/connection/rate-limit';
import type { RefreshOutcome } from '@/lib/messaging';
import { afterAnswer, countSent, failureWait, fillShare, newCursor, nextPage, nextPass, type FillCursor } from './fill';
import { endPass, readCursor, savePage, setCursorPaused, startAfreshIfAnother, writeCursor } from './index-writes';
import { toIndexed } from './refresh';
import { noteShortHosts } from './short-hosts';
import { changeIndexStatus, indexStatusItem, type FillProgress } from './status';

// The worker's side of the fill (fill.ts has its rules): one stretch sends pages while the
// fill's share of the window lasts, writes each page with its cursor, and when it must wait
// asks to be woken (an alarm per installation, which survives the worker's stops).

export interface IndexRun {
  /** Wakes the installation's fill at `until` (an alarm); null: nothing to wake for. */
  wake(until: number | null): Promise<void>;
  /** Whether the installation still exists once an answer is in: a removed one is not written. */
  stillThere(): Promise<boolean>;
  now(): number;
}

/** How long a stretch may run before the alarm it set first wakes it again (a worker stopped mid-stretch goes on). */
const WATCHDOG_MS = 60_000;

/** The window as every context last saw it: this worker's answers are stored before it reads. */
export async function currentMeter(connection: ApiConnection): Promise<StoredRateLimit | null> {
  await meterWritesSettled(connection.id);
  return (await rateLimitItem(connection.id).getValue()) ?? connection.meter.current();
}

const progress = (cursor: FillCursor, waitUntil: number | null): FillProgress => ({ read: cursor.read, total: cursor.total, paused: cursor.paused, waitUntil, slow: cursor.slow });

/** The cursor to go on from: the stored one of this connection, else a new pass over an index started afresh. */
async function startingCursor(connection: ApiConnection): Promise<FillCursor> {
  const stored = await readCursor(connection.id);
  if (!stored || stored.source !== connection.source) return newCursor(connection.id, connection.source, (stored?.pass ?? 0) + 1);
  return stored.active ? stored : nextPass(stored, false);
}

/**
 * Reads pages of the installation's full read while its share of the rate-limit window lasts.
 * Resolves 'refreshed' when it read at least one page, 'deferred' when the window (or a pause)
 * holds it back, 'failed' when a page failed (it is tried again later by itself).
 */
export async function fillStretch(connection: ApiConnection, run: IndexRun): Promise<RefreshOutcome> {
  const { id: installation, source } = connection;
  const status = (change: Parameters<typeof changeIndexStatus>[2], records = false) => changeIndexStatus(installation, source, change, { records });
  let cursor = await startingCursor(connection);
  let outcome: RefreshOutcome = 'deferred';
  await run.wake(run.now() + WATCHDOG_MS);
  for (;;) {
    if ((await readCursor(installation))?.paused) {
      await status((current) => ({ ...current, fill: progress({ ...cursor, paused: true }, null) }));
      await run.wake(null);
      return outcome;
    }
    const share = fillShare(await currentMeter(connection), cursor.window, run.now());
    if (!share.go) return hold(share.until, outcome);
    const { page, limit } = nextPage(cursor);
    const started = run.now();
    let answer;
    try {
      answer = await listLinks(await connection.transport(), { order: 'date', page, limit });
    } catch (error) {
      if (isNotConfigured(error)) {
        await run.wake(null);
        return 'failed';
      }
      if (isApiError(error) && error.kind === 'rate-limited') return hold(retryAt(error, run.now()), outcome, error);
      cursor = { ...cursor, failures: cursor.failures + 1 };
      await writeCursor(cursor);
      const until = run.now() + failureWait(cursor.failures);
      await status((current) => ({ ...current, fill: progress(cursor, until), failure: { error: toErrorRecord(error), at: run.now() } }));
      await run.wake(until);
      return 'failed';
    }
    const tookMs = run.now() - started;
    if (!(await run.stillThere())) return 'failed';
    // The first answer for another address or key starts the index afresh; a typo that answers
    // nothing leaves the other connection's index as it was.
    await startAfreshIfAnother(installation, source);
    const window = countSent(share.window, await currentMeter(connection), run.now());
    const step = afterAnswer({ ...cursor, window }, { items: answer.items.length, perPage: answer.perPage, total: answer.total, last: answer.nextPage === null, tookMs });
    cursor = step.cursor;
    outcome = 'refreshed';
    if (!step.usable) {
      await writeCursor(cursor);
      continue;
    }
    const added = await savePage(cursor, answer.items.map(toIndexed));
    await quietly(
      'note the short hosts',
      noteShortHosts(
        installation,
        source,
        answer.items.map((link) => link.shorturl),
      ),
    );
    if (!step.done) {
      await status((current) => ({ ...current, count: current.count + added, total: cursor.total, fill: progress(cursor, null), failure: null }), true);
      continue;
    }
    const { seen, count } = await endPass(installation, cursor.pass, cursor.total, cursor.disagreed);
    if (seen !== cursor.total && !cursor.disagreed) {
      // Links changed on the service while it read: it reads again (counts kept, nothing deleted).
      cursor = nextPass(cursor, true);
      await writeCursor(cursor);
      await status((current) => ({ ...current, count, total: cursor.total, fill: progress(cursor, null), failure: null }), true);
      continue;
    }
    cursor = { ...cursor, active: false, disagreed: false };
    await writeCursor(cursor);
    await status((current) => ({ ...current, count, total: cursor.total, whole: true, refreshedAt: run.now(), fill: null, failure: null }), true);
    await run.wake(null);
    return outcome;
  }

  /**
   * Waits for `until` (its alarm set). Before its first answer a fill has no progress to show:
   * the page then counts down to the window as for any refresh ('deferred', a refusal's record).
   */
  async function hold(until: number, outcome: RefreshOutcome, refusal?: unknown): Promise<RefreshOutcome> {
    await writeCursor(cursor);
    const started = cursor.read > 0 || cursor.total > 0;
    await status((current) => ({
      ...current,
      fill: started ? progress(cursor, until) : current.fill,
      ...(refusal === undefined ? {} : { failure: { error: toErrorRecord(refusal), at: run.now() } }),
    }));
    await run.wake(until);
    return outcome;
  }
}

/** Pause or Resume, from a page: the stretch running now stops after its page; a resume goes on at once. */
export async function setFillPaused(connection: ApiConnection, paused: boolean): Promise<void> {
  if (!(await setCursorPaused(connection.id, connection.source, paused))) return;
  await changeIndexStatus(connection.id, connection.source, (current) => (current.fill ? { ...current, fill: { ...current.fill, paused, waitUntil: null } } : current));
}

/**
 * Whether the installation has a fill to go on with, as its status says: the worker's start
 * asks this of every installation, and opening the database for it would slow each wake.
 */
export async function fillPending(installation: string): Promise<boolean> {
  const { fill } = await indexStatusItem(installation).getValue();
  return fill !== null && !fill.paused;
}
