import { describe, expect, it } from 'vitest';
import { bulkRatio, kindOf } from './bulk-bytes-figures';

describe('kindOf', () => {
  it.each([
    ['storage', 'bulk', 'batch header'],
    ['storage', 'bulk$', 'batch header'],
    ['storage', 'bulk:mxd-1:3', 'line progress'],
    ['storage', 'bulk:mxd-1:state', 'line progress'],
    ['storage', 'indexStatus:work', 'indexStatus'],
    ['records', 'bodies', 'records: bodies'],
  ] as const)('%s %s → %s', (area, key, kind) => {
    expect(kindOf(area, key)).toBe(kind);
  });
});

describe('bulkRatio', () => {
  const run = (lines: number, byKind: Record<string, number>) => ({ lines, measured: 500, byKind, finishBytes: 100 * lines, waits: 16, runMs: 1 });

  it('divides what each batch wrote by the lines measured, and the largest batch’s by the smallest’s', () => {
    const figures = bulkRatio([run(1000, { 'line progress': 1_500_000, 'records: links': 500_000 }), run(10_000, { 'line progress': 1_600_000, 'records: links': 600_000 })]);
    expect(figures.runs.map((one) => one.bytesPerLine)).toEqual([4000, 4400]);
    expect(figures.ratio).toBe(1.1);
  });

  it('needs a run', () => {
    expect(() => bulkRatio([])).toThrow('no bulk run');
  });
});
