import type { Write } from './node-extension';

// The figures of bench/bulk-bytes.ts, kept apart from it: that module sets up the fake browser
// as it loads, which the bench's unit tests must not.

export interface BulkBytesRun {
  /** The batch's lines. */
  lines: number;
  /** Its last lines, sent and counted. */
  measured: number;
  /** Bytes written while the measured lines were sent, by what was written (see kindOf). */
  byKind: Record<string, number>;
  /** The batch's one finishing write of its header (it grows with the batch, once per batch). */
  finishBytes: number;
  /** Rate-limit waits the run took (the service's 30 a minute). */
  waits: number;
  /** How long the run took in Node, for real. */
  runMs: number;
}

export interface BulkBytes {
  runs: (BulkBytesRun & { bytesPerLine: number })[];
  /** Bytes per line of the largest batch ÷ those of the smallest: the gated figure. */
  ratio: number;
}

/** What a write was, for the notes: the batch's header, its lines' progress, another storage key by its name, or an IndexedDB store. */
export function kindOf(area: Write['area'], key: string): string {
  if (area === 'records') return `records: ${key}`;
  if (key === 'bulk' || key === 'bulk$') return 'batch header';
  if (key.startsWith('bulk:')) return 'line progress';
  return key.split(':')[0] ?? key;
}

const total = (byKind: Record<string, number>) => Object.values(byKind).reduce((sum, bytes) => sum + bytes, 0);

export function bulkRatio(runs: readonly BulkBytesRun[]): BulkBytes {
  const withPerLine = runs.map((run) => ({ ...run, bytesPerLine: Math.round(total(run.byKind) / run.measured) }));
  const first = withPerLine[0];
  const last = withPerLine.at(-1);
  if (!first || !last) throw new Error('no bulk run to compare');
  return { runs: withPerLine, ratio: Math.round((last.bytesPerLine / first.bytesPerLine) * 100) / 100 };
}
