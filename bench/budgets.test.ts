import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetsPass, checkBudget, type BudgetId } from './budgets';

const enforced = (Object.keys(BUDGETS) as BudgetId[]).filter((id) => BUDGETS[id].notEnforcedBecause === undefined);
const notEnforced = (Object.keys(BUDGETS) as BudgetId[]).filter((id) => BUDGETS[id].notEnforcedBecause !== undefined);

describe('checkBudget', () => {
  it.each([
    ['popupJsGzip', 30_000, true],
    ['popupJsGzip', 30_001, false],
    ['requestsPopupFreshCache', 0, true],
    ['requestsPopupFreshCache', 2, false],
    // Exact budgets: a shorten that sends nothing is as wrong as one that sends two.
    ['requestsShorten', 1, true],
    ['requestsShorten', 0, false],
    ['requestsRightClickShorten', 2, false],
    ['popupReadyRatio', 1.5, true],
    ['popupReadyRatio', 1.51, false],
    ['popupJsGzip', undefined, false],
  ] as const)('%s at %s → ok %s', (id, value, ok) => {
    expect(checkBudget(id, value).ok).toBe(ok);
  });
});

describe('budgetsPass', () => {
  it('keeps size and request budgets enforced', () => {
    expect(enforced).toEqual(expect.arrayContaining(['popupJsGzip', 'requestsPopupFreshCache', 'requestsShorten', 'requestsRightClickShorten']));
  });

  it('fails on an enforced budget exceeded, whatever the others do', () => {
    const checks = [checkBudget('popupJsGzip', 40_000), ...notEnforced.map((id) => checkBudget(id, 0))];
    expect(budgetsPass(checks)).toBe(false);
  });

  it('passes a budget that is not enforced when exceeded within its guard, never above it or when missing', () => {
    for (const id of notEnforced) {
      const guard = BUDGETS[id].guard as number;
      expect(budgetsPass([checkBudget('popupJsGzip', 1), checkBudget(id, guard)])).toBe(true);
      expect(budgetsPass([checkBudget('popupJsGzip', 1), checkBudget(id, guard * 1.01)])).toBe(false);
      expect(budgetsPass([checkBudget('popupJsGzip', 1), checkBudget(id, undefined)])).toBe(false);
    }
  });

  it('says why, and guards against getting worse, for every budget it does not enforce', () => {
    for (const id of notEnforced) {
      expect(BUDGETS[id].notEnforcedBecause?.length).toBeGreaterThan(20);
      // A guard at or under the budget would be an enforced budget under another name.
      expect(BUDGETS[id].guard).toBeGreaterThan(BUDGETS[id].max);
    }
  });
});
