import { refuseBatch, type Batch } from '@/lib/bulk/batch';
import { refusalFor } from '@/lib/installations/made-for';
import { getSettings } from '@/lib/settings/items';
import type { Installation } from '@/lib/settings/schema';

/**
 * The installation a stored batch is sent to now, or null when it goes nowhere: removed (removal
 * drops its batch; this is the race), or pointing at another origin than when the batch was
 * made, whose lines not yet settled then fail with why (refuseBatch). A batch stored before
 * batches kept their origin goes to its installation as it is now.
 */
export async function batchInstallation(batch: Batch): Promise<Installation | null> {
  const installation = (await getSettings()).installations.find((one) => one.id === batch.installation);
  if (!installation) return null;
  const refused = refusalFor(batch.madeFor, installation);
  if (!refused) return installation;
  await refuseBatch(batch.id, refused);
  return null;
}
