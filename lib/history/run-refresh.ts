import { listLinks } from '@/lib/api/endpoints/links';
import { RETRY_MARGIN_MS } from '@/lib/api/retry-margin';
import type { ApiConnection } from '@/lib/connection/connection';
import type { RefreshOutcome } from '@/lib/messaging';
import { dayOf } from './days';
import { fetchLinks, INDEX_MAX_AGE_MS, mergeRefresh, refreshBudget, type OwnChanges } from './refresh';
import { EMPTY_INDEX, type ClickHistory, type LinkIndex } from './schema';
import { clickHistoryItem, linkIndexItem, readClickHistory } from './store';
import { refusalHolds } from './wait';

/** After a failed refresh, the pages wait this long before trying again on their own. */
const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;

/**
 * Whether a page showing the index should ask for a refresh. After a refusal by the rate limit
 * the wait is the window's, not the failure's ten minutes: the page asks again once it reopens.
 */
export function indexIsStale(index: LinkIndex, now: number): boolean {
  const held = refusalHolds(index, now);
  if (held !== null) return !held;
  if (index.failure && now - index.failure.at < RETRY_AFTER_FAILURE_MS) return false;
  return index.refreshedAt <= 0 || now - index.refreshedAt >= INDEX_MAX_AGE_MS || index.refreshedAt > now + 60_000;
}

// One refresh per installation at a time: a popup and the daily alarm asking together share it.
const running = new Map<string, Promise<RefreshOutcome>>();

/** Settles when no refresh of the installation runs in this context (the tests' clock-set refresh waits for it). */
export async function refreshSettled(installation: string): Promise<void> {
  await running.get(installation)?.catch(() => undefined);
}

export interface RefreshOptions {
  /** Refresh whatever the index's age. */
  force?: boolean;
  /** The daily alarm: refresh unless today already has a snapshot (not the 6-hour lifetime). */
  daily?: boolean;
  /** Whether the installation still exists when the answers are in: a removed one is not written back. */
  stillThere?: () => Promise<boolean>;
  now?: () => number;
}

/**
 * Fills the installation's index and records today's click totals. Without `force`, a fresh
 * index is left alone. Runs in the worker (pages ask with 'history:refresh'), so closing the
 * popup mid-refresh loses nothing.
 */
export function refreshLinkIndex(connection: ApiConnection, options: RefreshOptions = {}): Promise<RefreshOutcome> {
  const pending = running.get(connection.id);
  if (pending) return pending;
  const run = refresh(connection, options).finally(() => running.delete(connection.id));
  running.set(connection.id, run);
  return run;
}

async function refresh(connection: ApiConnection, { force = false, daily = false, stillThere, now = Date.now }: RefreshOptions): Promise<RefreshOutcome> {
  const source = connection.source;
  const stored = await linkIndexItem(connection.id).getValue();
  const start = stored.source === source ? stored : { ...EMPTY_INDEX, source };
  const stale = daily ? start.refreshedAt <= 0 || dayOf(start.refreshedAt) !== dayOf(now()) : indexIsStale(start, now());
  if (!force && !stale) return 'fresh';
  const meter = await connection.meter.load();
  // The window's reset counts until retryAt's margin past it: a reset in whole seconds comes early.
  const budget = refreshBudget(meter && meter.resetAt + RETRY_MARGIN_MS > now() ? meter.remaining : null);
  if (budget === 0) return 'deferred';
  const fetched = await fetchLinks({ list: async (query) => listLinks(await connection.transport(), query) }, budget);
  // Nothing read for a changed address or key (a typo, say): the other connection's index and
  // history stay until this one answers, so fixing the key loses nothing.
  if (fetched.links.length === 0 && fetched.error !== null && stored.source !== source && stored.source !== '') return 'failed';
  if (stillThere && !(await stillThere())) return 'failed';
  // Merged into the index as it is now, under its lock: a shorten, edit or deletion made in Trim
  // while the pages came in is kept. The history has no other writer than this one refresh.
  const history = await readClickHistory(connection.id, source);
  let nextHistory!: ClickHistory;
  await linkIndexItem(connection.id).update((stored) => {
    const latest = stored.source === source ? stored : { ...EMPTY_INDEX, source };
    const merged = mergeRefresh(latest, history, fetched, now(), changesSince(start, latest));
    nextHistory = merged.history;
    return merged.index;
  });
  await clickHistoryItem(connection.id).setValue(nextHistory);
  return fetched.error === null ? 'refreshed' : 'failed';
}

/** What Trim itself changed in the index between two readings: links added, links removed. */
function changesSince(before: LinkIndex, after: LinkIndex): OwnChanges {
  const was = new Set(before.links.map((link) => link.id));
  const now = new Set(after.links.map((link) => link.id));
  return { added: after.links.filter((link) => !was.has(link.id)), removed: new Set([...was].filter((id) => !now.has(id))) };
}
