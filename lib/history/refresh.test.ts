import { describe, expect, it } from 'vitest';
import type { Link, ListPage } from '@/lib/api';
import { ApiError } from '@/lib/api/errors';
import type { LinkListQuery } from '@/lib/api/schemas/link';
import { dayOf } from './days';
import { fetchLinks, mergeRefresh, pagePlan, REFRESH_MAX_REQUESTS, REFRESH_RESERVE, refreshBudget, toIndexed, type FetchedLinks } from './refresh';
import type { ClickHistory, IndexedLink, LinkIndex } from './schema';
import { snapshotTotals } from './series';

const BASE_MS = Date.UTC(2025, 0, 1);
/** Link `id`: a higher id is newer; clicks spread so the most clicked are not the newest. */
function makeLink(id: number, extra: Partial<Link> = {}): Link {
  return {
    id,
    alias: `a${id}`,
    shorturl: `https://s.test/a${id}`,
    longurl: `https://example.com/${id}`,
    clicks: (id * 37) % 2503,
    uniqueClicks: null,
    title: `Link ${id}`,
    description: '',
    date: new Date(BASE_MS + id * 60_000).toISOString().replace('T', ' ').slice(0, 19),
    domain: '',
    campaign: null,
    channels: [],
    ...extra,
  };
}

/** A server of `count` links that honours limit, page and order, caps the page size at `cap`, and fails request `failOn`. */
function fakeServer(count: number, { cap = Infinity, failOn = 0 }: { cap?: number; failOn?: number } = {}) {
  const links = Array.from({ length: count }, (_, index) => makeLink(index + 1));
  const byDate = [...links].sort((a, b) => b.id - a.id);
  const byClicks = [...links].sort((a, b) => (b.clicks ?? 0) - (a.clicks ?? 0) || b.id - a.id);
  const queries: LinkListQuery[] = [];
  const list = async (query: LinkListQuery): Promise<ListPage<Link>> => {
    queries.push(query);
    if (queries.length === failOn) throw new Error('HTTP 500');
    const perPage = Math.min(query.limit ?? 10, cap);
    const page = query.page ?? 1;
    const maxPage = Math.max(1, Math.ceil(count / perPage));
    const sorted = query.order === 'click' ? byClicks : byDate;
    return { items: sorted.slice((page - 1) * perPage, page * perPage), total: count, page, perPage, nextPage: page < maxPage ? page + 1 : null, maxPage };
  };
  return { list, queries, byDate, byClicks };
}

const ids = (links: readonly { id: number }[]) => links.map((link) => link.id);

describe('refreshBudget', () => {
  it.each<[number | null, number | undefined, number]>([
    [null, undefined, REFRESH_MAX_REQUESTS],
    [null, 4, 4],
    [100, undefined, REFRESH_MAX_REQUESTS],
    [REFRESH_RESERVE + 3, undefined, 3],
    [REFRESH_RESERVE + 3, 2, 2],
    [REFRESH_RESERVE, undefined, 0],
    [2, undefined, 0],
    [0, undefined, 0],
  ])('remaining %s, max %s → %i', (remaining, max, expected) => {
    expect(refreshBudget(remaining, max)).toBe(expected);
  });
});

