import { cleanAddress, readCanonical } from '@/lib/clean-address';
import { createConnection, type ApiConnection } from '@/lib/connection/connection';
import { workerLinks } from '@/lib/links/in-worker';
import { drainOnce, enqueue, readQueue, type DeliveredLink, type DrainOutcome, type QueuedShorten, type ShortenSource } from '@/lib/queue';
import { settlePart, type TextGroup } from '@/lib/queue/text-groups';
import { NotConfiguredError } from '@/lib/connection/errors';
import { chosenInstallation, defaultInstallation } from '@/lib/installations/installations';
import { installationOrigin, madeFor, refusalFor, removedError, type MadeFor } from '@/lib/installations/made-for';
import type { Installation, Settings } from '@/lib/settings/schema';
import { getSettings } from '@/lib/settings/items';
import { withLock } from '@/lib/storage/lock';
import { withDefaults } from '@/lib/shorten/defaults';
import { isShortenable } from '@/lib/core/shortenable';
import { withDefaultTemplate } from '@/lib/utm/default-template';
import { ownHosts, onOwnHost } from './own-hosts';

// A shorten asked for outside the popup (right-click, keyboard): it goes through the
// persistent queue, so a rate-limited burst waits instead of failing, and is sent with the
// body the popup sends for its untouched form (withDefaults, and the default template as the
// popup applies it), which makes a resend safe.

export interface ShortenFeedback {
  /** Links were made; `batch` holds every link since the queue was last empty, newest last. */
  delivered(batch: DeliveredLink[], pending: number): Promise<void>;
  /** A shorten failed for good (worded by describeApiError, lib/i18n/describe-error.ts). */
  failed(item: Pick<QueuedShorten, 'url' | 'source' | 'installation' | 'group'> | null, error: unknown, pending: number): Promise<void>;
  /** The service refused for now; the queue resumes at `at` (ms). */
  waiting(at: number, pending: number): Promise<void>;
  /** Nothing to shorten: a browser page, a selection that is not a web address, a text without one, a field Trim may not read. */
  unusable(reason: 'page' | 'selection' | 'text' | 'field', url: string | null, source: ShortenSource): Promise<void>;
  /** The last address of a text is done: the text goes back with its short links (text-shorten.ts). */
  textDone(group: TextGroup, pending: number): Promise<void>;
  /** A text waits for the user (lib/queue/text-reviews.ts): Trim's window shows it to them. */
  askFirst(id: string): Promise<void>;
}

/** Sources that shorten the page itself, whose canonical address may stand in for it. */
const PAGE_SOURCES: ReadonlySet<ShortenSource> = new Set(['page', 'command', 'button']);

/** Where a shorten asked for outside the popup goes and what it may read. */
export interface ShortenTarget {
  /** The tab the page is in: with it (and the user's choice) the page's canonical address is read. */
  tabId?: number | undefined;
  /** The installation chosen in the menu; the default one when absent. */
  installation?: string | undefined;
  /** The page's title, for a template's `{title}` (the page's own shorten only). */
  title?: string | undefined;
  /** Where the installation pointed when this was asked for (a text held for the user's answer): queued only while it still does. */
  madeFor?: MadeFor | undefined;
}

/**
 * Tracking parameters go from the address of a page, a link or an image, as in the popup; a
 * selected address is the user's own words and keeps what they wrote. One on the user's short
 * domains is not shortened again (no request).
 */
export async function requestShorten(url: string | null | undefined, source: ShortenSource, feedback: ShortenFeedback, target: ShortenTarget = {}): Promise<DrainOutcome | null> {
  if (!isShortenable(url)) {
    await feedback.unusable(source === 'selection' ? 'selection' : 'page', url ?? null, source);
    return null;
  }
  let short = false;
  const outcome = await queueClick(feedback, target, { url, source }, async (settings, installation) => {
    const { tabId } = target;
    if (source === 'selection' && onOwnHost(url, await ownHosts(installation))) {
      short = true;
      return false;
    }
    const canRead = tabId !== undefined && PAGE_SOURCES.has(source);
    const address = source === 'selection' ? url : (await cleanAddress(url, settings.address, async () => (canRead ? readCanonical(tabId) : null))).url;
    const tagged = (await withDefaultTemplate(address, installation.id, PAGE_SOURCES.has(source) ? target.title : '')).url;
    await enqueue(tagged, source, installation.id, { input: withDefaults(tagged, installation.defaults), madeFor: madeFor(installation) });
    return true;
  });
  if (short) await feedback.unusable('text', url, source);
  return outcome;
}

