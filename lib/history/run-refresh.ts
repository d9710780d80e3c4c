import { quietly } from '@/lib/activity/activity';
import { listLinks } from '@/lib/api/endpoints/links';
import { toErrorRecord } from '@/lib/api/error-record';
import type { Link } from '@/lib/api';
import type { ApiConnection } from '@/lib/connection/connection';
import type { RefreshOutcome } from '@/lib/messaging';
import { dayOf } from './days';
import { fillShare, newCursor, nextPass } from './fill';
import { readCursor, saveLinks, writeCursor } from './index-writes';
import { readKnownIds } from './link-records';
import { INDEX_MAX_AGE_MS, NEWEST_PAGES, REFRESH_PAGE_SIZE, toIndexed } from './refresh';
import { currentMeter, fillStretch, type IndexRun } from './run-fill';
import { recordTotals } from './series-records';
import { noteShortHosts } from './short-hosts';
import { changeIndexStatus, readIndexStatus, type IndexStatus } from './status';
import { refusalHolds } from './wait';

// Bringing an installation's index up to date, in the worker (pages ask with 'history:refresh';
// the daily alarm of "Keep click history" too). An index not yet whole goes on with its fill
// (run-fill.ts). A whole one is refreshed: the newest pages until one holds a link the index
// knows (new links), then the most clicked page (their clicks move most, and the click history
// keeps their series); when the service then counts other than the index holds, links were
// deleted or missed elsewhere, and a new full read finds which.

/** After a failed refresh, the pages wait this long before trying again on their own. */
const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;

/**
 * Whether a page showing the index should ask for a refresh. A fill goes on by itself (its
 * alarm). After a refusal by the rate limit the wait is the window's, not the failure's ten
 * minutes: the page asks again once it reopens.
 */
export function indexIsStale(status: IndexStatus, now: number): boolean {
  if (status.fill) return false;
  const held = refusalHolds(status, now);
  if (held !== null) return !held;
  if (status.failure && now - status.failure.at < RETRY_AFTER_FAILURE_MS) return false;
  // Not yet whole, and no fill under way (a new index, or one carried over from an older version).
  if (!status.whole) return true;
  return status.refreshedAt <= 0 || now - status.refreshedAt >= INDEX_MAX_AGE_MS || status.refreshedAt > now + 60_000;
}

// One refresh per installation at a time: a popup and the daily alarm asking together share it.
const running = new Map<string, Promise<RefreshOutcome>>();

/** Settles when no refresh of the installation runs in this context (the tests' clock-set refresh waits for it). */
export async function refreshSettled(installation: string): Promise<void> {
  await running.get(installation)?.catch(() => undefined);
}

export interface RefreshOptions extends Partial<IndexRun> {
  /** Refresh whatever the index's age. */
  force?: boolean;
  /** The daily alarm: refresh unless today already has a snapshot (not the 6-hour lifetime). */
  daily?: boolean;
}

/**
 * Brings the installation's index up to date. Without `force`, a fresh whole index is left
 * alone. Runs in the worker, so closing the popup mid-refresh loses nothing.
 */
export function refreshLinkIndex(connection: ApiConnection, options: RefreshOptions = {}): Promise<RefreshOutcome> {
  const pending = running.get(connection.id);
  if (pending) return pending;
  const run = refresh(connection, options).finally(() => running.delete(connection.id));
  running.set(connection.id, run);
  return run;
}

async function refresh(connection: ApiConnection, { force = false, daily = false, ...given }: RefreshOptions): Promise<RefreshOutcome> {
  const run: IndexRun = { wake: async () => undefined, stillThere: async () => true, now: Date.now, ...given };
  const status = await readIndexStatus(connection.id, connection.source);
  if (!status.whole) return fillStretch(connection, run);
  const stale = daily ? status.refreshedAt <= 0 || dayOf(status.refreshedAt) !== dayOf(run.now()) : indexIsStale(status, run.now());
  if (!force && !stale) return 'fresh';
  return topUp(connection, run);
}

/** One refresh of a whole index: its share of the window, what it read kept even when a page failed. */
async function topUp(connection: ApiConnection, run: IndexRun): Promise<RefreshOutcome> {
  const { id: installation, source } = connection;
  let window = { resetAt: 0, sent: 0 };
  const read = new Map<number, Link>();
  let total: number | null = null;
  let failure: unknown = null;
  let answered = false;
  const ask = async (order: 'date' | 'click', page: number) => {
    const share = fillShare(await currentMeter(connection), window, run.now());
    if (!share.go) return null;
    window = { ...share.window, sent: share.window.sent + 1 };
    const answer = await listLinks(await connection.transport(), { order, page, limit: REFRESH_PAGE_SIZE });
    for (const link of answer.items) read.set(link.id, link);
    answered = true;
    return answer;
  };
  try {
    for (let page = 1; page <= NEWEST_PAGES; page += 1) {
      const answer = await ask('date', page);
      if (!answer) break;
      total = answer.total;
      const known = await readKnownIds(
        installation,
        answer.items.map((link) => link.id),
      );
      if (answer.nextPage === null || known.size > 0) break;
    }
    if (total !== null) await ask('click', 1);
  } catch (error) {
    failure = error;
  }
  if (!answered && failure === null) return 'deferred';
  if (!(await run.stillThere())) return 'failed';
  const links = [...read.values()];
  const added = await saveLinks(installation, links.map(toIndexed));
  const count = (await readIndexStatus(installation, source)).count + added;
  const tracked = await recordTotals(installation, new Map(links.map((link) => [link.id, link.clicks])), dayOf(run.now()));
  await quietly(
    'note the short hosts',
    noteShortHosts(
      installation,
      source,
      links.map((link) => link.shorturl),
    ),
  );
  // The count says links were made or deleted elsewhere beyond what the newest pages show.
  const missing = total !== null && total !== count;
  await changeIndexStatus(
    installation,
    source,
    (current) => ({
      ...current,
      count: current.count + added,
      tracked,
      total: total ?? current.total,
      whole: !missing,
      ...(failure === null ? { refreshedAt: run.now(), failure: null } : { failure: { error: toErrorRecord(failure), at: run.now() } }),
    }),
    { records: true },
  );
  if (failure !== null) return 'failed';
  if (!missing) return 'refreshed';
  const cursor = await readCursor(installation);
  await writeCursor(cursor && cursor.source === source ? nextPass(cursor, false) : newCursor(installation, source, 1));
  return fillStretch(connection, run);
}
