import { round, spread, type Spread } from './stats';
import type { WorkerHeap } from './worker-heap';

// The figures of bench/whole-account.ts.

/** One timing on each installation, and median(100,000 links) ÷ median(1,000). */
export interface Compared {
  thousandMs: Spread;
  wholeMs: Spread;
  ratio: number;
}

export interface WholeAccount {
  /** The fill of 100,000 links in Chromium, from the sandbox with its rate limit lifted (printed). */
  fill: { links: number; requests: number; seconds: number };
  /** Trim's worker after two full collections: set up with nothing read, after the fill, after a typing session's search over every link. */
  heap: { before: WorkerHeap; afterFill: WorkerHeap; afterSearch: WorkerHeap };
  /** The manage page's links section with 1,000 links and with 100,000, in turn in one browser: its first contentful paint and when its table first shows a link (both gated). */
  manage: {
    firstPaint: Compared;
    firstLink: Compared;
    samples: { paint: { thousandMs: number[]; wholeMs: number[] }; firstLink: { thousandMs: number[]; wholeMs: number[] } };
  };
}

export function compared(thousandMs: readonly number[], wholeMs: readonly number[]): Compared {
  const thousand = spread(thousandMs);
  const whole = spread(wholeMs);
  return { thousandMs: thousand, wholeMs: whole, ratio: round(whole.median / thousand.median, 2) };
}
