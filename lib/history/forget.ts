import { oldHistoryKey, oldIndexKey } from './carry-over';
import { clearIndexRecords } from './index-writes';
import { forgetShortHosts } from './short-hosts';
import { indexStatusItem } from './status';
import { browser } from 'wxt/browser';

/** An installation removed: its index, click series, fill, status and the hosts it noted go (the worker's half of the removal). */
export async function forgetIndex(installation: string): Promise<void> {
  await clearIndexRecords(installation);
  await Promise.all([
    indexStatusItem(installation).removeValue(),
    forgetShortHosts(installation),
    browser.storage.local.remove([oldIndexKey(installation), oldHistoryKey(installation)]),
  ]);
}
