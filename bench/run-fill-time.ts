// First: it sets up the fake browser that Trim's own code must find as it loads.
import { measureFillTime } from './fill-time';
import { checkBudget } from './budgets';
import { fillTimeRows, formatTable } from './report';

// `npm run bench:fill`: the fill of 100,000 links alone (issue #40), in Node, in a minute or two.
// Prints its rows and exits non-zero over budget, as `npm run bench` would; with `--json` (how
// bench/run.ts runs it, in a process of its own) prints its figures instead.

const fill = await measureFillTime();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(fill));
  process.exit(0);
}
const checks = [checkBudget('fillRequests100k', fill.anySize.requests), checkBudget('fillMinutes100k', fill.anySize.minutes)];
console.log(formatTable(fillTimeRows(fill, checks)));
console.log(`  run time in Node: ${(fill.anySize.runMs / 1000).toFixed(0)} s and ${(fill.capped.runMs / 1000).toFixed(0)} s`);
process.exit(checks.every((check) => check.ok) ? 0 : 1);
