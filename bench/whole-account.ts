import type { TrimTestHooks } from '@/entrypoints/background/test-hooks';
import { DEFAULT_SHORTEN_DEFAULTS, type Installation } from '@/lib/settings/schema';
import { fireAlarm, markWorker, recordCounts, storageValue, typeInAddressBar, workerIsMarked } from '@/test/harness/extension';
import { startSession, type TrimSession } from '@/test/e2e/support';
import { waitForFirstPaint } from './first-paint';
import { HISTORY_LINKS, sampleLinks } from './history';
import { round } from './stats';
import { measureWorkerHeap } from './worker-heap';
import { compared, type WholeAccount } from './whole-account-figures';

// Issue #40 (from #35), in Chromium: an account of 100,000 links (the sandbox's seeded links)
// filled into the index for real, by the worker, as a page's first show asks it to (the sandbox's
// rate limit lifted: the fill's pace at 30 a minute is bench/fill-time.ts's figure). Then the
// worker's heap (bench/worker-heap.ts): with nothing read yet, once the fill has ended, and once
// a typing session in the address bar has prepared its search over every link. Then the manage
// page's first paint on that installation against another's of 1,000 links (put in its index by
// the worker's test hook), in turn in the same browser, so the machine's speed cancels out of the
// ratio; and when each page's table first shows a link. Runnable alone: `npm run bench:whole`.

export const WHOLE_LINKS = 100_000;
const WHOLE = 'whole';
const THOUSAND = 'thousand';
/** How long the fill may take before the stage gives up. */
const FILL_TIMEOUT_MS = 15 * 60_000;

interface IndexStatus {
  count: number;
  whole: boolean;
  fill: { read: number; waitUntil: number | null } | null;
}

type Hooks = { __trimTest: TrimTestHooks };

const manageLinks = (installation: string) => `manage.html?in=${installation}&section=links`;

/** The manage page asks for the index; the worker fills it, its alarm fired once due (as Chrome would). Resolves with the list requests it took and the time. */
async function fillWhole(session: TrimSession): Promise<WholeAccount['fill']> {
  session.sandbox.clearRequests();
  const started = Date.now();
  const page = await session.trim.openPage(manageLinks(WHOLE));
  try {
    for (;;) {
      const status = await storageValue<IndexStatus>(session.trim, `indexStatus:${WHOLE}`);
      if (status?.whole) {
        if (status.count !== WHOLE_LINKS) throw new Error(`the fill ended with ${status.count} of ${WHOLE_LINKS} links`);
        break;
      }
      if (status?.fill?.waitUntil && status.fill.waitUntil <= Date.now()) await fireAlarm(session.trim, `trim-index-fill:${WHOLE}`);
      if (Date.now() - started > FILL_TIMEOUT_MS) throw new Error(`the fill read ${status?.fill?.read ?? 0} of ${WHOLE_LINKS} links in ${FILL_TIMEOUT_MS / 60_000} minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await page.close();
  }
  const requests = session.sandbox.requests().filter((request) => request.path === '/api/urls').length;
  return { links: WHOLE_LINKS, requests, seconds: round((Date.now() - started) / 1000) };
}

/** One opening of the manage page's links section: its first contentful paint, and when its table first shows a link (ms since navigation start). */
async function openManage(session: TrimSession, path: string): Promise<{ paintMs: number; firstLinkMs: number }> {
  const page = await session.trim.openPage(path);
  try {
    const paintMs = await waitForFirstPaint(page, 10_000);
    await page.getByRole('table', { name: 'Links' }).locator('tbody tr').first().waitFor({ timeout: 10_000 });
    return { paintMs, firstLinkMs: await page.evaluate(() => performance.now()) };
  } finally {
    await page.close();
    // The page went on to read every link; the browser serves the extension's IndexedDB reads in
    // turn, so the next opening would wait for that read: a read from the worker waits for it first.
    await recordCounts(session.trim, THOUSAND);
  }
}

/** The manage page's links section on each installation, in turn (each first in every other round), after one warm-up each. */
async function manageOpenings(session: TrimSession, rounds: number): Promise<WholeAccount['manage']> {
  const pages = { thousandMs: manageLinks(THOUSAND), wholeMs: manageLinks(WHOLE) };
  const samples: WholeAccount['manage']['samples'] = { paint: { thousandMs: [], wholeMs: [] }, firstLink: { thousandMs: [], wholeMs: [] } };
  for (const path of Object.values(pages)) await openManage(session, path);
  for (let n = 0; n < rounds; n += 1) {
    const order: (keyof typeof pages)[] = n % 2 === 0 ? ['thousandMs', 'wholeMs'] : ['wholeMs', 'thousandMs'];
    for (const name of order) {
      const { paintMs, firstLinkMs } = await openManage(session, pages[name]);
      samples.paint[name].push(round(paintMs));
      samples.firstLink[name].push(round(firstLinkMs));
    }
  }
  return { firstPaint: compared(samples.paint.thousandMs, samples.paint.wholeMs), firstLink: compared(samples.firstLink.thousandMs, samples.firstLink.wholeMs), samples };
}

export async function measureWholeAccount(extensionDir: string, options: { rounds?: number } = {}): Promise<WholeAccount> {
  const session = await startSession({ sandbox: { seed: false, seedLinks: WHOLE_LINKS, rateLimit: 100_000 }, browser: { extensionDir }, configured: false });
  try {
    const installation = (id: string, apiKey: string): Installation => ({ id, name: id, connection: { baseUrl: session.sandbox.url, apiKey }, defaults: DEFAULT_SHORTEN_DEFAULTS });
    const other = session.sandbox.addUser();
    await session.configure({ installations: [installation(WHOLE, session.sandbox.apiKey), installation(THOUSAND, other.apiKey)] });
    const sw = await session.trim.serviceWorker();
    const before = await measureWorkerHeap(session.trim);
    // The heap after the fill is the filling worker's only if Chrome did not stop it meanwhile.
    await markWorker(sw);
    const fill = await fillWhole(session);
    const afterFill = await measureWorkerHeap(session.trim);
    if ((await typeInAddressBar(session.trim, 'x')).length === 0) throw new Error('the address bar suggested nothing over 100,000 links');
    const afterSearch = await measureWorkerHeap(session.trim);
    if (!(await workerIsMarked(sw))) throw new Error('the worker was stopped before its heap was measured: it is not the one that filled');
    await sw.evaluate(([id, links]) => (globalThis as unknown as Hooks).__trimTest.seedIndex(id, links), [THOUSAND, sampleLinks(HISTORY_LINKS)] as const);
    const manage = await manageOpenings(session, options.rounds ?? 31);
    return { fill, heap: { before, afterFill, afterSearch }, manage };
  } finally {
    await session.close();
  }
}
