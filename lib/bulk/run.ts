import { toErrorRecord } from '@/lib/api/error-record';
import { ApiError } from '@/lib/api/errors';
import { RETRY_MARGIN_MS, retryAt } from '@/lib/api/rate-limit';
import { oneAtATime } from '@/lib/queue/one-at-a-time';
import { holdBatch, readBatch, updateBatch, withoutOutcome, type Batch, type BatchLine } from './batch';

// Sends a batch's lines one at a time, in input order, until it is done, paused or cancelled,
// or the rate limit says wait. One request per line, and exactly one link per line:
//
// An answer that does not prove whether the server made the link (the connection dropped after
// sending, a timeout, a 500 page, an answer that is not the service's, the worker stopped
// mid-request) leaves the line `unsure`. Before anything is sent again for it, Trim looks the
// long URL up among the user's links (one request): found, the line is done with that link;
// not found, it is sent again. The lookup is chosen over resending on the strength of the
// service's de-duplication: a line with its own alias would come back "alias taken" though the
// link is the user's, and a server that does not de-duplicate would make a second link.

/** How long a lookup that failed waits before the next try (it is not a rate-limit refusal). */
export const LOOKUP_RETRY_MS = 30_000;

export interface RunDeps {
  /** One `links.create` for the line, with the batch's defaults under its own columns. */
  create(line: BatchLine, batch: Batch): Promise<{ shorturl: string }>;
  /** The user's link for the line's long URL (and alias, when it has one), or null: one request. */
  findExisting(line: BatchLine): Promise<{ shorturl: string } | null>;
  /** When the installation's known window is spent, the time it resets (ms); else null. */
  exhaustedUntil(): Promise<number | null> | number | null;
  /** After each line's outcome: how many lines are still to be sent or found out (the badge shows it). */
  settled?(left: number): Promise<void> | void;
  /** Before the batch is marked as waiting until `until`: what wakes the run then (an alarm). */
  waiting?(until: number): Promise<void> | void;
  now(): number;
}

export type RunOutcome = { status: 'idle' | 'finished' } | { status: 'waiting'; until: number };

/** Errors that prove nothing was made: the service refused the line itself. */
const DEFINITE: ReadonlySet<string> = new Set(['rejected', 'auth', 'forbidden', 'not-found']);

export async function runBatch(deps: RunDeps): Promise<RunOutcome> {
  for (;;) {
    const batch = await readBatch();
    if (!batch || batch.status !== 'running') return { status: 'idle' };
    // Fresh lines first; unsure ones are looked up once the rest had their turn.
    const line =
      batch.lines.find((l) => l.state === 'waiting' && l.sentAt === undefined) ??
      batch.lines.find((l) => l.state === 'unsure' || (l.state === 'waiting' && l.sentAt !== undefined));
    if (!line) {
      await updateBatch((b) => ({ batch: b && b.id === batch.id ? { ...b, status: 'finished', waitUntil: null } : b, result: null }));
      return { status: 'finished' };
    }

    const exhausted = await deps.exhaustedUntil();
    const until = Math.max(exhausted === null ? 0 : exhausted + RETRY_MARGIN_MS, batch.waitUntil ?? 0);
    if (until > deps.now()) return hold(batch, until, deps);

    // A mark left from an earlier request (the worker stopped mid-request) makes the line unsure too.
    if (line.state === 'unsure' || line.sentAt !== undefined) {
      let found: { shorturl: string } | null;
      try {
        found = await deps.findExisting(line);
      } catch (error) {
        const at = error instanceof ApiError && error.kind === 'rate-limited' ? retryAt(error, deps.now()) : deps.now() + LOOKUP_RETRY_MS;
        await setLine(batch, line, { state: 'unsure', error: toErrorRecord(error) }, deps);
        return hold(batch, at, deps);
      }
      if (found) {
        await setLine(batch, line, { ...withoutOutcome(line), state: 'done', shorturl: found.shorturl }, deps);
        continue;
      }
    }

    await setLine(batch, line, { ...withoutOutcome(line), state: 'waiting', sentAt: deps.now() });
    try {
      const made = await deps.create(line, batch);
      await setLine(batch, line, { ...withoutOutcome(line), state: 'done', shorturl: made.shorturl }, deps);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'rate-limited') {
        // Refused, so nothing was made: back to waiting, unmarked.
        await setLine(batch, line, { ...withoutOutcome(line), state: 'waiting' });
        return hold(batch, retryAt(error, deps.now()), deps);
      }
      const definite = error instanceof ApiError && DEFINITE.has(error.kind);
      await setLine(batch, line, { ...withoutOutcome(line), state: definite ? 'failed' : 'unsure', error: toErrorRecord(error) }, deps);
    }
  }
}

/** Writes one line's new state, if the batch is still the same one (not replaced meanwhile). */
async function setLine(batch: Batch, line: BatchLine, next: Partial<BatchLine>, deps?: RunDeps): Promise<void> {
  const left = await updateBatch((b) => {
    if (!b || b.id !== batch.id) return { batch: b, result: null };
    const lines = b.lines.map((l) => (l.line === line.line ? ({ ...withoutOutcomeIf(next, l), ...next } as BatchLine) : l));
    return { batch: { ...b, lines, waitUntil: null }, result: lines.filter((l) => l.state === 'waiting' || l.state === 'unsure').length };
  });
  if (left !== null && next.state !== 'waiting') await deps?.settled?.(left);
}

/** `next` replaces the line whole when it carries a state (its own error and mark, or none). */
function withoutOutcomeIf(next: Partial<BatchLine>, line: BatchLine): BatchLine {
  return next.state === undefined ? line : withoutOutcome(line);
}

async function hold(batch: Batch, until: number, deps: RunDeps): Promise<RunOutcome> {
  // The wake-up first: a worker stopped right after the batch shows as waiting still resumes.
  await deps.waiting?.(until);
  await updateBatch((b) => ({ batch: b && b.id === batch.id ? { ...b, waitUntil: until } : b, result: null }));
  return { status: 'waiting', until };
}

// One run at a time per context: a start or resume during a run asks for one more pass. The
// batch is held in memory for the run: the worker is its one writer.
export const runBatchOnce = oneAtATime((deps: RunDeps) => holdBatch(() => runBatch(deps)));
