import type { Spread } from './stats';
import type { WorkerHeap } from './worker-heap';

// The figures of bench/whole-account.ts.

export interface WholeAccount {
  /** The fill of 100,000 links in Chromium, from the sandbox with its rate limit lifted (printed). */
  fill: { links: number; requests: number; seconds: number };
  /** Trim's worker after two full collections: set up with nothing read, after the fill, after a typing session's search over every link. */
  heap: { before: WorkerHeap; afterFill: WorkerHeap; afterSearch: WorkerHeap };
  /** The manage page's links section: first contentful paint with 1,000 links and with 100,000, in turn in one browser. */
  manageFirstPaint: {
    thousandMs: Spread;
    wholeMs: Spread;
    /** median(100,000) ÷ median(1,000): the gated figure. */
    ratio: number;
    /** When the table first shows a link, in the same openings, and median(100,000) ÷ median(1,000) (gated too). */
    rowsMs: { thousand: Spread; whole: Spread; ratio: number };
    samples: { thousandMs: number[]; wholeMs: number[]; thousandRowsMs: number[]; wholeRowsMs: number[] };
  };
}
