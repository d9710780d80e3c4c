import { bulkItem } from '@/lib/bulk/batch';
import { queueItem } from '@/lib/queue/store';
import { upgradeStoredSettings } from '@/lib/settings/items';

/**
 * On an update of the extension: the values every context reads at once are written back in
 * their current shape, once, so no page migrates them again on each read. Per-installation
 * values migrate on read and are stored in the current shape by their next write.
 */
export async function upgradeStoredValues(): Promise<void> {
  await upgradeStoredSettings();
  await Promise.all([queueItem.update((queue) => queue), bulkItem.update((batch) => batch)]);
}
