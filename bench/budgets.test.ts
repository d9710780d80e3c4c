import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetsPass, checkBudget, type BudgetId } from './budgets';

describe('BUDGETS', () => {
  it.each<[BudgetId, number, number | undefined]>([
    ['popupJsGzip', 26_000, undefined],
    ['backgroundJsGzip', 30_500, undefined],
    ['popupReadyRatio', 1.8, 1.5],
    ['popupFirstPaintVsStatic', 1.15, 1.08],
    ['popupFirstPaintVsBlank', 1.45, 1.35],
    ['requestsPopupFreshCache', 1, undefined],
    ['requestsShorten', 1, undefined],
    ['requestsRightClickShorten', 1, undefined],
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
    ['popupJsGzip', 26_000, true, undefined],
    ['popupJsGzip', 26_001, false, undefined],
    ['popupJsGzip', undefined, false, undefined],
    ['backgroundJsGzip', 18_000, true, undefined],
    ['backgroundJsGzip', 29_000, true, undefined],
    ['backgroundJsGzip', 30_501, false, undefined],
    ['requestsPopupFreshCache', 0, true, undefined],
    ['requestsPopupFreshCache', 2, false, undefined],
    // Exact budgets: a shorten that sends nothing is as wrong as one that sends two.
    ['requestsShorten', 1, true, undefined],
    ['requestsShorten', 0, false, undefined],
    ['requestsRightClickShorten', 2, false, undefined],
    // The ratio: only the gate decides `ok`; the target is reported beside it.
    ['popupReadyRatio', 1.49, true, true],
    ['popupReadyRatio', 1.5, true, true],
    ['popupReadyRatio', 1.51, true, false],
    ['popupReadyRatio', 1.8, true, false],
    ['popupReadyRatio', 1.81, false, false],
    ['popupReadyRatio', undefined, false, false],
    // A gate an open issue sets and the code does not meet yet: printed, not failing the run...
    ['popupFirstPaintVsStatic', 1.25, true, false],
    ['popupFirstPaintVsBlank', 1.3, true, true],
    ['popupFirstPaintVsBlank', 1.46, true, false],
    // ...unless the figure is missing.
    ['popupFirstPaintVsStatic', undefined, false, false],
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
    ['background over 30.5 kB', [['backgroundJsGzip', 30_501]], false],
    ['popup over 26 kB', [['popupJsGzip', 26_001]], false],
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
