import { SYNC_QUOTA, syncBytes } from '@/lib/storage/sync-item';
import { syncKeyOf, syncValueOf, type TemplateRecord } from './records';

// Which records go to storage.sync in one write, within its quotas (8,192 bytes an item, 102,400
// in all, 512 items), counting what the area already holds. Deletions go first: they are small,
// and a deletion that does not travel would let the template come back from another browser.
// A record that does not fit stays on this browser and says why; the next save tries again.

/** Why a template is kept on this browser only. */
export type NotSynced = 'too-big' | 'full' | 'unavailable';

/** Left free for the other items that follow the user (the preferences), so they still fit. */
const HEADROOM = { bytes: 4_096, items: 16 } as const;

export interface SyncPlan {
  /** Keys to set, each with its value. */
  set: Record<string, unknown>;
  /** The templates that stay on this browser only, and why. */
  notSynced: Record<string, NotSynced>;
}

/** The write that brings `area` (storage.sync read whole, minus what the write removes) up to `records`. */
export function planSync(records: readonly TemplateRecord[], area: Record<string, unknown>, quota: typeof SYNC_QUOTA = SYNC_QUOTA): SyncPlan {
  let bytes = Object.entries(area).reduce((sum, [key, value]) => sum + syncBytes(key, value), 0);
  let items = Object.keys(area).length;
  const set: Record<string, unknown> = {};
  const notSynced: Record<string, NotSynced> = {};
  const ordered = [...records.filter((record) => record.gone), ...records.filter((record) => !record.gone)];
  for (const record of ordered) {
    const key = syncKeyOf(record.id);
    const value = syncValueOf(record);
    if (JSON.stringify(area[key]) === JSON.stringify(value)) continue;
    const size = syncBytes(key, value);
    const before = key in area ? syncBytes(key, area[key]) : 0;
    const added = key in area ? 0 : 1;
    if (size > quota.bytesPerItem) notSynced[record.id] = 'too-big';
    else if (bytes - before + size > quota.bytes - HEADROOM.bytes || items + added > quota.items - HEADROOM.items) notSynced[record.id] = 'full';
    else {
      set[key] = value;
      bytes += size - before;
      items += added;
    }
  }
  return { set, notSynced };
}
