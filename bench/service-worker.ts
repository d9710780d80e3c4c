import path from 'node:path';
import puppeteer, { type WebWorker } from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '@/test/harness/launch';
import { round, spread, type Spread } from './stats';

// Service worker: time from the background's cold start to its right-click menu being
// registered. The menu is built on install and on browser start, so each sample installs
// the extension into a fresh Chromium profile and times that first start.
//
// Exact when the background marks `performance.mark('trim:menus')` once its menu is built
// (the mark is read afterwards, no race). Without the mark, a probe: Chrome has no API to
// list menu items, but `contextMenus.update(id, {})` succeeds only once an item exists. The
// probe polls that for the LAST item the background creates, inside the worker, and takes
// the worker's performance.now() when the successful poll was sent (ms since the worker's
// time origin, i.e. since the cold start). Calls from one worker reach the browser in order,
// so by then every create has been sent; resolution is one poll round trip.
//
// puppeteer-core, not the shared Playwright harness: Playwright attaches to the worker only
// after it has run (its menu already built), so its probes could only give upper bounds.
// Puppeteer installs the extension over CDP (Extensions.loadUnpacked) while already
// listening, and reaches the new worker before its menu exists.

export const MENUS_MARK = 'trim:menus';
export const LAST_MENU_ID = 'trim-open';

export interface ServiceWorkerStart {
  /** Worker start → last menu item exists, over the exact samples. */
  menusMs: Spread;
  samples: number[];
  /**
   * Samples where the menu already existed at the first poll (the worker was reached late,
   * e.g. on a loaded machine) are only upper bounds: they are dropped while exact ones
   * exist, and used, flagged, when none do.
   */
  upperBoundsDropped: number;
  upperBoundsOnly: boolean;
  /** Launches that failed and were retried, with why. */
  failedLaunches: string[];
  method: 'mark' | 'probe';
}

interface Probe {
  at: number;
  firstTry: boolean;
  marked: boolean;
}

/**
 * Reached right at its start, the worker may not have its globals yet (`chrome`, even
 * `setTimeout`): then the evaluation answers `null` at once and is sent again shortly. Once
 * they exist, it polls in the worker until the item exists.
 */
async function probeMenus(worker: WebWorker, timeoutMs: number): Promise<Probe> {
  const deadline = Date.now() + timeoutMs;
  let firstTry = true;
  while (Date.now() < deadline) {
    const probe = await worker.evaluate(
      // No named inner functions here: tsx would wrap them in a `__name` helper the worker lacks.
      async (id: string, mark: string, timeoutMs: number, firstTry: boolean): Promise<Probe | null> => {
        const scope = globalThis as { chrome?: typeof chrome; setTimeout?: typeof setTimeout };
        const menus = scope.chrome?.contextMenus;
        const wait = scope.setTimeout;
        if (!menus || !wait) return null;
        const deadline = performance.now() + timeoutMs;
        while (performance.now() < deadline) {
          const sentAt = performance.now();
          const exists = await menus.update(id, {}).then(
            () => true,
            () => false,
          );
          const marked = performance.getEntriesByName(mark)[0];
          if (marked) return { at: marked.startTime, firstTry, marked: true };
          if (exists) return { at: sentAt, firstTry, marked: false };
          firstTry = false;
          await new Promise((resolve) => wait(resolve, 1));
        }
        throw new Error(`menu item ${id} not registered within ${timeoutMs} ms`);
      },
      LAST_MENU_ID,
      MENUS_MARK,
      timeoutMs,
      firstTry,
    );
    if (probe) return probe;
    firstTry = false; // the worker had not started: whatever it registers comes after this
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`the service worker never exposed chrome.contextMenus within ${timeoutMs} ms`);
}

async function sample(extensionDir: string): Promise<Probe> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    pipe: true, // Extensions.loadUnpacked is only offered over a pipe
    enableExtensions: true,
    args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless=new'),
  });
  try {
    const target = browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith('chrome-extension://'), { timeout: 15_000 });
    await browser.installExtension(path.resolve(extensionDir));
    const worker = await (await target).worker();
    if (!worker) throw new Error('the extension service worker has no worker handle');
    return await probeMenus(worker, 10_000);
  } finally {
    await browser.close();
  }
}

export async function measureServiceWorkerStart(extensionDir: string, runs = 5): Promise<ServiceWorkerStart> {
  const exact: number[] = [];
  const bounds: number[] = [];
  const failures: string[] = [];
  let marks = 0;
  for (let attempt = 0; attempt < runs * 2 && exact.length < runs; attempt += 1) {
    try {
      const { at, firstTry, marked } = await sample(extensionDir);
      if (marked) marks += 1;
      (marked || !firstTry ? exact : bounds).push(round(at));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  const samples = exact.length > 0 ? exact : bounds;
  if (samples.length === 0) throw new Error(`no service worker sample: ${failures[0] ?? 'unknown error'}`);
  return {
    menusMs: spread(samples),
    samples,
    upperBoundsDropped: exact.length > 0 ? bounds.length : 0,
    upperBoundsOnly: exact.length === 0,
    failedLaunches: failures,
    method: marks > 0 && marks === exact.length ? 'mark' : 'probe',
  };
}
