import { describe, expect, it } from 'vitest';
import type { ClickSeries } from './schema';
import { dailyClicks, HISTORY_DAYS, pruneSeries, recordTotal, snapshotTotals } from './series';

// 2025-11-01 is day 20393.
const D = 20393;
/** A series built by recording `[day offset, total]` pairs in order. */
const recorded = (...pairs: [offset: number, total: number][]): ClickSeries => {
  let series: ClickSeries | undefined;
  for (const [offset, total] of pairs) series = recordTotal(series, D + offset, total);
  if (!series) throw new Error('no pairs');
  return series;
};

describe('recordTotal', () => {
  it.each<[string, ClickSeries | undefined, number, number, ClickSeries]>([
    ['the first snapshot sets start and base', undefined, D, 7, { start: D, base: 7, steps: [] }],
    ['the same day again replaces the only snapshot', { start: D, base: 7, steps: [] }, D, 9, { start: D, base: 9, steps: [] }],
    ['the same day again replaces the last step', { start: D, base: 7, steps: [3] }, D + 1, 15, { start: D, base: 7, steps: [8] }],
    ['the same day again after a gap replaces the last step', { start: D, base: 7, steps: [3, null, 2] }, D + 3, 20, { start: D, base: 7, steps: [3, null, 10] }],
    ['the next day appends the difference', { start: D, base: 7, steps: [] }, D + 1, 10, { start: D, base: 7, steps: [3] }],
    ['the next day after steps appends the difference', { start: D, base: 7, steps: [3, 1] }, D + 3, 12, { start: D, base: 7, steps: [3, 1, 1] }],
    ['a jump of several days pads nulls', { start: D, base: 7, steps: [3] }, D + 4, 20, { start: D, base: 7, steps: [3, null, null, 10] }],
    ['a jump after a gap counts from the last snapshot', { start: D, base: 7, steps: [null, 3] }, D + 4, 20, { start: D, base: 7, steps: [null, 3, null, 10] }],
    ['a day before the last snapshot changes nothing', { start: D, base: 7, steps: [3, 2] }, D + 1, 100, { start: D, base: 7, steps: [3, 2] }],
    ['a day before the start changes nothing', { start: D, base: 7, steps: [] }, D - 1, 100, { start: D, base: 7, steps: [] }],
    ['a lower total is a negative step', { start: D, base: 7, steps: [3] }, D + 2, 4, { start: D, base: 7, steps: [3, -6] }],
    ['a lower total on the same day is a negative step', { start: D, base: 7, steps: [3] }, D + 1, 2, { start: D, base: 7, steps: [-5] }],
  ])('%s', (_, series, day, total, expected) => {
    expect(recordTotal(series, day, total)).toEqual(expected);
  });

  it('does not mutate the series it is given', () => {
    const series = { start: D, base: 7, steps: [3] };
    recordTotal(series, D + 1, 20);
    recordTotal(series, D + 3, 20);
    expect(series).toEqual({ start: D, base: 7, steps: [3] });
  });

  it("keeps the day's last snapshot over several", () => {
    const series = recorded([0, 5], [0, 6], [1, 8], [1, 9], [1, 10]);
    expect(snapshotTotals(series)).toEqual([
      { day: D, total: 6 },
      { day: D + 1, total: 10 },
    ]);
  });
});

describe('dailyClicks', () => {
  const clicks = (series: ClickSeries | undefined, today: number, count: number) => dailyClicks(series, today, count).map((day) => day.clicks);

  it('returns `count` days, oldest first, ending today', () => {
    expect(dailyClicks({ start: D, base: 0, steps: [1, 2] }, D + 2, 3).map((day) => day.day)).toEqual([D, D + 1, D + 2]);
    expect(dailyClicks(undefined, D, 30)).toHaveLength(30);
    expect(dailyClicks(undefined, D).at(-1)?.day).toBe(D);
  });

  it.each<[string, ClickSeries | undefined, number, number, (number | null)[]]>([
    ['undefined series: all gaps', undefined, D + 4, 5, [null, null, null, null, null]],
    ['the first day is a gap, the following days count', { start: D, base: 10, steps: [2, 0, 5] }, D + 3, 4, [null, 2, 0, 5]],
    ['a single snapshot: all gaps', { start: D, base: 10, steps: [] }, D + 1, 2, [null, null]],
    ['days before the series are gaps', { start: D, base: 10, steps: [2] }, D + 1, 4, [null, null, null, 2]],
    ['a day without a snapshot and the day after are gaps', { start: D, base: 10, steps: [2, null, 7, 1] }, D + 4, 5, [null, 2, null, null, 1]],
    ['a negative step is a gap; the day after counts from the lowered total', { start: D, base: 10, steps: [2, -12, 3, 4] }, D + 4, 5, [null, 2, null, 3, 4]],
    ['days after the last snapshot are gaps (a deleted link), never zeros', { start: D, base: 10, steps: [2, 3] }, D + 5, 6, [null, 2, 3, null, null, null]],
    ['a window entirely after the series is all gaps', { start: D, base: 10, steps: [2] }, D + 10, 3, [null, null, null]],
    ['a window entirely before the series is all gaps', { start: D, base: 10, steps: [2] }, D - 1, 3, [null, null, null]],
  ])('%s', (_, series, today, count, expected) => {
    expect(clicks(series, today, count)).toEqual(expected);
  });

  it('a recorded counter reset is a gap, the day after counts again', () => {
    const series = recorded([0, 50], [1, 60], [2, 5], [3, 9]);
    expect(clicks(series, D + 3, 4)).toEqual([null, 10, null, 4]);
  });
});

