import { describe, expect, it } from 'vitest';
import { records } from '@/lib/storage/records';
import type { ClickSeries } from './schema';
import { HISTORY_DAYS } from './series';
import { countSeries, readAllSeries, readSeries, recordTotals, seriesRecord, SERIES_KEPT_DAYS } from './series-records';

// 2025-11-01 is day 20393.
const D = 20393;

async function keep(id: number, series: ClickSeries, written: number, installation = 'one') {
  await (await records()).put('series', seriesRecord(installation, id, series, written));
}

describe('recordTotals', () => {
  it('records each total, skipping null and negative ones, and answers how many series are kept', async () => {
    const totals = new Map<number, number | null>([
      [1, 5],
      [2, null],
      [3, -1],
      [4, 0],
    ]);
    expect(await recordTotals('one', totals, D)).toBe(2);
    expect(Object.fromEntries(await readAllSeries('one'))).toEqual({ '1': { start: D, base: 5, steps: [] }, '4': { start: D, base: 0, steps: [] } });
  });

  it('a null or negative total leaves the existing series as it was', async () => {
    await keep(2, { start: D, base: 5, steps: [] }, D);
    await keep(3, { start: D, base: 5, steps: [] }, D);
    await recordTotals(
      'one',
      new Map([
        [2, null],
        [3, -4],
      ]),
      D + 1,
    );
    expect(await readSeries('one', 2)).toEqual({ start: D, base: 5, steps: [] });
    expect(await readSeries('one', 3)).toEqual({ start: D, base: 5, steps: [] });
  });

  it('keeps the series of links missing from the snapshot (deleted links keep their past) until 90 days after their last snapshot', async () => {
    await keep(1, { start: D, base: 5, steps: [] }, D);
    await keep(9, { start: D, base: 40, steps: [] }, D);
    await recordTotals('one', new Map([[1, 8]]), D + 1);
    expect(Object.fromEntries(await readAllSeries('one'))).toEqual({ '1': { start: D, base: 5, steps: [3] }, '9': { start: D, base: 40, steps: [] } });
    await recordTotals('one', new Map([[1, 9]]), D + SERIES_KEPT_DAYS);
    expect(await readSeries('one', 9)).not.toBeNull();
    await recordTotals('one', new Map([[1, 9]]), D + SERIES_KEPT_DAYS + 1);
    expect(await readSeries('one', 9)).toBeNull();
    expect(await countSeries('one')).toBe(1);
  });

  it('keeps a year: older days fold into the base, a series wholly too old goes', async () => {
    const today = D + 400;
    const first = today - HISTORY_DAYS + 1;
    await keep(1, { start: first - 2, base: 10, steps: [1, 2] }, first);
    await keep(2, { start: first - 5, base: 10, steps: [1] }, today - 10);
    await recordTotals('one', new Map([[1, 20]]), today);
    expect(Object.fromEntries(await readAllSeries('one'))).toEqual({ '1': { start: first, base: 13, steps: [...Array<null>(HISTORY_DAYS - 2).fill(null), 7] } });
  });

  it('touches no other installation', async () => {
    await keep(1, { start: D, base: 5, steps: [] }, D - 200, 'two');
    await recordTotals('one', new Map([[1, 8]]), D);
    expect(await readSeries('two', 1)).toEqual({ start: D, base: 5, steps: [] });
  });
});
