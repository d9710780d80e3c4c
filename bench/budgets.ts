// Every budget the benchmark enforces (issue #6), in one place. A figure over its budget
// makes `npm run bench` exit non-zero, which fails CI.

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
}

// KB is 1000 bytes: the stricter reading of "30 KB".
export const BUDGETS: Record<BudgetId, Budget> = {
  popupJsGzip: { label: 'popup JS (gzip)', max: 30_000, unit: 'bytes' },
  backgroundJsGzip: { label: 'background JS (gzip)', max: 15_000, unit: 'bytes' },
  popupReadyRatio: { label: 'popup ready ÷ blank page (medians)', max: 1.5, unit: 'ratio' },
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
}

export function checkBudget(id: BudgetId, value: number | undefined): BudgetCheck {
  const budget = BUDGETS[id];
  const ok = value !== undefined && (budget.exact ? value === budget.max : value <= budget.max);
  return { id, budget, value, ok };
}