describe('pruneSeries', () => {
  const today = D + 400;
  const first = today - HISTORY_DAYS + 1;
  const kept = (series: ClickSeries) => snapshotTotals(series).filter((snapshot) => snapshot.day >= first);

  it('leaves a series within HISTORY_DAYS as it is', () => {
    const series = { start: first, base: 3, steps: [1, null, 2] };
    expect(pruneSeries(series, today)).toBe(series);
  });

  it.each<[string, ClickSeries, ClickSeries]>([
    ['folds the old days into base', { start: first - 3, base: 10, steps: [1, 2, 3, 4, 5] }, { start: first, base: 16, steps: [4, 5] }],
    ['skips nulls while folding', { start: first - 3, base: 10, steps: [1, null, 3, 4, null, 5] }, { start: first, base: 14, steps: [4, null, 5] }],
    ['keeps a series whose last snapshot is the first kept day', { start: first - 2, base: 10, steps: [1, 2] }, { start: first, base: 13, steps: [] }],
  ])('%s', (_, series, expected) => {
    expect(pruneSeries(series, today)).toEqual(expected);
  });

  it.each<[string, ClickSeries]>([
    ['plain steps', { start: first - 3, base: 10, steps: [1, 2, 3, 4, 5] }],
    ['nulls among the folded steps', { start: first - 4, base: 10, steps: [1, null, 2, 3, null, 4] }],
    ['a negative step among the folded steps', { start: first - 3, base: 10, steps: [1, -11, 3, 4, 5] }],
    ['no snapshot on the first kept day', { start: first - 3, base: 10, steps: [1, 2, null, 4, 5] }],
  ])('keeps the totals of the kept days unchanged: %s', (_, series) => {
    const pruned = pruneSeries(series, today);
    expect(pruned).not.toBeNull();
    expect(snapshotTotals(pruned!)).toEqual(kept(series));
  });

  it('does not make up the clicks of the first kept day when the day before it had no snapshot', () => {
    // Snapshots on first-2 (11) and first+1 (20): the clicks of first+1 cannot be known.
    const series: ClickSeries = { start: first - 3, base: 10, steps: [1, null, null, 9] };
    expect(dailyClicks(series, first + 1, 1)[0]?.clicks).toBeNull();
    expect(dailyClicks(pruneSeries(series, today)!, first + 1, 1)[0]?.clicks).toBeNull();
  });

  it.each<[string, ClickSeries]>([
    ['only a base', { start: first - 1, base: 10, steps: [] }],
    ['steps that end before the first kept day', { start: first - 10, base: 10, steps: [1, null, 2] }],
  ])('returns null when every snapshot is too old: %s', (_, series) => {
    expect(pruneSeries(series, today)).toBeNull();
  });
});

describe('snapshotTotals', () => {
  it.each<[string, [number, number][]]>([
    ['one snapshot', [[0, 4]]],
    [
      'consecutive days',
      [
        [0, 4],
        [1, 6],
        [2, 6],
      ],
    ],
    [
      'gaps and a reset',
      [
        [0, 4],
        [3, 10],
        [4, 2],
        [9, 30],
      ],
    ],
  ])('round-trips what was recorded: %s', (_, pairs) => {
    expect(snapshotTotals(recorded(...pairs))).toEqual(pairs.map(([offset, total]) => ({ day: D + offset, total })));
  });
});
