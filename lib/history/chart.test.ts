import { describe, expect, it } from 'vitest';
import { barGeometry, clickSummaryText, sparkPoints, sparklineText, summarizeClicks } from './chart';
import type { ClickDay } from './days';

// 2025-11-01 is day 20393.
const NOV_1 = 20393;
const series = (...clicks: (number | null)[]): ClickDay[] => clicks.map((value, index) => ({ day: NOV_1 + index, clicks: value }));

describe('summarizeClicks', () => {
  it.each([
    ['no days', series(), { total: 0, known: 0, gaps: 0, best: null }],
    ['all gaps', series(null, null, null), { total: 0, known: 0, gaps: 3, best: null }],
    ['all zero', series(0, 0), { total: 0, known: 2, gaps: 0, best: null }],
    ['a single day', series(4), { total: 4, known: 1, gaps: 0, best: { day: NOV_1, clicks: 4 } }],
    ['gaps are not zeros', series(2, null, 5, null, 1), { total: 8, known: 3, gaps: 2, best: { day: NOV_1 + 2, clicks: 5 } }],
    ['ties go to the latest day', series(3, 1, 3, 0), { total: 7, known: 4, gaps: 0, best: { day: NOV_1 + 2, clicks: 3 } }],
  ])('%s', (_, days, expected) => {
    expect(summarizeClicks(days)).toEqual(expected);
  });

  it('ties go to the latest day whatever the order', () => {
    expect(summarizeClicks([...series(3, 1, 3)].reverse()).best).toEqual({ day: NOV_1 + 2, clicks: 3 });
  });
});

describe('clickSummaryText', () => {
  it.each([
    ['data and gaps', series(2, null, 9, 1, null, null, 30), undefined, '42 clicks over the last 7 days; most on Nov 7 (30). No data for 3 days.'],
    ['no gaps', series(1, 9, 0), undefined, '10 clicks over the last 3 days; most on Nov 2 (9).'],
    ['one click, one gap', series(1, null), undefined, '1 click over the last 2 days; most on Nov 1 (1). No data for 1 day.'],
    ['all gaps', series(null, null), undefined, 'No click data for the last 2 days yet.'],
    ['all zero', series(0, 0, 0), undefined, 'No clicks over the last 3 days.'],
    ['zero with a gap', series(0, null), undefined, 'No clicks over the last 2 days. No data for 1 day.'],
    ['a single day', series(5), undefined, '5 clicks over the last 1 day; most on Nov 1 (5).'],
    ['thousands', series(1200, 34), 'this week', '1,234 clicks over this week; most on Nov 1 (1,200).'],
  ])('%s', (_, days, label, expected) => {
    expect(clickSummaryText(days, label)).toBe(expected);
  });
});

describe('sparklineText', () => {
  it.each([
    [series(40, null, 2), '42 clicks in 3 days'],
    [series(0, 0), '0 clicks in 2 days'],
    [series(null), 'No click data yet'],
    [series(), 'No click data yet'],
  ])('%j → %s', (days, expected) => {
    expect(sparklineText(days)).toBe(expected);
  });
});

describe('barGeometry', () => {
  const box = { width: 100, height: 50, gap: 0 };

  it('scales the largest day to the full height, bars standing on the bottom', () => {
    const bars = barGeometry(series(10, 5, 1), { ...box, width: 30, gap: 0 });
    expect(bars.map((b) => [b.kind, b.x, b.width, b.y, b.height])).toEqual([
      ['bar', 0, 10, 0, 50],
      ['bar', 10, 10, 25, 25],
      ['bar', 20, 10, 45, 5],
    ]);
  });

  it.each([
    ['a tiny day keeps the minimum height', series(1000, 1), { minHeight: 3 }, [50, 3]],
    ['zero days get the baseline mark', series(4, 0), { zeroHeight: 1 }, [50, 1]],
    ['gap days get their own marker height', series(4, null), { gapHeight: 6 }, [50, 6]],
  ])('%s', (_, days, extra, heights) => {
    const bars = barGeometry(days, { ...box, ...extra });
    expect(bars.map((b) => b.height)).toEqual(heights);
    for (const bar of bars) expect(bar.y + bar.height).toBe(50);
  });

  it.each([
    ['gaps', series(3, null, 0, null), ['bar', 'gap', 'zero', 'gap']],
    ['all zero', series(0, 0), ['zero', 'zero']],
    ['all gaps', series(null, null), ['gap', 'gap']],
    ['a single day', series(7), ['bar']],
    ['no days', series(), []],
  ])('kinds: %s', (_, days, kinds) => {
    expect(barGeometry(days, box).map((b) => b.kind)).toEqual(kinds);
  });

  it('spaces bars by the gap and fills the width exactly', () => {
    const bars = barGeometry(series(1, 2, 3, 4), { width: 100, height: 10, gap: 4 });
    expect(bars.map((b) => b.x)).toEqual([0, 26, 52, 78]);
    expect(bars.every((b) => b.width === 22)).toBe(true);
    const last = bars.at(-1)!;
    expect(last.x + last.width).toBe(100);
  });

  it('shrinks a gap wider than the bars would be', () => {
    const bars = barGeometry(series(...Array<number>(50).fill(1)), { width: 100, height: 10, gap: 10 });
    const last = bars.at(-1)!;
    expect(last.width).toBeGreaterThan(0);
    expect(last.x + last.width).toBeCloseTo(100, 1);
  });

  it('a single day takes the whole width', () => {
    expect(barGeometry(series(2), { width: 80, height: 20, gap: 2 })[0]).toMatchObject({ x: 0, width: 80, y: 0, height: 20 });
  });
});

describe('sparkPoints', () => {
  it.each([
    ['one run, scaled to the largest', series(0, 5, 10), ['0,20 50,10 100,0']],
    ['broken at gaps', series(10, 5, null, 0, 10), ['0,0 25,10', '75,20 100,0']],
    ['a lone day between gaps is a dot', series(null, 4, null, 2, 2), ['25,0 25,0', '75,10 100,10']],
    ['all zero lies on the bottom', series(0, 0), ['0,20 100,20']],
    ['all gaps draw nothing', series(null, null), []],
    ['a single day sits in the middle', series(3), ['50,0 50,0']],
    ['no days', series(), []],
  ])('%s', (_, days, expected) => {
    expect(sparkPoints(days, 100, 20)).toEqual(expected);
  });
});
