import { browser } from 'wxt/browser';
import { getSettings } from '@/lib/settings/items';
import { textOwners } from '@/lib/queue/text-owners';
import { installationOfKey } from '@/lib/storage/installation-keys';
import { storedKeys } from '@/lib/storage/stored-keys';
import { forgetOwnedStores } from './forget-owned';

// At worker start: what storage still holds for installations that no longer exist (a removal
// cut short by a page closed half way, a worker stopped mid-forget) is swept, passwords, lists
// and texts included, so a removal always ends complete.

/** Removes every per-installation key, and the worker's own stores, of each installation that is gone; answers which. */
export async function sweepRemovedInstallations(): Promise<string[]> {
  const keys = await storedKeys();
  const owners = new Set([...keys.map(installationOfKey).filter((id): id is string => id !== null), ...(await textOwners())]);
  if (owners.size === 0) return [];
  // Read after listing: an installation added meanwhile is in the settings before any key of its own.
  const known = new Set((await getSettings()).installations.map((one) => one.id));
  const gone = [...owners].filter((id) => !known.has(id));
  if (gone.length === 0) return [];
  const goneSet = new Set(gone);
  await browser.storage.local.remove(keys.filter((key) => goneSet.has(installationOfKey(key) ?? '')));
  for (const installation of gone) await forgetOwnedStores(installation);
  return gone;
}