describe('pagePlan', () => {
  const date = (...pages: number[]) => pages.map((page) => ({ order: 'date', page }));
  const click = (...pages: number[]) => pages.map((page) => ({ order: 'click', page }));

  it.each<[string, number, number, number, { order: string; page: number }[]]>([
    ['300 links, 100 a page: pages 2 and 3 by date', 300, 100, 10, date(2, 3)],
    ['300 links, capped at 50: pages 2..6 by date', 300, 50, 10, date(2, 3, 4, 5, 6)],
    ['one page: nothing more', 80, 100, 10, []],
    ['no links: nothing more', 0, 100, 10, []],
    ['exactly the budget: every page by date', 1000, 100, 10, date(2, 3, 4, 5, 6, 7, 8, 9, 10)],
    ['2,500 links: half newest, half most clicked', 2500, 100, 10, [...date(2, 3, 4, 5), ...click(1, 2, 3, 4, 5)]],
    ['budget 1: nothing after the first page', 2500, 100, 1, []],
    ['budget 1, 300 links: nothing after the first page', 300, 100, 1, []],
    ['budget 3: one more date page and one click page', 2500, 100, 3, [...date(2), ...click(1)]],
  ])('%s', (_, total, perPage, budget, expected) => {
    expect(pagePlan(total, perPage, budget)).toEqual(expected);
  });

  it.each([
    [300, 100],
    [300, 50],
    [2500, 100],
    [2500, 7],
    [11, 1],
  ])('never plans more than the budget (%i links, %i a page)', (total, perPage) => {
    for (let budget = 1; budget <= 12; budget++) expect(pagePlan(total, perPage, budget).length + 1).toBeLessThanOrEqual(budget);
  });
});

