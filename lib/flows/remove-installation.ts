import { releaseOriginPermission, sharesOriginPermission } from '@/lib/connection/permission';
import { forgetRateLimit } from '@/lib/connection/meter';
import { withoutInstallation } from '@/lib/installations/installations';
import { forgetPlanDrops } from '@/lib/links/plan-drops';
import { forgetRemembered } from '@/lib/links/remembered';
import { forgetLastInstallation, lastInstallationItem } from '@/lib/installations/last-used';
import { sendMessage } from '@/lib/messaging';
import { forgetSentQrs } from '@/lib/manage/qr-sent';
import { forgetReference } from '@/lib/reference/cache';
import { forgetQrSupport } from '@/lib/reference/qr-support';
import { getSettings, resetSettings, updateSettings } from '@/lib/settings/items';
import type { Installation, Settings } from '@/lib/settings/schema';

// Everything Trim keeps per installation, each store forgetting its own, in two lists by who
// writes it: here what any context writes, in forget-owned.ts what the worker alone writes (the
// worker bundles only that one). A new store adds its `forget…` to its writer's list; removal
// knows no storage key.

/**
 * What any context writes: the cached lists and what is known of QR codes, the rate-limit meter,
 * the popup's last choice, the bodies the links service sent (passwords included), what the plan
 * was seen to drop, the state Trim sent for its QR codes.
 */
const SHARED_STORES: readonly ((installation: string) => Promise<void>)[] = [
  forgetReference,
  forgetQrSupport,
  forgetRateLimit,
  forgetLastInstallation,
  forgetRemembered,
  forgetPlanDrops,
  forgetSentQrs,
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
  for (const forget of SHARED_STORES) await forget(id);
  // The worker's own stores: it forgets them itself (forget-owned.ts).
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
