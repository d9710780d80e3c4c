import { carryOverIndex } from '@/lib/history/carry-over';
import { carryOverRemembered } from '@/lib/links/remembered';
import { installationOfKey } from '@/lib/storage/installation-keys';
import { storedKeys } from '@/lib/storage/stored-keys';

// At the worker's start: what an older version kept in storage.local as one value per
// installation (the link index, its click history, the bodies Trim sent) is carried over into
// IndexedDB records, once. Listing the keys costs nothing when there is none left to carry.

const OLD_STORES = new Set(['linkIndex', 'clickHistory', 'linkSettings']);

export async function carryOverOldValues(): Promise<void> {
  const installations = new Set((await storedKeys()).filter((key) => OLD_STORES.has(key.slice(0, key.indexOf(':')))).map(installationOfKey));
  for (const installation of installations) {
    if (installation === null) continue;
    await carryOverIndex(installation);
    await carryOverRemembered(installation);
  }
}
