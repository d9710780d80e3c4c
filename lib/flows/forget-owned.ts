import { forgetBatchOf } from '@/lib/bulk/batch';
import { forgetIndex } from '@/lib/history/forget';
import { forgetPastedText } from '@/lib/queue/pasted-text';
import { forgetQueued } from '@/lib/queue/store';
import { forgetTextGroups } from '@/lib/queue/text-groups';
import { forgetTextReviews } from '@/lib/queue/text-reviews';

/**
 * What the worker alone writes per installation: the queued links, the texts waiting for
 * them or for the user's answer, the pasted text kept for the popup, the bulk batch, the link index and click history. A page writing them would race the worker's own writes (a delivered
 * link back in the queue, a Pause undone), so a page's removal asks the worker
 * ('installation:forget', remove-installation.ts), which forgets them here.
 */
const WORKER_STORES: readonly ((installation: string) => Promise<void>)[] = [forgetQueued, forgetTextGroups, forgetTextReviews, forgetPastedText, forgetBatchOf, forgetIndex];

export async function forgetOwnedStores(installation: string): Promise<void> {
  await Promise.all(WORKER_STORES.map((forget) => forget(installation)));
}
