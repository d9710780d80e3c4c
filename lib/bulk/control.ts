import { sendMessage } from '@/lib/messaging';
import { batchControls, updateBatch, type Batch } from './batch';

// What a page does to the batch: it changes the stored batch, and asks the background to send
// when there is something to send. The background owns the sending; pages only watch storage.

/** Asks the background to send what is left (it also wakes a worker the browser stopped). */
export const kick = () => sendMessage('bulk:run').catch(() => undefined);

export async function startBatch(batch: Batch): Promise<void> {
  await updateBatch(() => ({ batch, result: null }));
  await kick();
}

export type BatchAction = keyof typeof batchControls;

export async function controlBatch(action: BatchAction): Promise<void> {
  await updateBatch((batch) => ({ batch: batch && batchControls[action](batch), result: null }));
  if (action === 'resume' || action === 'retryFailed') await kick();
}

/** Forgets the batch (after its results were taken, or to start another). */
export function clearBatch(): Promise<void> {
  return updateBatch(() => ({ batch: null, result: undefined }));
}
