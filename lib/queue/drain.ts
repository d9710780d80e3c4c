import { ApiError } from '@/lib/api/errors';
import { RETRY_MARGIN_MS, retryAt } from '@/lib/api/rate-limit';
import { oneAtATime } from './one-at-a-time';
import { readQueue, updateQueue, type DeliveredLink, type QueuedShorten, type QueueState } from './store';

export interface DrainDeps {
  /** The installation an item is made with (an item stored without one goes to the default). */
  installationOf(item: QueuedShorten): string;
  /** One `links.create` for the item's URL with its installation's defaults. */
  create(item: QueuedShorten): Promise<{ shorturl: string }>;
  /** When an installation's known rate-limit window is spent, the time it resets (ms); else null. */
  exhaustedUntil(installation: string): Promise<number | null> | number | null;
  /** A link was made: the batch holds every link since the queue was last empty, this one last. */
  delivered(batch: DeliveredLink[], pending: number): Promise<void> | void;
  /** The item failed for good (not a rate limit); it has left the queue. */
  failed(item: QueuedShorten, error: unknown, pending: number): Promise<void> | void;
  /** Every installation with links left was refused for now: try again at `at` (ms), the first of their resets. */
  waiting(at: number, pending: number): Promise<void> | void;
  now(): number;
}

export type DrainOutcome = { status: 'empty'; delivered: number } | { status: 'waiting'; retryAt: number; delivered: number };

/**
 * Sends waiting shortens one by one, oldest first, until the queue is empty or every
 * installation with links left must wait for its rate limit. Each installation waits on its
 * own: while one's window is spent, the next link of another goes out. Exactly once: an item
 * leaves the queue only after its link was made (or it failed for a reason a retry cannot
 * fix); a refused (rate-limited) request created nothing and stays queued.
 *
 * An item whose request went out but whose outcome never came back (the worker was stopped
 * mid-request; `sentAt` is set) is sent again. That cannot create a second link: the service
 * answers a shorten of the same long URL with the same options with the existing link
 * (field notes, "Links"), and the item carries the exact body of its first attempt
 * (`input`, built once by withDefaults at click time). A timeout or network failure is
 * reported instead of retried; the user's own retry is safe for the same reason.
 */
export async function drainQueue(deps: DrainDeps): Promise<DrainOutcome> {
  let delivered = 0;
  for (;;) {
    const state = await readQueue();
    if (state.items.length === 0) {
      await updateQueue((s) => ({ state: s.items.length === 0 ? { ...s, batch: [], waits: {} } : s, result: null }));
      return { status: 'empty', delivered };
    }

    const next = await firstSendable(state, deps);
    if ('until' in next) return wait(deps, next.until, delivered);
    const { item, installation } = next;

    await updateQueue((s) => ({ state: { ...s, items: s.items.map((i) => (i.id === item.id ? { ...i, sentAt: deps.now() } : i)) }, result: null }));
    let link: { shorturl: string };
    try {
      link = await deps.create(item);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'rate-limited') {
        // Refused, so nothing was made: clear the mark and hold this installation until its window resets.
        const at = retryAt(error, deps.now());
        await updateQueue((s) => ({
          state: { ...s, items: s.items.map((i) => (i.id === item.id ? withoutSentAt(i) : i)), waits: { ...s.waits, [installation]: at } },
          result: null,
        }));
        continue;
      }
      const pending = await updateQueue((s) => {
        const items = s.items.filter((i) => i.id !== item.id);
        return { state: { ...s, items }, result: items.length };
      });
      await deps.failed(item, error, pending);
      continue;
    }

    const { batch, pending } = await updateQueue((s) => {
      const items = s.items.filter((i) => i.id !== item.id);
      const made = [...s.batch, { id: item.id, url: item.url, shorturl: link.shorturl, ...(item.group ? { group: item.group } : {}) }];
      return { state: { ...s, items, batch: made, waits: items.length === 0 ? {} : s.waits }, result: { batch: made, pending: items.length } };
    });
    delivered++;
    await deps.delivered(batch, pending);
  }
}

/**
 * The oldest item whose installation may send now, or when the first held one may. Two reasons
 * hold an installation back without sending: its meter says the window is spent, or the
 * service told an earlier attempt to wait (`waits`; it also covers servers without meter
 * headers, so a click during the wait sends nothing that would be refused).
 */
async function firstSendable(state: QueueState, deps: DrainDeps): Promise<{ item: QueuedShorten; installation: string } | { until: number }> {
  const heldUntil = new Map<string, number>();
  for (const item of state.items) {
    const installation = deps.installationOf(item);
    if (heldUntil.has(installation)) continue;
    const exhausted = await deps.exhaustedUntil(installation);
    const until = Math.max(exhausted === null ? 0 : exhausted + RETRY_MARGIN_MS, state.waits[installation] ?? 0);
    if (until <= deps.now()) return { item, installation };
    heldUntil.set(installation, until);
  }
  return { until: Math.min(...heldUntil.values()) };
}

function withoutSentAt(item: QueuedShorten): QueuedShorten {
  const { sentAt: _sentAt, ...rest } = item;
  return rest;
}

async function wait(deps: DrainDeps, at: number, delivered: number): Promise<DrainOutcome> {
  const pending = (await readQueue()).items.length;
  await deps.waiting(at, pending);
  return { status: 'waiting', retryAt: at, delivered };
}

// One drain at a time per context: a click during a drain only adds to the queue and asks
// for one more pass. During a wait that pass sends nothing for the held installations
// (`waits`), it only reports the new count; the alarm set in `waiting` resumes the queue.
export const drainOnce = oneAtATime(drainQueue);
