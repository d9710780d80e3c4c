import type { CDPSession } from 'playwright-core';
import type { TrimBrowser } from '@/test/harness/launch';

// Issue #40: what Trim's worker holds, read through the DevTools protocol on the worker's own
// target after a full garbage collection. Playwright gives CDP sessions for pages only (and no
// browser session on a persistent context), so a page's session attaches to the worker's target
// and speaks to it through Target.sendMessageToTarget (the protocol's non-flat mode).

export interface WorkerHeap {
  /** V8's used heap after a full collection (Runtime.getHeapUsage usedSize). */
  usedBytes: number;
  /** The heap V8 has reserved (totalSize). */
  totalBytes: number;
}

/** One session to the worker's target: `send` a command, resolved with its result. */
async function attachToWorker(cdp: CDPSession, extensionId: string) {
  const { targetInfos } = await cdp.send('Target.getTargets');
  const target = targetInfos.find((info) => info.type === 'service_worker' && info.url.startsWith(`chrome-extension://${extensionId}/`));
  if (!target) throw new Error('Trim has no running service worker to measure');
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = reply.id === undefined ? undefined : pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id as number);
    if (reply.error) waiting.reject(new Error(reply.error.message));
    else waiting.resolve(reply.result);
  });
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  let next = 0;
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      next += 1;
      const id = next;
      const reply = new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (value: unknown) => void, reject }));
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      return reply;
    },
    detach: () => cdp.send('Target.detachFromTarget', { sessionId }),
  };
}

/** The worker's heap after two full garbage collections (the second collects what the first's finalizers freed). */
export async function measureWorkerHeap(trim: TrimBrowser): Promise<WorkerHeap> {
  const page = await trim.context.newPage();
  try {
    const cdp = await trim.context.newCDPSession(page);
    const worker = await attachToWorker(cdp, trim.extensionId);
    try {
      await worker.send('HeapProfiler.collectGarbage');
      await worker.send('HeapProfiler.collectGarbage');
      const usage = await worker.send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
      return { usedBytes: usage.usedSize, totalBytes: usage.totalSize };
    } finally {
      await worker.detach();
      await cdp.detach();
    }
  } finally {
    await page.close();
  }
}
