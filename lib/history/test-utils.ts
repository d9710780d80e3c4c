import { listBody, rateHeaders, type RecordedRequest, type Reply } from '@/lib/api/test-utils';

// A link service for the index's tests: `count` links (id 1 the oldest), listed as real
// servers list them (campaign and channel on each item), paged by limit and page, newest or most
// clicked first, optionally capping the page size, with a 30-a-minute window on a clock the test
// moves, and failures on chosen requests.

export interface ServedLink {
  id: number;
  alias: string;
  shorturl: string;
  longurl: string;
  title: string;
  clicks: number;
  date: string;
  campaign: number;
  channel: number[];
}

export const servedLink = (id: number): ServedLink => ({
  id,
  alias: `a${id}`,
  shorturl: `https://s.test/a${id}`,
  longurl: `https://example.com/page/${id}?utm_campaign=c${id % 4}`,
  title: `Link ${id}`,
  clicks: (id * 37) % 2503,
  date: new Date(Date.UTC(2025, 0, 1) + id * 60_000).toISOString().replace('T', ' ').slice(0, 19),
  campaign: id % 3,
  channel: id % 2 === 0 ? [7] : [],
});

export interface FakeLinkServer {
  respond: (request: RecordedRequest) => Reply;
  links: ServedLink[];
  /** Every list request, as `order:page:limit`. */
  asked: string[];
  /** The test's clock (ms), read for the rate-limit window. */
  clock: { now: number };
  /** Request numbers (1-based) answered with a 500 page. */
  failOn: Set<number>;
}

export function fakeLinkServer(count: number, options: { cap?: number; windowLimit?: number } = {}): FakeLinkServer {
  const links = Array.from({ length: count }, (_, index) => servedLink(index + 1));
  // Real time to start with: the transport reads the window's reset as a date.
  const clock = { now: Date.now() };
  const asked: string[] = [];
  const failOn = new Set<number>();
  const limit = options.windowLimit ?? 30;
  let window = { start: -Infinity, used: 0 };
  const server: FakeLinkServer = {
    links,
    asked,
    clock,
    failOn,
    respond(request) {
      const query = request.url.searchParams;
      const order = query.get('order') ?? 'date';
      const page = Number(query.get('page') ?? 1);
      const perPage = Math.min(Number(query.get('limit') ?? 15), options.cap ?? Infinity);
      asked.push(`${order}:${page}:${query.get('limit')}`);
      if (clock.now - window.start >= 60_000) window = { start: clock.now, used: 0 };
      window.used += 1;
      const headers = rateHeaders(limit, Math.max(0, limit - window.used), Math.floor((window.start + 60_000) / 1000));
      if (failOn.has(asked.length)) return { status: 500, body: '<html>Server error</html>', headers };
      const sorted = order === 'click' ? [...links].sort((a, b) => b.clicks - a.clicks || b.id - a.id) : [...links].sort((a, b) => b.id - a.id);
      const maxPage = Math.max(1, Math.ceil(sorted.length / perPage));
      const items = sorted.slice((page - 1) * perPage, page * perPage);
      return {
        body: listBody('urls', items, { result: sorted.length, perpage: perPage, currentpage: page, nextpage: page < maxPage ? page + 1 : null, maxpage: maxPage }),
        headers,
      };
    },
  };
  return server;
}
