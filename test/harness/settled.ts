import type { Page, Worker } from 'playwright-core';
import type { ActivityReport, RecordedFailure } from '@/lib/activity/activity';
import type { TrimBrowser } from './launch';

// "Settled" as Trim reports it (issue #42): the worker and every open extension page say they
// have no work in flight (lib/activity counts requests, locked writes, loading views, messages,
// alarms and fire-and-forget steps), the sandbox has no request between arrival and answer,
// twice in a row; then each page's fonts are ready and two frames have been drawn. The one
// helper the tests wait on, instead of guessing from spinners what Trim is still doing.

/** What settled() reads the sandbox's side from. */
export interface RequestsInFlight {
  inFlight(): number;
}

interface Busy {
  where: string;
  work: Record<string, number>;
}

const ROUND_MS = 40;
const DEFAULT_TIMEOUT_MS = 20_000;

type Scope = typeof globalThis & { __trimActivity?: ActivityReport };

/** The extension's pages and worker that are open now (a stopped worker has nothing in flight). */
function contexts(trim: TrimBrowser): { pages: Page[]; workers: Worker[] } {
  const ours = (url: string) => url.startsWith(`chrome-extension://${trim.extensionId}/`);
  return { pages: trim.context.pages().filter((page) => ours(page.url())), workers: trim.context.serviceWorkers().filter((sw) => ours(sw.url())) };
}

// A page that closes or navigates while being asked has nothing in flight of its own any more.
// (Page and Worker each have evaluate, with signatures TypeScript cannot unite: one target type at a time.)
const ask = <T>(target: Page | Worker, read: () => T): Promise<T> => (target as Worker).evaluate(read);
const inFlightOf = (target: Page | Worker): Promise<Record<string, number>> => ask(target, () => (globalThis as Scope).__trimActivity?.inFlight() ?? {}).catch(() => ({}));

async function busyNow(trim: TrimBrowser, sandbox: RequestsInFlight | undefined): Promise<Busy[]> {
  const { pages, workers } = contexts(trim);
  const busy: Busy[] = [];
  for (const target of [...workers, ...pages]) {
    const work = await inFlightOf(target);
    if (Object.keys(work).length > 0) busy.push({ where: target.url(), work });
  }
  const open = sandbox?.inFlight() ?? 0;
  if (open > 0) busy.push({ where: 'the sandbox', work: { 'requests unanswered': open } });
  return busy;
}

const describe = (busy: Busy[]) =>
  busy
    .map(
      ({ where, work }) =>
        `${where}: ${Object.entries(work)
          .map(([what, n]) => `${what} ×${n}`)
          .join(', ')}`,
    )
    .join('; ');

/** Waits until Trim and the sandbox have nothing in flight twice in a row, then for each page's fonts and two frames. */
export async function settled(trim: TrimBrowser, sandbox?: RequestsInFlight, options: { timeoutMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let quietRounds = 0;
  let last: Busy[] = [];
  while (quietRounds < 2) {
    if (Date.now() > deadline) throw new Error(`Trim did not settle: ${describe(last)}`);
    await new Promise((resolve) => setTimeout(resolve, ROUND_MS));
    last = await busyNow(trim, sandbox);
    quietRounds = last.length === 0 ? quietRounds + 1 : 0;
  }
  for (const page of contexts(trim).pages) {
    await page
      .evaluate(async () => {
        await document.fonts.ready;
        // A tab in the background draws no frame: a quarter second stands in for the two.
        const frames = (async () => {
          for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
        })();
        await Promise.race([frames, new Promise((resolve) => setTimeout(resolve, 250))]);
      })
      .catch(() => undefined);
  }
}

/** The best-effort failures the worker and the open pages recorded since last asked (and forgets them). */
export async function takeFailures(trim: TrimBrowser): Promise<(RecordedFailure & { where: string })[]> {
  const { pages, workers } = contexts(trim);
  const all: (RecordedFailure & { where: string })[] = [];
  for (const target of [...workers, ...pages]) {
    const taken = await ask(target, () => (globalThis as Scope).__trimActivity?.takeFailures() ?? []).catch((): RecordedFailure[] => []);
    all.push(...taken.map((failure) => ({ ...failure, where: target.url() })));
  }
  return all;
}
