// What this context (a page, the worker) has in flight, and what best-effort work failed.
//
// Two needs, one module. The e2e harness waits until Trim says it is done (no request on the
// wire, no locked write, no view loading, no message unanswered, no fire-and-forget step
// running) instead of guessing from what the screen shows; and a step that may fail quietly for
// the user (a note to the index, a cache fill) still leaves a trace for us: a dev build warns in
// the console, and every build keeps the last failures in memory, where the e2e harness reads
// them from `globalThis.__trimActivity`. Nothing is shown, stored or sent. The same code in
// every build: the e2e build's pages stay byte for byte the production ones (manifest.test.ts).

/** A best-effort step that failed, as kept. */
export interface RecordedFailure {
  /** What the step was, in a few words ("history: note a link"). */
  what: string;
  /** The error's name and message (never its data: an error may quote a request). */
  error: string;
  /** Date.now() when it failed. */
  at: number;
}

/** What the harness reads (test/harness/settled.ts). */
export interface ActivityReport {
  /** Pieces of work in flight, by what they are; empty when this context is idle. */
  inFlight(): Record<string, number>;
  /** Best-effort failures recorded since the last `takeFailures()`. */
  takeFailures(): RecordedFailure[];
}

const running = new Map<string, number>();
let failures: RecordedFailure[] = [];
/** The failures kept at most, the newest: a context that fails on every alarm does not grow. */
const KEPT = 50;

function begin(what: string): () => void {
  running.set(what, (running.get(what) ?? 0) + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (running.get(what) ?? 1) - 1;
    if (left > 0) running.set(what, left);
    else running.delete(what);
  };
}

/** Counts `work` as in flight until it settles, and returns it unchanged. */
export function track<T>(what: string, work: Promise<T>): Promise<T> {
  const end = begin(what);
  work.then(end, end);
  return work;
}

/** Runs `task` counted as in flight (its synchronous start included). */
export async function during<T>(what: string, task: () => Promise<T>): Promise<T> {
  const end = begin(what);
  try {
    return await task();
  } finally {
    end();
  }
}

/** Keeps a trace of a best-effort step that failed: in memory (the last 50), and warned in a dev build. */
export function recordFailure(what: string, error: unknown): void {
  const described = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.warn(`[trim] ${what} failed:`, described);
  failures.push({ what, error: described, at: Date.now() });
  if (failures.length > KEPT) failures.shift();
}

/**
 * A step whose failure the user need not see (a note, a cache fill, a notification): counted
 * while it runs, its failure recorded, and the returned promise always resolves (to `fallback`
 * on failure). Use it where a bare `.catch(() => undefined)` would hide the failure from us too.
 */
export function quietly<T, F = undefined>(what: string, work: Promise<T>, fallback?: F): Promise<T | F> {
  return track(
    what,
    work.catch((error: unknown) => {
      recordFailure(what, error);
      return fallback as F;
    }),
  );
}

/** The work in flight in this context now, by what it is (empty when idle). */
export const inFlight = (): Record<string, number> => Object.fromEntries(running);

/** The failures recorded since last asked, forgotten as they are handed over. */
export function takeFailures(): RecordedFailure[] {
  const taken = failures;
  failures = [];
  return taken;
}

(globalThis as { __trimActivity?: ActivityReport }).__trimActivity = { inFlight, takeFailures };
