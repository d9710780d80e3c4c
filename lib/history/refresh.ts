import type { Link, ListPage } from '@/lib/api';
import { toErrorRecord } from '@/lib/api/error-record';
import type { LinkListQuery } from '@/lib/api/schemas/link';
import { dayOf } from './days';
import { recordSnapshot } from './series';
import type { ClickHistory, IndexedLink, LinkIndex } from './schema';

// A refresh pages through the link list, newest first, in pages as large as the server gives
// (the page size has no documented maximum), and never sends more than its budget. When the
// budget cannot reach every link, half of it goes to the newest and half to the most clicked,
// and the index says how many it holds of how many.

/** How long the index counts as fresh for the pages that show it. */
export const INDEX_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** The most requests one refresh sends. */
export const REFRESH_MAX_REQUESTS = 10;
export const REFRESH_PAGE_SIZE = 100;
/** Requests a refresh leaves in the rate-limit window for what the user does meanwhile. */
export const REFRESH_RESERVE = 5;

export interface FetchDeps {
  list(query: LinkListQuery): Promise<ListPage<Link>>;
}

export interface FetchedLinks {
  links: Link[];
  /** Every page was read: a link the index has that is not among them was deleted. */
  complete: boolean;
  /** How many links the server says there are. */
  total: number;
  requests: number;
  /** What stopped the refresh part-way, if anything. */
  error: unknown;
}

/** Requests a refresh may send: its maximum, less what the window still needs to keep. */
export function refreshBudget(remaining: number | null, max = REFRESH_MAX_REQUESTS): number {
  return remaining === null ? max : Math.max(0, Math.min(max, remaining - REFRESH_RESERVE));
}

/** The pages to read, in order, once the first page says how many there are. */
export function pagePlan(total: number, perPage: number, budget: number): { order: 'date' | 'click'; page: number }[] {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (pages <= budget) return Array.from({ length: pages - 1 }, (_, index) => ({ order: 'date' as const, page: index + 2 }));
  const newest = Math.ceil(budget / 2);
  const clicked = budget - newest;
  return [
    ...Array.from({ length: newest - 1 }, (_, index) => ({ order: 'date' as const, page: index + 2 })),
    ...Array.from({ length: Math.min(clicked, pages) }, (_, index) => ({ order: 'click' as const, page: index + 1 })),
  ];
}

/** Reads the link list within `budget` requests, one at a time; a failure ends it with what it has. */
export async function fetchLinks(deps: FetchDeps, budget: number, pageSize = REFRESH_PAGE_SIZE): Promise<FetchedLinks> {
  const fetched = new Map<number, Link>();
  const result: FetchedLinks = { links: [], complete: false, total: 0, requests: 0, error: null };
  const read = async (order: 'date' | 'click', page: number) => {
    result.requests += 1;
    const answer = await deps.list({ limit: pageSize, page, order });
    for (const link of answer.items) if (!fetched.has(link.id)) fetched.set(link.id, link);
    return answer;
  };
  try {
    const first = await read('date', 1);
    result.total = Math.max(first.total, first.items.length);
    let lastDatePage = first;
    // A server that leaves out the total still says how many pages there are.
    const perPage = first.perPage || first.items.length;
    for (const step of pagePlan(Math.max(result.total, first.maxPage * perPage), perPage, budget)) {
      if (step.order === 'date' && lastDatePage.nextPage === null) continue;
      const answer = await read(step.order, step.page);
      if (step.order === 'date') lastDatePage = answer;
      else if (answer.nextPage === null) break;
    }
    result.complete = lastDatePage.nextPage === null;
  } catch (error) {
    result.error = error;
  }
  result.links = [...fetched.values()];
  return result;
}

export function toIndexed(link: Link): IndexedLink {
  const { id, alias, shorturl, longurl, title, clicks, date } = link;
  return { id, alias, shorturl, longurl, title, clicks, date };
}

/** Newest first (the server's date format sorts as text), then the higher id. */
const newestFirst = (a: IndexedLink, b: IndexedLink) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1);

/** What Trim itself changed in the index while a refresh read the pages (own-changes.ts). */
export interface OwnChanges {
  added: IndexedLink[];
  removed: ReadonlySet<number>;
}

const NO_CHANGES: OwnChanges = { added: [], removed: new Set() };

/** The index and history after a refresh, whole or part-way. */
export function mergeRefresh(
  index: LinkIndex,
  history: ClickHistory,
  fetched: FetchedLinks,
  now: number,
  meanwhile: OwnChanges = NO_CHANGES,
): { index: LinkIndex; history: ClickHistory } {
  // A link deleted in Trim after its page was read stays deleted.
  const fresh = fetched.links.map(toIndexed).filter((link) => !meanwhile.removed.has(link.id));
  const seen = new Set(fresh.map((link) => link.id));
  // Only a complete read proves a link gone; a partial one keeps what it did not reach, and a
  // link made in Trim after the pages were read is kept either way.
  const complete = fetched.complete && fetched.error === null;
  const kept = (complete ? meanwhile.added : index.links).filter((link) => !seen.has(link.id));
  const links = [...fresh, ...kept].sort(newestFirst);
  const failed = fetched.error !== null;
  const reachedAll = fetched.complete && !failed;
  const next: LinkIndex = {
    source: index.source,
    links,
    refreshedAt: failed ? index.refreshedAt : now,
    coverage: reachedAll ? null : failed ? index.coverage : { kept: links.length, total: fetched.total },
    failure: failed ? { error: toErrorRecord(fetched.error), at: now } : null,
  };
  const totals = new Map(fetched.links.map((link) => [link.id, link.clicks]));
  return { index: next, history: recordSnapshot(history, totals, dayOf(now)) };
}
