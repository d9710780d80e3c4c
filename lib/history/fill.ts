import { RETRY_MARGIN_MS } from '@/lib/api/retry-margin';
import type { StoredRateLimit } from '@/lib/connection/rate-limit';

// A full read of the account ("the fill"): the link list newest first, a page at a time, across
// as many rate-limit windows as it takes, resumable after a worker stop or a browser restart
// from the cursor written with each page (fill-records.ts), so no page is read twice. The rules,
// as pure functions over the cursor; run-fill.ts sends the requests.
//
// - Its share of each window: never more than half of what remains in it, the user's own
//   actions first (`fillShare`). A window that has reset counts as whole again.
// - Page size adapts: twice as large after a quick answer (up to 400 links), half after a slow
//   one (down to 25). A size changes only where the links read so far end on a page of the new
//   size, as pages are numbered from the first link. A server that gives fewer links a page than
//   asked costs one answer, dropped when it does not start where the fill stands; its size is
//   then the most asked for.
// - A read that reached the last page ends the pass: the links it did not see are deleted, but
//   only when the links it saw are as many as the service counts; otherwise something changed
//   while it read, and it reads again (once: a second disagreement is taken as it is).

export const FIRST_PAGE_SIZE = 100;
export const MIN_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 400;
/** An answer quicker than this doubles the page size; one slower than SLOW_MS halves it. */
export const QUICK_MS = 1500;
export const SLOW_MS = 5000;
/** Without a known window (a server that sends no rate-limit headers), the fill's share of a minute. */
const UNKNOWN_WINDOW = { length: 60_000, share: 15 };

/** Where a full read stands, stored per installation with each page it reads. */
export interface FillCursor {
  installation: string;
  /** The connection it reads from: another address or key starts a new index. */
  source: string;
  /** Which full read this is; each link record carries the last one that saw it. */
  pass: number;
  /** A full read is under way; false once one ended and nothing since asked for another. */
  active: boolean;
  /** Links this pass has read, newest first: where the next page starts. */
  read: number;
  size: number;
  /** The most links a page of this server holds, once it gave fewer than asked; null until then. */
  cap: number | null;
  /** What the service counted at its last answer. */
  total: number;
  paused: boolean;
  /** The last answer was slow (said under the progress). */
  slow: boolean;
  /** The previous pass ended with the count and the links seen disagreeing. */
  disagreed: boolean;
  /** The fill's own requests in the window that resets at `resetAt`. */
  window: { resetAt: number; sent: number };
  /** Failed pages in a row: each waits longer before the next try. */
  failures: number;
}

export function newCursor(installation: string, source: string, pass: number): FillCursor {
  return {
    installation,
    source,
    pass,
    active: true,
    read: 0,
    size: FIRST_PAGE_SIZE,
    cap: null,
    total: 0,
    paused: false,
    slow: false,
    disagreed: false,
    window: { resetAt: 0, sent: 0 },
    failures: 0,
  };
}

/** A new pass over the same index (links seen in earlier ones are kept until this one ends). */
export const nextPass = (cursor: FillCursor, disagreed: boolean): FillCursor => ({ ...cursor, pass: cursor.pass + 1, active: true, read: 0, disagreed, failures: 0 });

/** The next page to ask for: pages are numbered from the newest link, `size` links each. */
export const nextPage = (cursor: FillCursor) => ({ page: Math.floor(cursor.read / cursor.size) + 1, limit: cursor.size });

/** What one answer brought, as the cursor needs it. */
export interface PageAnswer {
  items: number;
  perPage: number;
  total: number;
  /** No page after this one. */
  last: boolean;
  tookMs: number;
}

/**
 * The cursor after an answer, and whether its links are where the fill stands (`usable`: else the
 * answer is dropped). `done`: it was the last page.
 */
export function afterAnswer(cursor: FillCursor, answer: PageAnswer): { cursor: FillCursor; usable: boolean; done: boolean } {
  const { page } = nextPage(cursor);
  const perPage = answer.perPage > 0 ? answer.perPage : answer.items;
  const capped = perPage < cursor.size && !answer.last;
  // Smaller pages than asked start elsewhere than where the fill stands, unless on page one.
  const usable = !capped || (page - 1) * perPage === cursor.read;
  if (!usable) {
    // Back to the start of the server's page that holds the next link: a few links read again.
    return { cursor: { ...cursor, size: perPage, cap: perPage, read: Math.floor(cursor.read / perPage) * perPage }, usable, done: false };
  }
  const read = cursor.read + answer.items;
  const cap = capped ? perPage : cursor.cap;
  const next: FillCursor = { ...cursor, read, cap, size: capped ? perPage : cursor.size, total: Math.max(answer.total, read), failures: 0, slow: answer.tookMs > SLOW_MS };
  return { cursor: { ...next, size: adaptedSize(next, answer.tookMs) }, usable, done: answer.last || answer.items === 0 };
}

/** Twice or half the size after a quick or slow answer, where the links read so far end on a page of it. */
export function adaptedSize(cursor: FillCursor, tookMs: number): number {
  const { size, read } = cursor;
  const max = Math.min(MAX_PAGE_SIZE, cursor.cap ?? MAX_PAGE_SIZE);
  const wanted = tookMs < QUICK_MS ? Math.min(max, size * 2) : tookMs > SLOW_MS ? Math.max(MIN_PAGE_SIZE, Math.floor(size / 2)) : size;
  return wanted !== size && read % wanted === 0 ? wanted : size;
}

/**
 * Whether the fill may send one more request now: while the window's remaining requests
 * outnumber those the fill sent in it, so it never takes more than half of what remained. With
 * no window known, half of the usual 30 a minute, counted by its own clock.
 */
export function fillShare(meter: StoredRateLimit | null, window: FillCursor['window'], now: number): { go: true; window: FillCursor['window'] } | { go: false; until: number } {
  if (meter && meter.resetAt + RETRY_MARGIN_MS > now) {
    const mine = window.resetAt === meter.resetAt ? window : { resetAt: meter.resetAt, sent: 0 };
    return meter.remaining > mine.sent ? { go: true, window: mine } : { go: false, until: meter.resetAt + RETRY_MARGIN_MS };
  }
  const mine = window.resetAt > now ? window : { resetAt: now + UNKNOWN_WINDOW.length, sent: 0 };
  return mine.sent < UNKNOWN_WINDOW.share ? { go: true, window: mine } : { go: false, until: mine.resetAt };
}

/** One more request of the fill's, counted in the window the meter shows after its answer. */
export function countSent(window: FillCursor['window'], meter: StoredRateLimit | null, now: number): FillCursor['window'] {
  if (meter && meter.resetAt + RETRY_MARGIN_MS > now && meter.resetAt !== window.resetAt) return { resetAt: meter.resetAt, sent: 1 };
  return { ...window, sent: window.sent + 1 };
}

/** Waits after a failed page: 1, 2, 5, then 10 minutes. */
export function failureWait(failures: number): number {
  const minutes = [1, 2, 5, 10];
  return (minutes[Math.min(Math.max(failures, 1), minutes.length) - 1] ?? 10) * 60_000;
}
