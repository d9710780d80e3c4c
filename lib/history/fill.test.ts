import { describe, expect, it } from 'vitest';
import {
  adaptedSize,
  afterAnswer,
  countSent,
  failureWait,
  fillShare,
  FIRST_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MIN_PAGE_SIZE,
  newCursor,
  nextPage,
  QUICK_MS,
  SLOW_MS,
  type FillCursor,
} from './fill';

const NOW = Date.UTC(2026, 10, 24, 12);
const cursor = (change: Partial<FillCursor> = {}): FillCursor => ({ ...newCursor('one', 's', 1), ...change });
const quick = { tookMs: QUICK_MS - 1 };
const plain = { tookMs: QUICK_MS + 1 };

describe('nextPage', () => {
  it.each<[Partial<FillCursor>, { page: number; limit: number }]>([
    [{}, { page: 1, limit: FIRST_PAGE_SIZE }],
    [
      { read: 100, size: 100 },
      { page: 2, limit: 100 },
    ],
    [
      { read: 400, size: 200 },
      { page: 3, limit: 200 },
    ],
  ])('pages are numbered from the newest link, size links each: %o', (change, expected) => {
    expect(nextPage(cursor(change))).toEqual(expected);
  });
});

describe('afterAnswer', () => {
  it('takes the links, counts them read, and ends on the last page', () => {
    const first = afterAnswer(cursor(), { items: 100, perPage: 100, total: 250, last: false, ...plain });
    expect(first).toMatchObject({ usable: true, done: false, cursor: { read: 100, total: 250 } });
    const last = afterAnswer(first.cursor, { items: 50, perPage: 100, total: 250, last: true, ...plain });
    expect(last).toMatchObject({ usable: true, done: true, cursor: { read: 150 } });
  });

  it('a server that gives fewer links than asked costs one answer, dropped when it starts elsewhere, and caps the size', () => {
    const asked = cursor({ read: 400, size: 200 });
    const step = afterAnswer(asked, { items: 100, perPage: 100, total: 2000, last: false, ...quick });
    expect(step).toMatchObject({ usable: false, done: false, cursor: { read: 400, size: 100, cap: 100 } });
    expect(nextPage(step.cursor)).toEqual({ page: 5, limit: 100 });
    // Never asked for more than it gives again, however quick.
    expect(afterAnswer(step.cursor, { items: 100, perPage: 100, total: 2000, last: false, ...quick }).cursor.size).toBe(100);
  });

  it('on the first page a smaller page is where the fill stands: kept', () => {
    expect(afterAnswer(cursor({ size: 200 }), { items: 100, perPage: 100, total: 2000, last: false, ...plain })).toMatchObject({
      usable: true,
      cursor: { read: 100, size: 100, cap: 100 },
    });
  });

  it('a capped page that does not start on a page of the cap goes back to the start of the one holding the next link', () => {
    expect(afterAnswer(cursor({ read: 150, size: 50 }), { items: 40, perPage: 40, total: 2000, last: false, ...plain }).cursor).toMatchObject({ read: 120, size: 40 });
  });

  it('an empty page ends the pass; the total never reads below what was read', () => {
    expect(afterAnswer(cursor({ read: 300, size: 100 }), { items: 0, perPage: 100, total: 0, last: false, ...plain })).toMatchObject({ done: true, cursor: { total: 300 } });
  });
});

describe('adaptedSize', () => {
  it.each<[string, Partial<FillCursor>, number, number]>([
    ['twice as large after a quick answer, where the links read end on a page of it', { read: 200, size: 100 }, QUICK_MS - 1, 200],
    ['not where they do not', { read: 100, size: 100 }, QUICK_MS - 1, 100],
    ['at most 400', { read: 800, size: MAX_PAGE_SIZE }, 1, MAX_PAGE_SIZE],
    ['at most the server’s cap', { read: 800, size: 100, cap: 100 }, 1, 100],
    ['half after a slow answer', { read: 200, size: 100 }, SLOW_MS + 1, 50],
    ['at least 25', { read: 200, size: MIN_PAGE_SIZE }, SLOW_MS + 1, MIN_PAGE_SIZE],
    ['unchanged in between', { read: 200, size: 100 }, (QUICK_MS + SLOW_MS) / 2, 100],
  ])('%s', (_, change, tookMs, expected) => {
    expect(adaptedSize(cursor(change), tookMs)).toBe(expected);
  });
});

describe('fillShare: at most half of what remains in a window', () => {
  const meter = (remaining: number) => ({ limit: 30, remaining, resetAt: NOW + 40_000 });

  it('goes while the window’s remaining requests outnumber the fill’s own in it', () => {
    expect(fillShare(meter(30), { resetAt: 0, sent: 0 }, NOW)).toEqual({ go: true, window: { resetAt: NOW + 40_000, sent: 0 } });
    expect(fillShare(meter(16), { resetAt: NOW + 40_000, sent: 14 }, NOW)).toMatchObject({ go: true });
    expect(fillShare(meter(15), { resetAt: NOW + 40_000, sent: 15 }, NOW)).toEqual({ go: false, until: NOW + 41_000 });
  });

  it('the user’s own requests count first: 20 used by the user leaves the fill 5', () => {
    let window = { resetAt: 0, sent: 0 };
    let remaining = 10;
    let sent = 0;
    for (;;) {
      const share = fillShare(meter(remaining), window, NOW);
      if (!share.go) break;
      window = { ...share.window, sent: share.window.sent + 1 };
      remaining -= 1;
      sent += 1;
    }
    expect(sent).toBe(5);
  });

  it('a window that has reset counts as whole again', () => {
    expect(fillShare({ limit: 30, remaining: 0, resetAt: NOW - 5_000 }, { resetAt: NOW - 5_000, sent: 15 }, NOW)).toMatchObject({ go: true, window: { sent: 0 } });
  });

  it('with no window known (no rate-limit headers), fifteen a minute by its own clock', () => {
    expect(fillShare(null, { resetAt: NOW + 30_000, sent: 14 }, NOW)).toMatchObject({ go: true });
    expect(fillShare(null, { resetAt: NOW + 30_000, sent: 15 }, NOW)).toEqual({ go: false, until: NOW + 30_000 });
    expect(fillShare(null, { resetAt: NOW - 1, sent: 15 }, NOW)).toEqual({ go: true, window: { resetAt: NOW + 60_000, sent: 0 } });
  });

  it('counts each request in the window its answer shows', () => {
    expect(countSent({ resetAt: NOW + 40_000, sent: 3 }, meter(20), NOW)).toEqual({ resetAt: NOW + 40_000, sent: 4 });
    expect(countSent({ resetAt: NOW - 1_000, sent: 15 }, meter(29), NOW)).toEqual({ resetAt: NOW + 40_000, sent: 1 });
  });
});

describe('failureWait', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 5],
    [4, 10],
    [9, 10],
  ])('failure %i waits %i minutes', (failures, minutes) => {
    expect(failureWait(failures)).toBe(minutes * 60_000);
  });
});
