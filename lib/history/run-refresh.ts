import { listLinks } from '@/lib/api/endpoints/links';
import type { ApiConnection } from '@/lib/connection/connection';
import { describeError } from '@/lib/connection/errors';
import { connectionSource } from '@/lib/reference/cache';
import { fetchLinks, INDEX_MAX_AGE_MS, mergeRefresh, refreshBudget } from './refresh';
import type { LinkIndex } from './schema';
import { clickHistoryItem, linkIndexItem, readClickHistory, readLinkIndex } from './store';

/** After a failed refresh, the pages wait this long before trying again on their own. */
const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;

export type RefreshOutcome = 'fresh' | 'refreshed' | 'failed' | 'deferred';

/** Whether a page showing the index should ask for a refresh. */
export function indexIsStale(index: LinkIndex, now: number): boolean {
  if (index.failure && now - index.failure.at < RETRY_AFTER_FAILURE_MS) return false;
  return index.refreshedAt <= 0 || now - index.refreshedAt >= INDEX_MAX_AGE_MS || index.refreshedAt > now + 60_000;
}

// One refresh per installation at a time: a popup and the daily alarm asking together share it.
const running = new Map<string, Promise<RefreshOutcome>>();

/** Settles when no refresh of the installation runs in this context (the tests' clock-set refresh waits for it). */
export async function refreshSettled(installation: string): Promise<void> {
  await running.get(installation)?.catch(() => undefined);
}

/**
 * Fills the installation's index and records today's click totals. Without `force`, a fresh
 * index is left alone. Runs in the worker (pages ask with 'history:refresh'), so closing the
 * popup mid-refresh loses nothing.
 */
export function refreshLinkIndex(connection: ApiConnection, options: { force?: boolean; now?: () => number } = {}): Promise<RefreshOutcome> {
  const pending = running.get(connection.id);
  if (pending) return pending;
  const run = refresh(connection, options).finally(() => running.delete(connection.id));
  running.set(connection.id, run);
  return run;
}

async function refresh(connection: ApiConnection, { force = false, now = Date.now }: { force?: boolean; now?: () => number }): Promise<RefreshOutcome> {
  const source = connectionSource(connection.settings);
  const index = await readLinkIndex(connection.id, source);
  if (!force && !indexIsStale(index, now())) return 'fresh';
  const meter = await connection.meter.load();
  const budget = refreshBudget(meter && meter.resetAt > now() ? meter.remaining : null);
  if (budget === 0) return 'deferred';
  const fetched = await fetchLinks({ list: async (query) => listLinks(await connection.transport(), query) }, budget);
  const merged = mergeRefresh(index, await readClickHistory(connection.id, source), fetched, now(), describeError);
  await Promise.all([linkIndexItem(connection.id).setValue(merged.index), clickHistoryItem(connection.id).setValue(merged.history)]);
  return fetched.error === null ? 'refreshed' : 'failed';
}
