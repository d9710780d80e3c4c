import { checkBudget } from './budgets';
import { buildE2eForBench } from './build';
import { formatTable, workerWakeRows } from './report';
import { measureWorkerWake } from './worker-wake';

// `npm run bench:wake`: the worker wake stage alone (issue #40), on the bench's e2e build, to
// study the gate in seconds rather than the whole bench's minutes. Prints its rows and exits
// non-zero over budget, as `npm run bench` would; writes no results file.

const wake = await measureWorkerWake(await buildE2eForBench());
const check = checkBudget('workerWakeRatio', wake.ratio);
console.log(formatTable(workerWakeRows(wake, [check])));
process.exit(check.ok ? 0 : 1);
