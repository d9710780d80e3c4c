import { browser } from 'wxt/browser';
import { readBatch } from '@/lib/bulk/batch';
import { applyControl, sendsAgain, storeBatch } from '@/lib/bulk/control';
import type { BatchAction, MessageData } from '@/lib/messaging';
import { batchInstallation } from '@/lib/flows/batch-installation';
import { bulkDeps } from '@/lib/flows/bulk-deps';
import { runBatchOnce } from '@/lib/bulk/run';
import { createConnection } from '@/lib/connection/connection';
import { ALARM, scheduleAlarm } from './alarms';
import { showBadge } from './badge';

const WATCHDOG_MS = 30_000;

/** Sends what the stored batch has left; a rate-limit wait resumes by alarm, across worker restarts. */
export async function runBulk(): Promise<void> {
  const batch = await readBatch();
  if (!batch || batch.status !== 'running') return;
  // Removed meanwhile (removal drops its batch too), or now pointing elsewhere: nothing here may send it there.
  const installation = await batchInstallation(batch);
  if (!installation) return;
  const deps = {
    ...bulkDeps(createConnection(installation)),
    settled: (left: number) => showBadge({ pending: left }),
    waiting: (until: number) => scheduleAlarm(ALARM.bulk, until),
  };
  // A watchdog first: a worker stopped mid-run is woken by it and goes on.
  await scheduleAlarm(ALARM.bulk, Date.now() + WATCHDOG_MS);
  const outcome = await runBatchOnce(deps);
  // A wait has its alarm already (set before the batch showed it); otherwise none is needed.
  if (outcome.status !== 'waiting') await browser.alarms.clear(ALARM.bulk);
  if (outcome.status === 'finished') await showBadge({ done: true });
}

/** A page's new batch: stored here, its one writer, then sent. */
export async function startBulk({ batch }: MessageData<'bulk:start'>): Promise<void> {
  await storeBatch(batch);
  void runBulk();
}

/** A page's Pause, Resume, Cancel or Retry failed. */
export async function controlBulk({ action }: { action: BatchAction }): Promise<void> {
  await applyControl(action);
  if (sendsAgain(action)) void runBulk();
}

/** On every worker start: a running batch gets its alarm back if it lost it. */
export async function recoverBulk(): Promise<void> {
  const batch = await readBatch();
  if (batch?.status === 'running' && !(await browser.alarms.get(ALARM.bulk))) await scheduleAlarm(ALARM.bulk, batch.waitUntil ?? Date.now());
}
