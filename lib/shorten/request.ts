import { createLink } from '@/lib/api/endpoints/links';
import { cleanAddress, readCanonical } from '@/lib/clean-address';
import { createConnection, type ApiConnection } from '@/lib/connection/connection';
import { drainOnce, enqueue, readQueue, type DeliveredLink, type DrainOutcome, type QueuedShorten, type ShortenSource } from '@/lib/queue';
import { getSettings } from '@/lib/settings/items';
import { withDefaults } from './defaults';
import { isShortenable } from './shortenable';

// A shorten asked for outside the popup (right-click, keyboard): it goes through the
// persistent queue, so a rate-limited burst waits instead of failing, and is sent with the
// body the popup sends for its untouched form (withDefaults), which makes a resend safe.

export interface ShortenFeedback {
  /** Links were made; `batch` holds every link since the queue was last empty, newest last. */
  delivered(batch: DeliveredLink[], pending: number): Promise<void>;
  /** A shorten failed for good (its description comes from describeError). */
  failed(item: Pick<QueuedShorten, 'url' | 'source'> | null, error: unknown, pending: number): Promise<void>;
  /** The service refused for now; the queue resumes at `at` (ms). */
  waiting(at: number, pending: number): Promise<void>;
  /** Nothing to shorten: a browser page, or a selection that is not a web address. */
  unusable(reason: 'page' | 'selection', url: string | null, source: ShortenSource): Promise<void>;
}

/** Sources that shorten the page itself, whose canonical address may stand in for it. */
const PAGE_SOURCES: ReadonlySet<ShortenSource> = new Set(['page', 'command', 'button']);

/**
 * `tabId` is the tab the page is in: with it (and the user's choice) the page's canonical
 * address is read. Tracking parameters go from every address, as in the popup.
 */
export async function requestShorten(url: string | null | undefined, source: ShortenSource, feedback: ShortenFeedback, tabId?: number): Promise<DrainOutcome | null> {
  try {
    if (!isShortenable(url)) {
      await feedback.unusable(source === 'selection' ? 'selection' : 'page', url ?? null, source);
      return null;
    }
    // Checked before queueing: a shorten that can never be sent must not wait in the queue.
    const settings = await getSettings();
    const connection = createConnection(settings.connection);
    await connection.transport();
    const canRead = tabId !== undefined && PAGE_SOURCES.has(source);
    const address = await cleanAddress(url, settings.address, async () => (canRead ? readCanonical(tabId) : null));
    await enqueue(address.url, source, withDefaults(address.url, settings.defaults));
    return await resumeQueue(feedback, connection);
  } catch (error) {
    // Set-up problems, and anything unexpected (storage, clipboard): told, never swallowed.
    const pending = (await readQueue().catch(() => ({ items: [] }))).items.length;
    await feedback.failed(isShortenable(url) ? { url, source } : null, error, pending);
    return null;
  }
}

/** Sends whatever waits (after a click, an alarm, or a worker restart). */
export async function resumeQueue(feedback: ShortenFeedback, connection?: ApiConnection): Promise<DrainOutcome> {
  // One connection per drain pass: its meter learns the window from each answer at once.
  // Only the create call is bundled with the worker.
  const pass = connection ?? createConnection((await getSettings()).connection);
  return drainOnce({
    async create(item) {
      return createLink(await pass.transport(), item.input ?? withDefaults(item.url, (await getSettings()).defaults));
    },
    exhaustedUntil: () => pass.meter.exhaustedUntil(),
    delivered: (batch, pending) => feedback.delivered(batch, pending),
    failed: (item, error, pending) => feedback.failed(item, error, pending),
    waiting: (at, pending) => feedback.waiting(at, pending),
    now: () => Date.now(),
  });
}
