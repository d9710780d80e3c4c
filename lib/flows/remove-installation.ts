import { releaseOriginPermission, sharesOriginPermission } from '@/lib/connection/permission';
import { forgetRateLimit } from '@/lib/connection/meter';
import { forgetBatch } from '@/lib/bulk/batch';
import { forgetQueued } from '@/lib/queue/store';
import { forgetLinkHistory } from '@/lib/history/store';
import { withoutInstallation } from '@/lib/installations/installations';
import { forgetLastInstallation, lastInstallationItem } from '@/lib/installations/last-used';
import { forgetReference } from '@/lib/reference/cache';
import { getSettings, resetSettings, updateSettings } from '@/lib/settings/items';
import type { Installation, Settings } from '@/lib/settings/schema';

/**
 * Everything Trim keeps per installation, each store forgetting its own: a new store adds its
 * `forget…` here, and removal never needs to know a storage key.
 */
const PER_INSTALLATION: readonly ((installation: string) => Promise<void>)[] = [
  forgetReference,
  forgetRateLimit,
  forgetLinkHistory,
  forgetQueued,
  forgetBatch,
  forgetLastInstallation,
];

/**
 * Removes an installation and everything Trim kept for it: its key (with its settings) first,
 * then what each store holds for it. Its origin's access is given up unless another
 * installation still uses it.
 */
export async function removeInstallation(id: string): Promise<Settings> {
  let removed: Installation | undefined;
  const next = await updateSettings((current) => {
    removed = current.installations.find((one) => one.id === id);
    return withoutInstallation(current, id);
  });
  for (const forget of PER_INSTALLATION) await forget(id);
  const gone = removed;
  if (gone && !next.installations.some((other) => sharesOriginPermission(other.connection.baseUrl, gone.connection.baseUrl))) {
    await releaseOriginPermission(gone.connection.baseUrl);
  }
  return next;
}

/** "Reset all settings": every installation removed as above, then the preferences. */
export async function resetEverything(): Promise<void> {
  for (const installation of (await getSettings()).installations) await removeInstallation(installation.id);
  await lastInstallationItem.removeValue();
  await resetSettings();
}