/**
 * Queues what a click asks for (`queue` says whether it queued anything), then sends. One click
 * after the other, in the order they came (locks are granted in request order): a burst's links
 * are made and copied in click order, whatever each click's checks took.
 */
export async function queueClick(
  feedback: ShortenFeedback,
  target: ShortenTarget,
  item: Pick<QueuedShorten, 'url' | 'source'> | null,
  queue: (settings: Settings, installation: Installation) => Promise<boolean>,
): Promise<DrainOutcome | null> {
  try {
    const connection = await withLock('clicks', async () => {
      // Checked before queueing: a shorten that can never be sent must not wait in the queue.
      const settings = await getSettings();
      const installation = chosenInstallation(settings, target.installation);
      // A menu entry of an installation removed a moment ago: never send its link to another one.
      if (target.installation !== undefined && installation.id !== target.installation) throw target.madeFor ? removedError(target.madeFor) : new NotConfiguredError('missing');
      const moved = refusalFor(target.madeFor, installation);
      if (moved) throw moved;
      const connection = createConnection(installation);
      await connection.transport();
      return (await queue(settings, installation)) && connection;
    });
    return connection ? await resumeQueue(feedback, connection) : null;
  } catch (error) {
    // Set-up problems, and anything unexpected (storage, clipboard): told, never swallowed.
    const pending = (await readQueue().catch(() => ({ items: [] }))).items.length;
    await feedback.failed(item, error, pending);
    return null;
  }
}

/** Sends whatever waits (after a click, an alarm, or a worker restart). */
export async function resumeQueue(feedback: ShortenFeedback, known?: ApiConnection): Promise<DrainOutcome> {
  // One connection per installation and drain pass: its meter learns the window from each
  // answer at once. Installations are looked up when first needed, so a link queued for one
  // added during the pass finds it. Only the create call is bundled with the worker.
  const fallback = defaultInstallation(await getSettings()).id;
  const connections = new Map<string, Promise<{ connection: ApiConnection; installation: Installation } | null>>();
  const connectionTo = (id: string, reread = false) => {
    let found = connections.get(id);
    if (!found || reread) {
      found = getSettings().then((settings) => {
        const installation = settings.installations.find((one) => one.id === id);
        if (!installation) return null;
        // The click's own connection was built from the settings of its moment: read again, they may be newer.
        return { installation, connection: known?.id === id && !reread ? known : createConnection(installation) };
      });
      connections.set(id, found);
    }
    return found;
  };
  /**
   * The item's installation, read again when it no longer points where the item was made for:
   * the address may have changed during this pass, after the item was queued.
   */
  const installationFor = async (item: QueuedShorten) => {
    const id = item.installation ?? fallback;
    const found = await connectionTo(id);
    if (!found || !item.madeFor || installationOrigin(found.installation) === item.madeFor.origin) return found;
    return connectionTo(id, true);
  };
  return drainOnce({
    installationOf: (item) => item.installation ?? fallback,
    async create(item) {
      // Removed since (removal drops its links; this is the race), or now pointing at another
      // origin than at the click: sent nowhere, and the notice says why (made-for.ts).
      const to = await installationFor(item);
      if (!to) throw removedError(item.madeFor);
      const refused = refusalFor(item.madeFor, to.installation);
      if (refused) throw refused;
      const input = item.input ?? withDefaults(item.url, to.installation.defaults);
      return workerLinks(to.connection).create(input);
    },
    exhaustedUntil: async (id) => (await connectionTo(id))?.connection.meter.exhaustedUntil() ?? null,
    // A text's links go back into its text, once its last one is made; the clipboard's batch holds the rest.
    async delivered(batch, pending) {
      const last = batch.at(-1);
      const plain = batch.filter((link) => !link.group);
      if (!last?.group) return feedback.delivered(plain, pending);
      const done = await settlePart(last.group, last.url, last.shorturl);
      if (done) await feedback.textDone(done, pending);
    },
    async failed(item, error, pending) {
      await feedback.failed(item, error, pending);
      const done = item.group && (await settlePart(item.group, item.url, ''));
      if (done) await feedback.textDone(done, pending);
    },
    waiting: (at, pending) => feedback.waiting(at, pending),
    now: () => Date.now(),
  });
}
