import { defineLocalItem, leniently } from '@/lib/storage/item';
import type { IndexTarget } from './index-changes';
import { clickHistoryKey, linkIndexKey } from './keys';
import { parseClickHistory, parseLinkIndex } from './parse';
import { EMPTY_HISTORY, EMPTY_INDEX } from './schema';

// An installation's link index and click history as storage items, read entry by entry (parse.ts).
// The worker alone writes them; pages read and watch them.

export { clickHistoryKey, linkIndexKey } from './keys';

export const linkIndexItem = (installation: string) => defineLocalItem(linkIndexKey(installation), { schema: leniently(parseLinkIndex), fallback: EMPTY_INDEX });
export const clickHistoryItem = (installation: string) => defineLocalItem(clickHistoryKey(installation), { schema: leniently(parseClickHistory), fallback: EMPTY_HISTORY });

/** The index a connection's own changes go to (lib/history/own-changes). */
export function indexTargetOf(connection: { id: string; source: string }): IndexTarget {
  return { item: linkIndexItem(connection.id), source: connection.source };
}

/** An installation removed: its index and click history go (the worker's half of the removal). */
export async function forgetIndex(installation: string): Promise<void> {
  await Promise.all([linkIndexItem(installation).removeValue(), clickHistoryItem(installation).removeValue()]);
}
