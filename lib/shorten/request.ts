import { createLink } from '../api/endpoints/links';
import type { Transport } from '../api/transport';
import { assertUsable, getTransport } from '../connection/transport';
import { exhaustedUntil, rateLimitItem } from '../connection/rate-limit';
import { drainOnce, enqueue, readQueue, type DeliveredLink, type DrainOutcome, type QueuedShorten, type ShortenSource } from '../queue';
import { getSettings } from '../settings/items';
import { withDefaults } from './defaults';
import { isShortenable } from './shortenable';

// A shorten asked for outside the popup (right-click, keyboard): it goes through the
// persistent queue, so a rate-limited burst waits instead of failing, and is sent with the
// same body the popup would send (withDefaults), which makes a resend safe.

export interface ShortenFeedback {
  /** Links were made; `batch` holds every link since the queue was last empty, newest last. */
  delivered(batch: DeliveredLink[], pending: number): Promise<void>;
  /** A shorten failed for good (its description comes from describeError). */
  failed(item: QueuedShorten | null, error: unknown, pending: number): Promise<void>;
  /** The service refused for now; the queue resumes at `at` (ms). */
  waiting(at: number, pending: number): Promise<void>;
  /** Nothing to shorten: a browser page, or a selection that is not a web address. */
  unusable(reason: 'page' | 'selection', url: string | null): Promise<void>;
}

export async function requestShorten(
  url: string | null | undefined,
  source: ShortenSource,
  feedback: ShortenFeedback,
): Promise<DrainOutcome | null> {
  try {
    if (!isShortenable(url)) {
      await feedback.unusable(source === 'selection' ? 'selection' : 'page', url ?? null);
      return null;
    }
    // Checked before queueing: a shorten that can never be sent must not wait in the queue.
    const settings = await getSettings();
    await assertUsable(settings.connection);
    await enqueue(url, source, withDefaults(url, settings.defaults));
    return await resumeQueue(feedback);
  } catch (error) {
    // Set-up problems, and anything unexpected (storage, clipboard): told, never swallowed.
    await feedback.failed(null, error, (await readQueue().catch(() => ({ items: [] }))).items.length);
    return null;
  }
}

/** Sends whatever waits (after a click, an alarm, or a worker restart). */
export function resumeQueue(feedback: ShortenFeedback): Promise<DrainOutcome> {
  // One transport per drain pass: its in-memory meter is fresher than the stored one, which
  // is written asynchronously after each response. Only the create call is bundled here.
  let transport: Transport | null = null;
  return drainOnce({
    async create(item) {
      transport ??= await getTransport();
      return createLink(transport, item.input ?? withDefaults(item.url, (await getSettings()).defaults));
    },
    async exhaustedUntil() {
      const live = transport?.rateLimit();
      if (live) return live.remaining <= 0 && live.resetAt.getTime() > Date.now() ? live.resetAt.getTime() : null;
      return exhaustedUntil(await rateLimitItem.getValue());
    },
    delivered: (batch, pending) => feedback.delivered(batch, pending),
    failed: (item, error, pending) => feedback.failed(item, error, pending),
    waiting: (at, pending) => feedback.waiting(at, pending),
    now: () => Date.now(),
  });
}
