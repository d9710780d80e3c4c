// Order statistics for the timing runs. Percentiles interpolate linearly between ranks
// (the "R-7" definition spreadsheets use), so p50 of an even-sized sample is the mean of
// the two middle values.

export interface Spread {
  n: number;
  min: number;
  p10: number;
  p25: number;
  median: number;
  p75: number;
  p90: number;
  max: number;
  /** Interquartile range, p75 − p25. */
  iqr: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty sample');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] as number;
  return lowValue + ((sorted[high] as number) - lowValue) * (rank - low);
}

export function spread(values: readonly number[]): Spread {
  const p25 = percentile(values, 0.25);
  const p75 = percentile(values, 0.75);
  return {
    n: values.length,
    min: Math.min(...values),
    p10: percentile(values, 0.1),
    p25,
    median: percentile(values, 0.5),
    p75,
    p90: percentile(values, 0.9),
    max: Math.max(...values),
    iqr: p75 - p25,
  };
}

/**
 * The mean of the middle half (interquartile mean): as robust to outliers as the median, and
 * finer than the steps a timing is reported in (Chromium gives paint times here in 4 ms steps,
 * where a median of ~50 ms jumps by 8 % at a time).
 */
export function interquartileMean(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const quarter = Math.floor(sorted.length / 4);
  const middle = sorted.slice(quarter, sorted.length - quarter);
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
}

export const round = (value: number, digits = 1): number => Math.round(value * 10 ** digits) / 10 ** digits;
