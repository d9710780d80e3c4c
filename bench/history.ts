import { performance } from 'node:perf_hooks';
import { dayOf } from '@/lib/history/days';
import type { TrimTestHooks } from '@/entrypoints/background/test-hooks';
import type { ClickSeries, IndexedLink } from '@/lib/history/schema';
import { prepareSearch } from '@/lib/history/search';
import { storedInstallation } from '@/test/e2e/popup-helpers';
import type { TrimSession } from '@/test/e2e/support';
import { spread, type Spread } from './stats';

// Issue #15's figures that are not requests: what a year of click history for 1,000 links
// weighs in Trim's records (IndexedDB since issue #35; as JSON, the records' own size: the
// browser's files are compressed and compacted at its own pace), and how long a suggestion takes.

export const HISTORY_LINKS = 1000;
export const HISTORY_DAYS_MEASURED = 365;

export interface HistoryFigures {
  /** The index's and the history's records as JSON, 1,000 links × 365 days. */
  storageBytes: number;
  /** What the browser lets the extension store (navigator.storage.estimate's quota). */
  quotaBytes: number;
  /** One query over 1,000 links (prepared once), per query. */
  suggestMs: Spread;
  /** Preparing the search over 1,000 links (once per typing session). */
  prepareMs: number;
}

// A fixed pseudo-random sequence: the figures do not move between runs for want of a seed.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const WORDS = ['spring', 'sale', 'newsletter', 'podcast', 'episode', 'launch', 'pricing', 'guide', 'report', 'café', 'weekly', 'recipe', 'summit', 'docs', 'careers', 'blog'];

/** Links shaped like real ones: a title of a few words, a long URL with a path and a query. */
export function sampleLinks(count: number, next = random(7)): IndexedLink[] {
  const pick = () => WORDS[Math.floor(next() * WORDS.length)] ?? 'page';
  return Array.from({ length: count }, (_, n) => {
    const words = [pick(), pick(), pick()];
    return {
      id: 10_000 + n,
      alias: `${words[0]}-${n}`,
      shorturl: `https://sho.rt/${words[0]}-${n}`,
      longurl: `https://www.example.com/${words[1]}/${words.join('-')}-${n}?utm_source=newsletter&utm_medium=email`,
      title: `${words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' ')} ${n}`,
      clicks: Math.floor(next() ** 3 * 5000),
      date: `2026-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')} 10:00:00`,
      groups: { campaign: n % 5 === 0 ? null : 1 + (n % 4), channels: n % 3 === 0 ? [] : [1 + (n % 3)] },
    };
  });
}

/** A year of daily snapshots: most days bring a few clicks, some links many. */
export function sampleHistory(links: readonly IndexedLink[], days: number, today: number, next = random(11)): [number, ClickSeries][] {
  const series: [number, ClickSeries][] = [];
  for (const link of links) {
    const busy = next() < 0.1 ? 40 : 3;
    const steps = Array.from({ length: days - 1 }, () => (next() < 0.02 ? null : Math.floor(next() ** 2 * busy)));
    series.push([link.id, { start: today - days + 1, base: link.clicks ?? 0, steps }]);
  }
  return series;
}

type Hooks = { __trimTest: TrimTestHooks };

export async function measureHistory(session: TrimSession): Promise<HistoryFigures> {
  const links = sampleLinks(HISTORY_LINKS);
  const history = sampleHistory(links, HISTORY_DAYS_MEASURED, dayOf(Date.now()));
  const unseed = await seedLinkIndex(session, links, history);
  const sw = await session.trim.serviceWorker();
  const { bytes, quota } = await sw.evaluate(async (installation) => {
    const used = await (globalThis as unknown as Hooks).__trimTest.indexBytes(installation);
    return { bytes: used, quota: (await navigator.storage.estimate()).quota ?? 0 };
  }, unseed.installation);
  await unseed();

  const started = performance.now();
  const search = prepareSearch(links);
  const prepareMs = performance.now() - started;
  const next = random(3);
  const times: number[] = [];
  for (let n = 0; n < 400; n += 1) {
    const word = WORDS[Math.floor(next() * WORDS.length)] ?? 'page';
    const query = n % 3 === 0 ? word.slice(0, 3) : n % 3 === 1 ? `${word} ${Math.floor(next() * 1000)}` : `${word} ${WORDS[n % WORDS.length]}`;
    const at = performance.now();
    search.search(query, 6);
    times.push(performance.now() - at);
  }
  return { storageBytes: bytes, quotaBytes: quota, suggestMs: spread(times), prepareMs };
}

/** Puts sample links (and their series) in the session's installation's link index; resolves with what removes them. */
export async function seedLinkIndex(
  session: TrimSession,
  links: IndexedLink[] = sampleLinks(HISTORY_LINKS),
  series: [number, ClickSeries][] = [],
): Promise<(() => Promise<void>) & { installation: string }> {
  const installation = await storedInstallation(session);
  if (!installation) throw new Error('the bench session has no installation');
  const sw = await session.trim.serviceWorker();
  await sw.evaluate(([id, l, s]) => (globalThis as unknown as Hooks).__trimTest.seedIndex(id, l, s), [installation.id, links, series] as const);
  const unseed = async () => {
    await (await session.trim.serviceWorker()).evaluate((id) => (globalThis as unknown as Hooks).__trimTest.clearIndex(id), installation.id);
  };
  return Object.assign(unseed, { installation: installation.id });
}
