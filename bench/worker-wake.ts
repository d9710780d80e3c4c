import type { CDPSession, Page } from 'playwright-core';
import type { Envelope } from '@/lib/messaging/protocol';
import { startSession } from '@/test/e2e/support';
import { MINIMAL_PAGE, WAKE_REPLY, writeMinimalExtension } from './minimal-extension';
import { addBlankPage, BLANK_PAGE } from './popup-speed';
import { wakeFigures, wakeOrder, type Waker, type WorkerWake } from './worker-wake-figures';

// Issue #40: the worker's wake as a gate. Chrome stops an idle worker after 30 s, so what a user
// asks of Trim's worker mostly starts it first. The bench stops a worker through the DevTools
// protocol, checks it stopped, sends it one message from its own extension's page and times the
// reply in that page: Trim's worker against a minimal extension's (bench/minimal-extension.ts),
// loaded beside it in the same browser, interleaved, so the machine's speed cancels out of the
// ratio. Both also pay Playwright, which holds each worker at its start until it has attached.
//
// The message is the cheapest Trim's typed messaging answers with no side effect: `text:decide`
// from a page other than the text review window, answered `false` at once (entrypoints/background/menus.ts).

const MESSAGE: Envelope<'text:decide'> = { trim: 1, type: 'text:decide', data: { id: 'bench-wake', chosen: null } };

interface Version {
  scriptURL: string;
  runningStatus: string;
  /** Times it left `stopped`. */
  starts: number;
}

/** Every worker version's running status, kept from the DevTools protocol's events. */
async function watchWorkers(cdp: CDPSession): Promise<Map<string, Version>> {
  const versions = new Map<string, Version>();
  cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
    for (const { versionId, scriptURL, runningStatus } of event.versions) {
      const known = versions.get(versionId);
      const started = known?.runningStatus === 'stopped' && runningStatus !== 'stopped';
      versions.set(versionId, { scriptURL, runningStatus, starts: (known?.starts ?? 0) + (started ? 1 : 0) });
    }
  });
  await cdp.send('ServiceWorker.enable');
  return versions;
}

async function until<T>(found: () => T | undefined, failure: string, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${failure} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

interface Extension {
  id: string;
  /** A page of the same extension: what it sends reaches that extension's worker. */
  page: Page;
}

/** Stops the extension's worker, wakes it with the message, and returns send → reply in ms. */
async function wake(cdp: CDPSession, versions: Map<string, Version>, { id, page }: Extension): Promise<number> {
  const versionId = await until(() => [...versions].find(([, version]) => version.scriptURL.startsWith(`chrome-extension://${id}/`))?.[0], `no service worker of ${id}`);
  const inStatus = (status: string) => () => {
    const version = versions.get(versionId);
    return version?.runningStatus === status ? version : undefined;
  };
  await cdp.send('ServiceWorker.stopWorker', { versionId });
  const { starts } = await until(inStatus('stopped'), `the worker of ${id} did not stop`);
  const { ms, reply } = await page.evaluate(async (message) => {
    const at = performance.now();
    const reply: unknown = await chrome.runtime.sendMessage(message);
    return { ms: performance.now() - at, reply };
  }, MESSAGE);
  if (JSON.stringify(reply) !== JSON.stringify(WAKE_REPLY)) throw new Error(`the worker of ${id} answered ${JSON.stringify(reply)}`);
  // The message found it stopped and started it: no other event woke it meanwhile.
  const woken = await until(inStatus('running'), `the worker of ${id} did not run`);
  if (woken.starts !== starts + 1) throw new Error(`the worker of ${id} started ${woken.starts - starts} times for one message`);
  return ms;
}

export async function measureWorkerWake(extensionDir: string, options: { rounds?: number; warmup?: number } = {}): Promise<WorkerWake> {
  const rounds = options.rounds ?? 21;
  // Warm-up rounds, not counted: the first wakes after the browser's start are not the ones a
  // long-running browser sees.
  const warmup = options.warmup ?? 2;
  await addBlankPage(extensionDir);
  const minimal = await writeMinimalExtension();
  try {
    const session = await startSession({ browser: { extensionDir, alsoLoad: [minimal.dir] } });
    try {
      const trimPage = await session.trim.openPage(BLANK_PAGE);
      const minimalPage = await session.trim.context.newPage();
      await minimalPage.goto(`chrome-extension://${minimal.id}/${MINIMAL_PAGE}`);
      const extensions: Record<Waker, Extension> = { trim: { id: session.trim.extensionId, page: trimPage }, minimal: { id: minimal.id, page: minimalPage } };
      const cdp = await session.trim.context.newCDPSession(trimPage);
      const versions = await watchWorkers(cdp);
      for (const waker of wakeOrder(warmup)) await wake(cdp, versions, extensions[waker]);
      const times: Record<Waker, number[]> = { trim: [], minimal: [] };
      for (const waker of wakeOrder(rounds)) times[waker].push(await wake(cdp, versions, extensions[waker]));
      return wakeFigures(times.trim, times.minimal);
    } finally {
      await session.close();
    }
  } finally {
    await minimal.remove();
  }
}
