import { forgetBatchOf } from '@/lib/bulk/batch';
import { releaseOriginPermission, sharesOriginPermission } from '@/lib/connection/permission';
import { forgetRateLimit } from '@/lib/connection/meter';
import { forgetIndex } from '@/lib/history/items';
import { withoutInstallation } from '@/lib/installations/installations';
import { forgetLastInstallation, lastInstallationItem } from '@/lib/installations/last-used';
import { sendMessage } from '@/lib/messaging';
import { forgetSentQrs } from '@/lib/manage/qr-sent';
import { forgetQueued } from '@/lib/queue/store';
import { forgetReference } from '@/lib/reference/cache';
import { forgetQrSupport } from '@/lib/reference/qr-support';
import { getSettings, resetSettings, updateSettings } from '@/lib/settings/items';
import type { Installation, Settings } from '@/lib/settings/schema';

// Everything Trim keeps per installation, each store forgetting its own, in two lists by who
// writes it. A new store adds its `forget…` to its writer's list; removal knows no storage key.
type Forget = (installation: string) => Promise<void>;

/** What any context writes: the cached lists and what is known of QR codes, the rate-limit meter, the popup's last choice, the QR codes' sent state. */
const SHARED_STORES: readonly Forget[] = [forgetReference, forgetQrSupport, forgetRateLimit, forgetLastInstallation, forgetSentQrs];

/**
 * What the worker alone writes: the queued links, the bulk batch, the link index and click
 * history. A page writing them would race the worker's own writes (a delivered link back in
 * the queue, a Pause undone), so a page asks the worker ('installation:forget').
 */
const WORKER_STORES: readonly Forget[] = [forgetQueued, forgetBatchOf, forgetIndex];

/** The worker's half of a removal (message 'installation:forget'). */
export async function forgetOwnedStores(installation: string): Promise<void> {
  await Promise.all(WORKER_STORES.map((forget) => forget(installation)));
}

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
  for (const forget of SHARED_STORES) await forget(id);
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
