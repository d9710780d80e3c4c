import type { Worker } from 'playwright-core';
import type { TrimTestHooks } from '@/entrypoints/background/test-hooks';
import { stopServiceWorkers } from '@/test/harness/extension';
import type { TrimSession } from '@/test/e2e/support';
import { seedLinkIndex } from './history';
import { round, spread, type Spread } from './stats';

// Issue #25: how long a stopped worker takes to give its first answer, the way Chrome wakes it
// for an event: its start (main run, every listener registered, `startedAt` in the worker's own
// clock) plus the first event's handling on that fresh instance. Two events: a right-click
// shorten (queue, request, clipboard, notification) and an address-bar suggestion over 1,000
// indexed links (the index read and prepared once per typing session).

export interface WorkerAnswer {
  /** Worker start → main done. */
  startMs: Spread;
  /** start + first right-click shorten answered. */
  rightClickMs: Spread;
  /** start + first address-bar suggestion. */
  suggestionMs: Spread;
}

interface Sample {
  startedAt: number;
  tookMs: number;
}

type Hooks = { __trimTest: TrimTestHooks };

/**
 * Stops the worker, as Chrome does to an idle one, and starts it again the way an event would.
 * The Worker object Playwright gave before reaches the new instance (test/harness/extension.ts).
 */
async function freshWorker(session: TrimSession): Promise<Worker> {
  const sw = await session.trim.serviceWorker();
  const page = await session.trim.context.newPage();
  try {
    await stopServiceWorkers(session.trim, page);
    const cdp = await session.trim.context.newCDPSession(page);
    try {
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.startWorker', { scopeURL: `chrome-extension://${session.trim.extensionId}/` });
    } finally {
      await cdp.detach();
    }
  } finally {
    await page.close();
  }
  return sw;
}

async function rightClick(session: TrimSession, n: number): Promise<Sample> {
  const sw = await freshWorker(session);
  return sw.evaluate(async (linkUrl) => {
    const hooks = (globalThis as unknown as Hooks).__trimTest;
    const at = performance.now();
    await hooks.clickMenu({ menuItemId: 'trim-shorten-link', linkUrl } as Parameters<TrimTestHooks['clickMenu']>[0]);
    return { startedAt: hooks.startedAt, tookMs: performance.now() - at };
  }, `https://example.com/trim-bench/worker/${Date.now()}-${n}`);
}

async function suggestion(session: TrimSession): Promise<Sample> {
  const sw = await freshWorker(session);
  return sw.evaluate(async () => {
    const hooks = (globalThis as unknown as Hooks).__trimTest;
    const at = performance.now();
    const suggestions = await hooks.typeInAddressBar('spring sale');
    if (suggestions.length === 0) throw new Error('the address bar suggested nothing over the seeded index');
    return { startedAt: hooks.startedAt, tookMs: performance.now() - at };
  });
}

export async function measureWorkerAnswers(session: TrimSession, runs = 5): Promise<WorkerAnswer> {
  const unseed = await seedLinkIndex(session);
  try {
    const starts: number[] = [];
    const clicks: number[] = [];
    const suggestions: number[] = [];
    for (let n = 0; n < runs; n += 1) {
      const click = await rightClick(session, n);
      starts.push(click.startedAt);
      clicks.push(click.startedAt + click.tookMs);
      const suggest = await suggestion(session);
      starts.push(suggest.startedAt);
      suggestions.push(suggest.startedAt + suggest.tookMs);
    }
    const rounded = (values: number[]) => spread(values.map((v) => round(v)));
    return { startMs: rounded(starts), rightClickMs: rounded(clicks), suggestionMs: rounded(suggestions) };
  } finally {
    await unseed();
  }
}
