import { describe, expect, it } from 'vitest';
import { checkBudget, type BudgetId } from './budgets';
import { budgetCells } from './report';

describe('budgetCells', () => {
  it.each<[BudgetId, number | undefined, string, string]>([
    ['popupReadyRatio', 1.59, '≤ 1.8', '✓ (target 1.6 ✓)'],
    ['popupReadyRatio', 1.62, '≤ 1.8', '✓ (target 1.6 ✗)'],
    ['popupReadyRatio', 1.9, '≤ 1.8', '✗ OVER (target 1.6 ✗)'],
    ['popupReadyRatio', undefined, '≤ 1.8', '✗ not measured'],
    ['backgroundJsGzip', 18_000, '≤ 48.0 kB', '✓ (30,000 B headroom)'],
    ['backgroundJsGzip', 48_100, '≤ 48.0 kB', '✗ OVER'],
    ['popupJsGzip', 25_100, '≤ 30.0 kB', '✓ (4,900 B headroom)'],
    ['requestsShorten', 1, '= 1', '✓'],
    ['requestsShorten', 0, '= 1', '✗ OVER'],
    ['popupFirstPaintVsBlank', 1.69, '≤ 1.7', '✓ (target 1.5 ✗)'],
    ['popupFirstPaintVsBlank', 1.71, '≤ 1.7', '✗ OVER (target 1.5 ✗)'],
    ['workerWakeRatio', 2.0, '≤ 2.5', '✓ (target 2 ✓)'],
    ['workerWakeRatio', 2.09, '≤ 2.5', '✓ (target 2 ✗)'],
    ['searchKeystrokeMs100k', 4.2, '≤ 10.0 ms', '✓'],
    ['fillMinutes100k', 16.3, '≤ 19 min', '✓'],
    ['fillRequests100k', 281, '≤ 280', '✗ OVER'],
    ['workerHeap100k', 2_000_000, '≤ 4.0 MB', '✓ (2,000,000 B headroom)'],
  ])('%s at %s → %s %s', (id, value, budget, status) => {
    expect(budgetCells([checkBudget(id, value)], id)).toEqual([budget, status]);
  });

  it('marks a budget nobody checked', () => {
    expect(budgetCells([], 'popupJsGzip')).toEqual(['≤ 30.0 kB', '?']);
  });
});