describe('fetchLinks', () => {
  it('300 links: 3 requests, complete, all of them', async () => {
    const server = fakeServer(300);
    const fetched = await fetchLinks(server, 10);
    expect(server.queries).toEqual([1, 2, 3].map((page) => ({ limit: 100, page, order: 'date' })));
    expect(fetched).toMatchObject({ complete: true, total: 300, requests: 3, error: null });
    expect(ids(fetched.links).sort((a, b) => a - b)).toEqual(ids(server.byDate).sort((a, b) => a - b));
  });

  it('a server capping the page at 50: 6 requests, complete', async () => {
    const server = fakeServer(300, { cap: 50 });
    const fetched = await fetchLinks(server, 10);
    expect(server.queries).toHaveLength(6);
    expect(fetched).toMatchObject({ complete: true, total: 300, requests: 6, error: null });
    expect(fetched.links).toHaveLength(300);
  });

  it('2,500 links: 10 requests, not complete, the newest 500 and the 500 most clicked, deduped', async () => {
    const server = fakeServer(2500);
    const fetched = await fetchLinks(server, 10);
    expect(server.queries.map(({ order, page }) => `${order}${page}`)).toEqual(['date1', 'date2', 'date3', 'date4', 'date5', 'click1', 'click2', 'click3', 'click4', 'click5']);
    expect(fetched).toMatchObject({ complete: false, total: 2500, requests: 10, error: null });
    const got = new Set(ids(fetched.links));
    const expected = new Set([...ids(server.byDate.slice(0, 500)), ...ids(server.byClicks.slice(0, 500))]);
    expect(expected.size).toBeLessThan(1000); // the two halves overlap, so dedup matters
    expect(got).toEqual(expected);
    expect(fetched.links).toHaveLength(got.size);
  });

  it('a failure on the 2nd page: the error, the first page kept, not complete', async () => {
    const server = fakeServer(300, { failOn: 2 });
    const fetched = await fetchLinks(server, 10);
    expect(fetched.error).toBeInstanceOf(Error);
    expect(fetched.complete).toBe(false);
    expect(fetched.requests).toBe(2);
    expect(ids(fetched.links)).toEqual(ids(server.byDate.slice(0, 100)));
  });

  it('a failure on the first page: the error, nothing, not complete', async () => {
    const server = fakeServer(300, { failOn: 1 });
    const fetched = await fetchLinks(server, 10);
    expect(fetched).toMatchObject({ links: [], complete: false, requests: 1 });
    expect(fetched.error).toBeInstanceOf(Error);
  });

  it.each([
    [300, Infinity],
    [300, 50],
    [2500, Infinity],
    [2500, 30],
    [0, Infinity],
  ])('never sends more requests than the budget (%i links, cap %s)', async (count, cap) => {
    for (let budget = 1; budget <= 12; budget++) {
      const server = fakeServer(count, { cap });
      const fetched = await fetchLinks(server, budget);
      expect(server.queries.length, `budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(fetched.requests).toBe(server.queries.length);
    }
  });

  it('budget 1: the first page only', async () => {
    const server = fakeServer(300);
    const fetched = await fetchLinks(server, 1);
    expect(server.queries).toHaveLength(1);
    expect(fetched).toMatchObject({ complete: false, total: 300, requests: 1 });
    expect(fetched.links).toHaveLength(100);
  });
});

describe('mergeRefresh', () => {
  const NOW = Date.UTC(2026, 2, 10, 12);
  const EARLIER = NOW - 86_400_000;
  const indexed = (id: number, extra: Partial<IndexedLink> = {}) => ({ ...toIndexed(makeLink(id)), ...extra });
  const oldIndex = (links: IndexedLink[], extra: Partial<LinkIndex> = {}): LinkIndex => ({ source: 'src', links, refreshedAt: EARLIER, coverage: null, failure: null, ...extra });
  const emptyHistory: ClickHistory = { version: 2, source: 'src', series: {} };
  const fetchedOf = (links: Link[], extra: Partial<FetchedLinks> = {}): FetchedLinks => ({ links, complete: true, total: links.length, requests: 1, error: null, ...extra });

  it('a complete refresh removes links the server no longer has and clears coverage and failure', () => {
    const index = oldIndex([indexed(3), indexed(2), indexed(1)], { coverage: { kept: 2, total: 9 }, failure: { title: 'T', hint: 'H', at: EARLIER } });
    const { index: next } = mergeRefresh(index, emptyHistory, fetchedOf([makeLink(1), makeLink(3, { title: 'renamed' })]), NOW);
    expect(next).toEqual({ source: 'src', links: [indexed(3, { title: 'renamed' }), indexed(1)], refreshedAt: NOW, coverage: null, failure: null });
  });

  it('a partial refresh keeps the old links it did not reach and says how many of how many', () => {
    const index = oldIndex([indexed(3), indexed(2, { title: 'old' }), indexed(1)]);
    const { index: next } = mergeRefresh(index, emptyHistory, fetchedOf([makeLink(5), makeLink(2)], { complete: false, total: 40 }), NOW);
    expect(next.links).toEqual([indexed(5), indexed(3), indexed(2), indexed(1)]);
    expect(next.coverage).toEqual({ kept: 4, total: 40 });
    expect(next.refreshedAt).toBe(NOW);
    expect(next.failure).toBeNull();
  });

  it('a failure keeps the old links and refreshedAt and records why and when', () => {
    const index = oldIndex([indexed(3), indexed(1)]);
    const error = new ApiError('server', 'server-failed', 'HTTP 500', { status: 500 });
    const { index: next } = mergeRefresh(index, emptyHistory, fetchedOf([makeLink(4)], { complete: false, total: 300, error }), NOW);
    expect(next.links).toEqual([indexed(4), indexed(3), indexed(1)]);
    expect(next.refreshedAt).toBe(EARLIER);
    // A code, worded when shown: in the language the page reads then.
    expect(next.failure).toEqual({ error: { kind: 'server', code: 'server-failed', status: 500 }, at: NOW });
  });

  it('a failure after every page was read still removes nothing', () => {
    const index = oldIndex([indexed(3), indexed(1)]);
    const { index: next } = mergeRefresh(index, emptyHistory, fetchedOf([makeLink(3)], { complete: true, error: new Error('x') }), NOW);
    expect(ids(next.links)).toEqual([3, 1]);
    expect(next.failure).not.toBeNull();
  });

  it("records today's snapshot of each fetched link's clicks, none for unknown clicks", () => {
    const history: ClickHistory = {
      version: 2,
      source: 'src',
      series: { '1': { start: dayOf(EARLIER), base: 2, steps: [] }, '9': { start: dayOf(EARLIER), base: 50, steps: [] } },
    };
    const fetched = fetchedOf([makeLink(1, { clicks: 7 }), makeLink(2, { clicks: 3 }), makeLink(3, { clicks: null })]);
    const { history: next } = mergeRefresh(oldIndex([]), history, fetched, NOW);
    expect(Object.keys(next.series).sort()).toEqual(['1', '2', '9']);
    expect(snapshotTotals(next.series['1']!)).toEqual([
      { day: dayOf(EARLIER), total: 2 },
      { day: dayOf(NOW), total: 7 },
    ]);
    expect(snapshotTotals(next.series['2']!)).toEqual([{ day: dayOf(NOW), total: 3 }]);
    expect(next.series['9']).toEqual(history.series['9']);
  });

  it('records the snapshot on failure too, for what was fetched', () => {
    const { history: next } = mergeRefresh(oldIndex([]), emptyHistory, fetchedOf([makeLink(1, { clicks: 4 })], { complete: false, error: new Error('x') }), NOW);
    expect(next.series).toEqual({ '1': { start: dayOf(NOW), base: 4, steps: [] } });
  });

  it('sorts newest first by date, then the higher id', () => {
    const sameDate = '2025-06-01 10:00:00';
    const index = oldIndex([indexed(10, { date: '2025-01-01 00:00:00' }), indexed(11, { date: '2026-01-01 00:00:00' })]);
    const fetched = fetchedOf([makeLink(1, { date: sameDate }), makeLink(3, { date: sameDate }), makeLink(2, { date: '2025-12-31 23:59:59' })], { complete: false, total: 9 });
    const { index: next } = mergeRefresh(index, emptyHistory, fetched, NOW);
    expect(ids(next.links)).toEqual([11, 2, 3, 1, 10]);
  });
});

describe('mergeRefresh with what Trim changed meanwhile', () => {
  const page = (ids: number[]): FetchedLinks => ({
    links: ids.map((id) => ({
      id,
      alias: `a${id}`,
      shorturl: `https://s.test/a${id}`,
      longurl: '',
      clicks: id,
      uniqueClicks: null,
      title: '',
      description: '',
      date: `2026-11-0${id} 10:00:00`,
      domain: '',
      campaign: null,
      channels: [],
    })),
    complete: true,
    total: ids.length,
    requests: 1,
    error: null,
  });
  const empty: LinkIndex = { source: 's', links: [], refreshedAt: 0, coverage: null, failure: null };
  const history: ClickHistory = { version: 2, source: 's', series: {} };
  const made: IndexedLink = { id: 9, alias: 'new', shorturl: 'https://s.test/new', longurl: 'https://example.com', title: '', clicks: 0, date: '2026-11-09 10:00:00' };

  it('a link made in Trim after the pages were read stays, even after a complete read', () => {
    const { index } = mergeRefresh(empty, history, page([1, 2]), Date.now(), { added: [made], removed: new Set() });
    expect(index.links.map((link) => link.id)).toEqual([9, 2, 1]);
  });

  it('a link deleted in Trim after its page was read does not come back', () => {
    const { index } = mergeRefresh(empty, history, page([1, 2]), Date.now(), { added: [], removed: new Set([2]) });
    expect(index.links.map((link) => link.id)).toEqual([1]);
  });
});

describe('fetchLinks from a server that leaves out the total', () => {
  it('pages on by the page count it gives', async () => {
    const queries: LinkListQuery[] = [];
    const list = async (query: LinkListQuery): Promise<ListPage<Link>> => {
      queries.push(query);
      const page = query.page ?? 1;
      return { items: [], total: 0, page, perPage: 100, nextPage: page < 3 ? page + 1 : null, maxPage: 3 };
    };
    const fetched = await fetchLinks({ list }, 10);
    expect(queries.map((query) => query.page)).toEqual([1, 2, 3]);
    expect(fetched.complete).toBe(true);
  });
});
