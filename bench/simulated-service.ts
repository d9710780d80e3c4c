import { listBody, phpJson, rateHeaders, type Reply, type Responder } from '@/lib/api/test-utils';
import { servedLink } from '@/lib/history/test-utils';

// The link service of the stages that run Trim's own code in Node (bench/bulk-bytes.ts,
// bench/fill-time.ts), on a simulated clock: each answer takes `answerMs` of it, and the service
// counts 30 requests a minute per key as the real one does, with its headers. No time passes for
// real: the stage moves the clock to the time Trim asked to be woken at (its alarm).

export const WINDOW_LIMIT = 30;
export const WINDOW_MS = 60_000;
/** What one answer takes on the simulated clock: a quick one (the fill doubles its pages after such). */
export const ANSWER_MS = 200;

export interface SimulatedClock {
  now: number;
}

/** A service's rate-limit window: it starts at the first request after the last one ended. */
export function rateWindow(clock: SimulatedClock, limit = WINDOW_LIMIT, lengthMs = WINDOW_MS) {
  let window = { start: -Infinity, used: 0 };
  return {
    /** Counts one request now: whether the window refuses it, and the headers of its answer (the reset in whole seconds, as servers send it). */
    take(): { refused: boolean; headers: Record<string, string> } {
      if (clock.now - window.start >= lengthMs) window = { start: clock.now, used: 0 };
      window.used += 1;
      return { refused: window.used > limit, headers: rateHeaders(limit, Math.max(0, limit - window.used), Math.floor((window.start + lengthMs) / 1000)) };
    },
  };
}

/** Page `page` of `total` links newest first (ids `total` down to 1), `limit` a page, or fewer when the server caps pages at `cap`. */
export function listPage(total: number, page: number, limit: number, cap = Infinity) {
  const perPage = Math.max(1, Math.min(limit, cap));
  const maxPage = Math.max(1, Math.ceil(total / perPage));
  const newest = total - (page - 1) * perPage;
  const ids = Array.from({ length: Math.max(0, Math.min(perPage, newest)) }, (_, index) => newest - index);
  return { ids, perPage, maxPage, nextPage: page < maxPage ? page + 1 : null };
}

const refusal = (headers: Record<string, string>): Reply => ({ status: 429, body: phpJson({ error: 1, message: 'Too Many API Requests.' }), headers });

/** An account of `total` links (the index's tests' shape, lib/history/test-utils.ts), listed newest first; `requests` counts what it was asked. */
export function linkService(clock: SimulatedClock, total: number, options: { cap?: number } = {}) {
  const window = rateWindow(clock);
  const service = {
    requests: 0,
    respond: ((request) => {
      service.requests += 1;
      clock.now += ANSWER_MS;
      const { refused, headers } = window.take();
      if (refused) return refusal(headers);
      const query = request.url.searchParams;
      const page = Number(query.get('page') ?? 1);
      const { ids, perPage, maxPage, nextPage } = listPage(total, page, Number(query.get('limit') ?? 15), options.cap);
      return { body: listBody('urls', ids.map(servedLink), { result: total, perpage: perPage, currentpage: page, nextpage: nextPage, maxpage: maxPage }), headers };
    }) satisfies Responder,
  };
  return service;
}

/** A service that makes every link asked for (`POST /api/url/add`), answering its id and short URL. */
export function shortenService(clock: SimulatedClock) {
  const window = rateWindow(clock);
  let id = 100_000;
  const service = {
    made: 0,
    respond: (() => {
      clock.now += ANSWER_MS;
      const { refused, headers } = window.take();
      if (refused) return refusal(headers);
      id += 1;
      service.made += 1;
      return { body: phpJson({ error: 0, id, shorturl: `https://s.test/${id.toString(36)}` }), headers };
    }) satisfies Responder,
  };
  return service;
}
