import { quietly } from '@/lib/activity/activity';
import { sendMessage, type BatchAction } from '@/lib/messaging';
import { batchControls, parseBatch, updateBatch, type Batch } from './batch';

// What a page does to the batch. The background owns it: a page asks it to start, change or
// forget the batch, so the worker is the batch's one writer. A page writing it too could lose
// a Pause to the worker's write of the line in flight, or bring back a line already sent.

/** Asks the background to send what is left (it also wakes a worker the browser stopped). */
export const kick = () => quietly('start the bulk run', sendMessage('bulk:run'));

/** A page's new batch, stored and sent by the background. */
export function startBatch(batch: Batch): Promise<void> {
  return sendMessage('bulk:start', { batch });
}

/** The background's side of startBatch: the new batch, parsed as it crosses from the page, replaces any other. */
export function storeBatch(sent: unknown): Promise<void> {
  const batch = parseBatch(sent);
  if (!batch) return Promise.reject(new Error('bulk:start carried no batch'));
  return updateBatch(() => ({ batch, result: undefined }));
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

/** A page forgets the batch (after its results were taken, or to start another). */
export function clearBatch(): Promise<void> {
  return sendMessage('bulk:clear');
}

/** The background's side of clearBatch. */
export function dropBatch(): Promise<void> {
  return updateBatch(() => ({ batch: null, result: undefined }));
}
