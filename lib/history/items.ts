import { defineLocalItem } from '@/lib/storage/item';
import type { IndexTarget } from './index-changes';
import { clickHistoryKey, linkIndexKey } from './keys';

// An installation's link index and click history as storage items; store.ts parses what they hold.

export { clickHistoryKey, linkIndexKey } from './keys';

export const linkIndexItem = (installation: string) => defineLocalItem<unknown>(linkIndexKey(installation), null);
export const clickHistoryItem = (installation: string) => defineLocalItem<unknown>(clickHistoryKey(installation), null);

/** The index a connection's own changes go to (lib/history/own-changes). */
export function indexTargetOf(connection: { id: string; source: string }): IndexTarget {
  return { item: linkIndexItem(connection.id), source: connection.source };
}
