// Every budget of issues #6, #13, #14, #15, #17, #25, #33, #35 and #40, in one place. A figure over a budget, or a figure that
// could not be measured, makes `npm run bench` exit non-zero, which fails CI. A `target` is
// printed beside its budget and never fails the run: runs of the popup's ratio here gave
// 1.34-1.60 as the machine's load drifted, so gating on 1.5 would fail merges at random, while
// 1.8 still catches a real regression (10 ms more on the popup is about +0.2).

export type BudgetId =
  | 'popupJsGzip'
  | 'backgroundJsGzip'
  | 'popupReadyRatio'
  | 'popupFirstPaintVsBlank'
  | 'requestsPopupColdCache'
  | 'requestsPopupFreshCache'
  | 'requestsShorten'
  | 'requestsRightClickShorten'
  | 'requestsPopupSwitch'
  | 'requestsBulkBatch'
  | 'requestsIndexRefresh'
  | 'requestsTyping'
  | 'historyStorageBytes'
  | 'suggestMs'
  | 'workerWakeRatio'
  | 'searchKeystrokeMs100k'
  | 'bulkBytesPerLineRatio'
  | 'fillRequests100k'
  | 'fillMinutes100k'
  | 'manageFirstPaint100kRatio'
  | 'manageFirstLink100kRatio'
  | 'workerHeap100k';

export interface Budget {
  label: string;
  /** Inclusive upper bound: the gate. */
  max: number;
  unit: 'bytes' | 'ratio' | 'requests' | 'ms' | 'minutes';
  /** When set, the figure must equal `max` (a shorten that makes no request is as wrong as two). */
  exact?: boolean;
  /** Inclusive, stricter than `max`: printed, never failing the run. */
  target?: number;
}

