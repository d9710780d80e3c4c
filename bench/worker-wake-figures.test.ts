import { describe, expect, it } from 'vitest';
import { wakeFigures, wakeOrder } from './worker-wake-figures';

describe('wakeOrder', () => {
  it('wakes each once a round, the first alternating', () => {
    expect(wakeOrder(3)).toEqual(['trim', 'minimal', 'minimal', 'trim', 'trim', 'minimal']);
  });

  it('gives 21 wakes each, never three in a row of one worker', () => {
    const order = wakeOrder(21);
    expect(order.filter((waker) => waker === 'trim')).toHaveLength(21);
    expect(order.filter((waker) => waker === 'minimal')).toHaveLength(21);
    expect(order.join(' ')).not.toMatch(/(trim|minimal) \1 \1/);
  });
});

describe('wakeFigures', () => {
  it('gates the ratio of the medians, not the median of the ratios', () => {
    const figures = wakeFigures([20, 30, 25, 100, 24], [10, 12, 11, 13, 40]);
    expect(figures.trimMs.median).toBe(25);
    expect(figures.minimalMs.median).toBe(12);
    expect(figures.ratio).toBe(2.08);
    expect(figures.pairRatio.median).toBeCloseTo(2.27, 2);
  });

  it('keeps the samples to a tenth of a millisecond', () => {
    expect(wakeFigures([24.66], [12.24]).samples).toEqual({ trimMs: [24.7], minimalMs: [12.2] });
  });

  it('refuses samples that were not paired', () => {
    expect(() => wakeFigures([24, 25], [12])).toThrow(/2 wakes of Trim against 1/);
  });
});
