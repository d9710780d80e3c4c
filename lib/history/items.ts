import { defineLocalItem, leniently, type LocalItem } from '@/lib/storage/item';
import type { IndexTarget } from './index-changes';
import { clickHistoryKey, linkIndexKey } from './keys';
import { parseClickHistory, parseLinkIndex } from './parse';
import { EMPTY_HISTORY, EMPTY_INDEX, type LinkIndex } from './schema';
import { forgetShortHosts, noteShortHosts } from './short-hosts';

// An installation's link index and click history as storage items, read entry by entry (parse.ts).
// The worker alone writes them; pages read and watch them.

export { clickHistoryKey, linkIndexKey } from './keys';

/** Every write of the index also notes the hosts its short links are on (short-hosts.ts). */
function notingHosts(installation: string, item: LocalItem<LinkIndex>): LocalItem<LinkIndex> {
  const note = (index: LinkIndex) =>
    noteShortHosts(
      installation,
      index.source,
      index.links.map((link) => link.shorturl),
    ).catch(() => undefined);
  return {
    ...item,
    setValue: async (value) => {
      await item.setValue(value);
      await note(value);
    },
    update: async (change) => {
      const next = await item.update(change);
      await note(next);
      return next;
    },
  };
}

export const linkIndexItem = (installation: string) =>
  notingHosts(installation, defineLocalItem(linkIndexKey(installation), { schema: leniently(parseLinkIndex), fallback: EMPTY_INDEX }));
export const clickHistoryItem = (installation: string) => defineLocalItem(clickHistoryKey(installation), { schema: leniently(parseClickHistory), fallback: EMPTY_HISTORY });

/** The index a connection's own changes go to (lib/history/own-changes). */
export function indexTargetOf(connection: { id: string; source: string }): IndexTarget {
  return { item: linkIndexItem(connection.id), source: connection.source };
}

/** An installation removed: its index, the hosts it noted and its click history go (the worker's half of the removal). */
export async function forgetIndex(installation: string): Promise<void> {
  await Promise.all([linkIndexItem(installation).removeValue(), clickHistoryItem(installation).removeValue(), forgetShortHosts(installation)]);
}
