import { describe, expect, it } from 'vitest';
import { compared } from './whole-account-figures';

describe('compared', () => {
  it('gives each installation’s spread and the ratio of their medians', () => {
    const figures = compared([100, 120, 140], [110, 150, 400]);
    expect([figures.thousandMs.median, figures.wholeMs.median, figures.ratio]).toEqual([120, 150, 1.25]);
  });
});