// KB is 1000 bytes: the stricter reading of "30 KB".
export const BUDGETS: Record<BudgetId, Budget> = {
  // Issue #33: byte budgets guard against a regression and leave room for the product; what users
  // feel is gated by the two paint ratios below. (26 kB under #25 steered the code: 22 of 180
  // commits only shaved bytes.) The first-frame script counts.
  popupJsGzip: { label: 'popup JS (gzip)', max: 30_000, unit: 'bytes' },
  // 22 kB until #14, 24 kB until #15, 29 kB until #27, 30.5 kB until #33, 36 kB until #40, which
  // moved it because the per-record store of the whole account must live in the worker. A guard
  // with its headroom printed, never a target. What runs with every page closed must be in the
  // worker, which cannot load code on demand (docs/benchmark.md).
  backgroundJsGzip: { label: 'background JS (gzip)', max: 48_000, unit: 'bytes' },
  popupReadyRatio: { label: 'popup ready ÷ blank page (medians)', max: 1.8, target: 1.6, unit: 'ratio' },
  // The popup's first contentful paint against the blank page (what everything costs): the gate
  // issue #33 enforces. The first frame is fixed at build time (entrypoints/popup/index.html).
  popupFirstPaintVsBlank: { label: 'popup first paint ÷ blank page (medians)', max: 1.7, target: 1.5, unit: 'ratio' },
  // The page's lookup and the domains the quick form shows; the other lists wait for their control.
  requestsPopupColdCache: { label: 'requests: popup open, cold cache', max: 2, unit: 'requests' },
  requestsPopupFreshCache: { label: 'requests: popup open, fresh cache', max: 1, unit: 'requests' },
  requestsShorten: { label: 'requests: shorten', max: 1, unit: 'requests', exact: true },
  requestsRightClickShorten: { label: 'requests: right-click shorten', max: 1, unit: 'requests', exact: true },
  // Issue #13: another installation whose lists are cached costs the page's lookup alone.
  requestsPopupSwitch: { label: 'requests: popup switch installation, fresh cache', max: 1, unit: 'requests' },
  // Issue #14: one request per distinct valid address, plus the one lookup its lost answer needs.
  requestsBulkBatch: { label: 'requests: bulk batch (10 distinct, 1 answer lost)', max: 11, unit: 'requests', exact: true },
  // Issue #15: 300 links at 100 a page; typing reads only the local index.
  requestsIndexRefresh: { label: 'requests: index of 300 links, first show', max: 3, unit: 'requests' },
  requestsTyping: { label: 'requests: typing in Recent and the address bar', max: 0, unit: 'requests', exact: true },
  // A fifth of storage.local's 10 MB quota (no unlimitedStorage) for 1,000 links × 365 days.
  historyStorageBytes: { label: 'storage: index + history, 1,000 links × 365 days', max: 2_000_000, unit: 'bytes' },
  // p90 of one suggestion over 1,000 links: a quarter of a 16.7 ms frame.
  suggestMs: { label: 'suggestions over 1,000 links, p90', max: 4, unit: 'ms' },
  // Issue #40: a stopped worker's first answer against a minimal worker's, in the same browser.
  // The issue measured 2.02 on main (24.7 ms against 12.2) before the whole account moved into
  // the worker: the target holds it there, the gate fails some 6 ms more per wake (30.5 ms).
  workerWakeRatio: { label: 'worker wake → first answer, Trim ÷ minimal worker (medians)', max: 2.5, target: 2.0, unit: 'ratio' },
  // Issue #35: the whole account (100,000 links) searched as the user types, with no request. The
  // median keystroke within 10 ms leaves the rest of a 16.7 ms frame to draw the rows; the first
  // keystrokes of a query, which match nearly every link, are printed as the p90.
  searchKeystrokeMs100k: { label: 'search per keystroke, 100,000 links, median', max: 10, unit: 'ms' },
  // Issue #40 (from #35): what a bulk line writes does not grow with the batch. Bytes per line
  // sent in a batch of 10,000 against one of 1,000, paced at 30 a minute; 10 % for what a line's
  // place in the batch may change (docs/benchmark.md).
  bulkBytesPerLineRatio: { label: 'bulk bytes per line, 10,000 ÷ 1,000 lines', max: 1.1, unit: 'ratio' },
  // The fill of 100,000 links at 30 a minute, any page size (simulated, so the figures do not
  // drift): 252 requests in 16.3 minutes when set, at pages of 400, the most the fill asks for.
  // About 10 % over both: a fill that stopped doubling its pages would take 1,000 and 67 minutes.
  fillRequests100k: { label: 'index fill of 100,000 links: requests', max: 280, unit: 'requests' },
  fillMinutes100k: { label: 'index fill of 100,000 links at 30 a minute: minutes', max: 19, unit: 'minutes' },
  // The manage page paints as soon with the whole account as with 1,000 links (the 20 %),
  // and shows its newest links as soon: it reads one page, and every link only after. The second
  // ratio was over 12 before that order (4.5 s against 0.4 s); 1.5 leaves its drift room.
  manageFirstPaint100kRatio: { label: 'manage page first paint, 100,000 ÷ 1,000 links (medians)', max: 1.2, unit: 'ratio' },
  manageFirstLink100kRatio: { label: 'manage page, first link shown, 100,000 ÷ 1,000 links (medians)', max: 1.5, unit: 'ratio' },
  // After a fill the worker holds nothing of the records, each page written and dropped: 1.3 MB set
  // up with nothing read, 1.9–2.0 MB after the fill of 100,000 links when set. Those records held
  // would be tens of MB (a typing session's search prepared over them is 58 MB), so 4 MB fails a
  // worker that keeps a twentieth of them, and leaves the worker's own code room to grow.
  workerHeap100k: { label: 'worker heap after the fill of 100,000 links', max: 4_000_000, unit: 'bytes' },
};

export interface BudgetCheck {
  id: BudgetId;
  budget: Budget;
  /** `undefined` when the figure could not be measured; that fails the budget too. */
  value: number | undefined;
  ok: boolean;
  /** Whether the figure meets the budget's target; undefined when it has none. */
  targetMet?: boolean;
}

export function checkBudget(id: BudgetId, value: number | undefined): BudgetCheck {
  const budget = BUDGETS[id];
  const within = value !== undefined && (budget.exact ? value === budget.max : value <= budget.max);
  const check: BudgetCheck = { id, budget, value, ok: within };
  if (budget.target !== undefined) check.targetMet = value !== undefined && value <= budget.target;
  return check;
}

/** The run passes when every figure was measured and holds its budget; targets do not count. */
export function budgetsPass(checks: readonly BudgetCheck[]): boolean {
  return checks.every((check) => check.ok);
}
