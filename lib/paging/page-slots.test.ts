import { describe, expect, it } from 'vitest';
import { pageBounds, pageRange, pageSlots } from './page-slots';

describe('pageSlots', () => {
  it.each<[number, number, (number | 'gap')[]]>([
    [1, 1, [1]],
    [1, 0, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [99, 10, [1, 'gap', 9, 10]],
    [-1, 4, [1, 2, 3, 4]],
    [1, 6, [1, 2, 'gap', 6]],
  ])('page %i of %i', (current, last, expected) => {
    expect(pageSlots(current, last)).toEqual(expected);
  });

  it('always holds the first, the last and the current page exactly once', () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const numbers = pageSlots(current, last).filter((s): s is number => s !== 'gap');
        expect(numbers).toContain(1);
        expect(numbers).toContain(last);
        expect(numbers).toContain(current);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      }
    }
  });
});

describe('pageRange', () => {
  it.each([
    [1, 15, 15, 42, { from: 1, to: 15, total: 42 }],
    [3, 15, 12, 42, { from: 31, to: 42, total: 42 }],
    [2, 10, 5, 0, { from: 11, to: 15, total: 15 }],
    [1, 15, 0, 0, null],
  ])('page %i, %i per page, %i shown of %i', (page, perPage, shown, total, expected) => {
    expect(pageRange(page, perPage, shown, total)).toEqual(expected);
  });
});

describe('pageBounds', () => {
  const info = (page: number, nextPage: number | null, maxPage: number) => ({ total: 40, perPage: 10, page, nextPage, maxPage });

  it.each<[string, ReturnType<typeof info>, { next: number | null; last: number }]>([
    ['a middle page', info(2, 3, 4), { next: 3, last: 4 }],
    ['the last page, nextPage null', info(4, null, 4), { next: null, last: 4 }],
    ['the last page, nextPage = page (built without the API layer)', info(4, 4, 4), { next: null, last: 4 }],
    ['nextPage beyond maxPage', info(4, 5, 4), { next: null, last: 4 }],
    ['no next page although maxPage is higher: Next stays off', info(2, null, 4), { next: null, last: 4 }],
    ['a page past the end', info(6, null, 4), { next: null, last: 6 }],
  ])('%s', (_, page, expected) => {
    expect(pageBounds(page)).toEqual(expected);
  });
});
