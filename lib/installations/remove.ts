import { releaseOriginPermission, sharesOriginPermission } from '@/lib/connection/permission';
import { meterWritesSettled } from '@/lib/connection/meter';
import { rateLimitItem } from '@/lib/connection/rate-limit';
import { sendMessage } from '@/lib/messaging';
import { forgetReference } from '@/lib/reference/cache';
import { getSettings, resetSettings, updateSettings } from '@/lib/settings/items';
import type { Installation, Settings } from '@/lib/settings/schema';
import { withoutInstallation } from './installations';
import { lastInstallationItem } from './last-used';

/**
 * Removes an installation and everything Trim kept for it: its key (with its settings), its
 * cached lists, its link index and click history, its rate-limit meter, its links still waiting in the queue, its bulk batch, and
 * the popup's memory of it. Its origin's access is given up unless another installation still uses it.
 */
export async function removeInstallation(id: string): Promise<Settings> {
  let removed: Installation | undefined;
  const next = await updateSettings((current) => {
    removed = current.installations.find((one) => one.id === id);
    return withoutInstallation(current, id);
  });
  await forgetReference(id);
  await meterWritesSettled(id);
  await rateLimitItem(id).removeValue();
  await lastInstallationItem.update((last) => (last === id ? '' : last));
  // The queue, the batch, the index and the history are the worker's to write.
  await sendMessage('installation:forget', { installation: id });
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
