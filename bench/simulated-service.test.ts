import { describe, expect, it } from 'vitest';
import { listPage, rateWindow, WINDOW_LIMIT, WINDOW_MS } from './simulated-service';

describe('rateWindow', () => {
  it('counts 30 requests a minute from the first, says what remains and when it resets, and refuses the 31st', () => {
    const clock = { now: 1_000_500 };
    const window = rateWindow(clock);
    const first = window.take();
    expect(first).toEqual({ refused: false, headers: { 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '29', 'X-RateLimit-Reset': '1060' } });
    for (let n = 2; n <= WINDOW_LIMIT; n += 1) expect(window.take().refused).toBe(false);
    clock.now += WINDOW_MS - 1;
    expect(window.take()).toMatchObject({ refused: true, headers: { 'X-RateLimit-Remaining': '0' } });
    // A minute after its first request, a new window starts with the next one.
    clock.now += 1;
    expect(window.take()).toMatchObject({ refused: false, headers: { 'X-RateLimit-Remaining': '29', 'X-RateLimit-Reset': '1120' } });
  });
});

describe('listPage', () => {
  it('lists the newest links first, a page at a time, and says which page is next', () => {
    expect(listPage(250, 1, 100)).toEqual({ ids: Array.from({ length: 100 }, (_, i) => 250 - i), perPage: 100, maxPage: 3, nextPage: 2 });
    expect(listPage(250, 3, 100)).toMatchObject({ ids: Array.from({ length: 50 }, (_, i) => 50 - i), nextPage: null });
    expect(listPage(250, 4, 100).ids).toEqual([]);
  });

  it('gives no more than the server’s cap, numbering its pages by it', () => {
    expect(listPage(1000, 2, 400, 100)).toMatchObject({ ids: Array.from({ length: 100 }, (_, i) => 900 - i), perPage: 100, maxPage: 10, nextPage: 3 });
  });
});
