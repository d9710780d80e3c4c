import { describe, expect, it } from 'vitest';
import { dailyCost } from './cost';
import { NEWEST_PAGES } from './refresh';

describe('dailyCost', () => {
  it.each<[string, number, { usual: number; most: number }]>([
    ['one installation: its newest page and its most clicked page, more new pages on a busy day', 1, { usual: 2, most: NEWEST_PAGES + 1 }],
    ['several installations add up, whatever their size', 3, { usual: 6, most: 3 * (NEWEST_PAGES + 1) }],
  ])('%s', (_, installations, expected) => {
    expect(dailyCost(installations)).toEqual(expected);
  });
});
