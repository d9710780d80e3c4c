import { forgetBatchOf } from '@/lib/bulk/batch';
import { forgetIndex } from '@/lib/history/items';
import { forgetQueued } from '@/lib/queue/store';

/**
 * The worker's half of removing an installation (message 'installation:forget'): what the worker
 * alone writes, its queued links, its bulk batch, its link index and click history. A page
 * writing them would race the worker's own writes and could bring back a delivered link or
 * undo a Pause.
 */
export async function forgetOwnedStores(installation: string): Promise<void> {
  await Promise.all([forgetQueued(installation), forgetBatchOf(installation), forgetIndex(installation)]);
}
