import { sendMessage, type BatchAction } from '@/lib/messaging';
import { batchControls, updateBatch, type Batch } from './batch';

// What a page does to the batch. The background owns the running batch: a page starts one
// (nothing runs yet) and asks the background for every change after that, so the worker is
// the batch's one writer while it sends. A page writing it too could lose a Pause to the
// worker's write of the line in flight (each context serialises only its own writes).

/** Asks the background to send what is left (it also wakes a worker the browser stopped). */
export const kick = () => sendMessage('bulk:run').catch(() => undefined);

export async function startBatch(batch: Batch): Promise<void> {
  await updateBatch(() => ({ batch, result: null }));
  await kick();
}

/** A page's Pause, Resume, Cancel or Retry failed: applied by the background. */
export function controlBatch(action: BatchAction): Promise<void> {
  return sendMessage('bulk:control', { action });
}

/** The background's side of controlBatch, in turn with the running batch's own writes. */
export function applyControl(action: BatchAction): Promise<void> {
  return updateBatch((batch) => ({ batch: batch && batchControls[action](batch), result: undefined }));
}

/** Whether the action leaves lines to send. */
export const sendsAgain = (action: BatchAction) => action === 'resume' || action === 'retryFailed';

/** Forgets the batch (after its results were taken, or to start another). */
export function clearBatch(): Promise<void> {
  return updateBatch(() => ({ batch: null, result: undefined }));
}
