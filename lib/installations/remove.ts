import { browser } from 'wxt/browser';
import { releaseOriginPermission, sharesOriginPermission } from '@/lib/connection/permission';
import { meterWritesSettled } from '@/lib/connection/meter';
import { rateLimitKey } from '@/lib/connection/rate-limit';
import { updateBatch } from '@/lib/bulk/batch';
import { updateQueue } from '@/lib/queue';
import { clickHistoryKey, linkIndexKey } from '@/lib/history/store';
import { forgetReference } from '@/lib/reference/cache';
import { getSettings, resetSettings, updateSettings } from '@/lib/settings/items';
import type { Installation, Settings } from '@/lib/settings/schema';
import { withoutInstallation } from './installations';
import { LAST_INSTALLATION_KEY, lastInstallationItem } from './last-used';

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
  const stale = [rateLimitKey(id), linkIndexKey(id), clickHistoryKey(id)];
  if ((await lastInstallationItem.getValue()) === id) stale.push(LAST_INSTALLATION_KEY);
  await browser.storage.local.remove(stale);
  await updateQueue((state) => ({ state: { ...state, items: state.items.filter((item) => item.installation !== id), waits: withoutKey(state.waits, id) }, result: null }));
  await updateBatch((batch) => ({ batch: batch?.installation === id ? null : batch, result: null }));
  const gone = removed;
  if (gone && !next.installations.some((other) => sharesOriginPermission(other.connection.baseUrl, gone.connection.baseUrl))) {
    await releaseOriginPermission(gone.connection.baseUrl);
  }
  return next;
}

function withoutKey(record: Record<string, number>, key: string): Record<string, number> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/** "Reset all settings": every installation removed as above, then the preferences. */
export async function resetEverything(): Promise<void> {
  for (const installation of (await getSettings()).installations) await removeInstallation(installation.id);
  await browser.storage.local.remove(LAST_INSTALLATION_KEY);
  await resetSettings();
}
