import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetsPass, checkBudget, type BudgetId } from './budgets';

describe('BUDGETS', () => {
  it.each<[BudgetId, number, number | undefined]>([
    ['popupJsGzip', 30_000, undefined],
    ['backgroundJsGzip', 48_000, undefined],
    ['popupReadyRatio', 1.8, 1.6],
    ['popupFirstPaintVsBlank', 1.7, 1.5],
    ['requestsPopupFreshCache', 1, undefined],
    ['requestsShorten', 1, undefined],
    ['requestsRightClickShorten', 1, undefined],
    ['searchKeystrokeMs100k', 10, undefined],
    ['bulkBytesPerLineRatio', 1.1, undefined],
    ['manageFirstPaint100kRatio', 1.2, undefined],
  ])('%s: gate %s, target %s', (id, max, target) => {
    expect(BUDGETS[id].max).toBe(max);
    expect(BUDGETS[id].target).toBe(target);
  });

  it('keeps every target stricter than its gate', () => {
    for (const budget of Object.values(BUDGETS)) {
      if (budget.target !== undefined) expect(budget.target).toBeLessThan(budget.max);
    }
  });
});

describe('checkBudget', () => {
  it.each<[BudgetId, number | undefined, boolean, boolean | undefined]>([
    ['popupJsGzip', 30_000, true, undefined],
    ['popupJsGzip', 30_001, false, undefined],
    ['popupJsGzip', undefined, false, undefined],
    ['backgroundJsGzip', 18_000, true, undefined],
    ['backgroundJsGzip', 48_000, true, undefined],
    ['backgroundJsGzip', 48_001, false, undefined],
    ['requestsPopupFreshCache', 0, true, undefined],
    ['requestsPopupFreshCache', 2, false, undefined],
    // Exact budgets: a shorten that sends nothing is as wrong as one that sends two.
    ['requestsShorten', 1, true, undefined],
    ['requestsShorten', 0, false, undefined],
    ['requestsRightClickShorten', 2, false, undefined],
    // The ratio: only the gate decides `ok`; the target is reported beside it.
    ['popupReadyRatio', 1.59, true, true],
    ['popupReadyRatio', 1.6, true, true],
    ['popupReadyRatio', 1.61, true, false],
    ['popupReadyRatio', 1.8, true, false],
    ['popupReadyRatio', 1.81, false, false],
    ['popupReadyRatio', undefined, false, false],
    // Issue #33: first paint ÷ blank is enforced.
    ['popupFirstPaintVsBlank', 1.5, true, true],
    ['popupFirstPaintVsBlank', 1.7, true, false],
    ['popupFirstPaintVsBlank', 1.71, false, false],
    ['popupFirstPaintVsBlank', undefined, false, false],
    // Issue #40: the worker's wake against a minimal worker's is enforced.
    ['workerWakeRatio', 2.02, true, false],
    ['workerWakeRatio', 2.5, true, false],
    ['workerWakeRatio', 2.51, false, false],
    ['workerWakeRatio', undefined, false, false],
    // Issue #35: the median keystroke over 100,000 links.
    ['searchKeystrokeMs100k', 10, true, undefined],
    ['searchKeystrokeMs100k', 10.01, false, undefined],
  ])('%s at %s → ok %s, target met %s', (id, value, ok, targetMet) => {
    const check = checkBudget(id, value);
    expect(check.ok).toBe(ok);
    expect(check.targetMet).toBe(targetMet);
  });
});

describe('budgetsPass', () => {
  const within = (Object.keys(BUDGETS) as BudgetId[]).map((id) => checkBudget(id, BUDGETS[id].max));

  it.each<[string, [BudgetId, number | undefined][], boolean]>([
    ['every figure at its bound', [], true],
    ['the ratio over its target, within its gate', [['popupReadyRatio', 1.7]], true],
    ['the ratio over its gate', [['popupReadyRatio', 1.81]], false],
    ['background over 48 kB', [['backgroundJsGzip', 48_001]], false],
    ['popup over 30 kB', [['popupJsGzip', 30_001]], false],
    ['first paint over its gate', [['popupFirstPaintVsBlank', 1.71]], false],
    ['the worker’s wake over its gate', [['workerWakeRatio', 2.51]], false],
    ['a shorten with two requests', [['requestsShorten', 2]], false],
    ['a figure not measured', [['popupReadyRatio', undefined]], false],
  ])('%s → %s', (_, changes, passes) => {
    const checks = within.map((check) => {
      const change = changes.find(([id]) => id === check.id);
      return change ? checkBudget(change[0], change[1]) : check;
    });
    expect(budgetsPass(checks)).toBe(passes);
  });
});
