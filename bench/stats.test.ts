import { describe, expect, it } from 'vitest';
import { interquartileMean } from './stats';

describe('interquartileMean', () => {
  it.each<[string, number[], number]>([
    ['the middle half of eight', [1, 2, 3, 4, 5, 6, 7, 100], 4.5],
    ['outliers on both sides left out', [-50, 48, 52, 52, 56, 56, 60, 500], 54],
    ['between the steps a median jumps by', [52, 52, 56, 56, 56, 60, 60, 60], 57],
    ['fewer than four: every value', [40, 44, 48], 44],
  ])('%s', (_, values, mean) => {
    expect(interquartileMean(values)).toBeCloseTo(mean, 6);
  });
});
