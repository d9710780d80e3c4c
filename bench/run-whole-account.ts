import { checkBudget } from './budgets';
import { buildE2eForBench } from './build';
import { formatTable, wholeAccountFillRows, wholeAccountPaintRows } from './report';
import { measureWholeAccount } from './whole-account';

// `npm run bench:whole`: the account of 100,000 links alone (issue #40), on the bench's e2e
// build, in Chromium: its fill, the worker's heap, the manage page's first paint. Prints its rows
// and exits non-zero over budget, as `npm run bench` would; writes no results file.

const whole = await measureWholeAccount(await buildE2eForBench());
const checks = [
  checkBudget('manageFirstPaint100kRatio', whole.manage.firstPaint.ratio),
  checkBudget('manageFirstLink100kRatio', whole.manage.firstLink.ratio),
  checkBudget('workerHeap100k', whole.heap.afterFill.usedBytes),
];
console.log(formatTable([...wholeAccountFillRows(whole, checks), ...wholeAccountPaintRows(whole, checks)]));
process.exit(checks.every((check) => check.ok) ? 0 : 1);
