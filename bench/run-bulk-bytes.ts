// First: it sets up the fake browser that Trim's own code must find as it loads.
import { measureBulkBytes } from './bulk-bytes';
import { checkBudget } from './budgets';
import { bulkBytesNotes, bulkBytesRows, formatTable } from './report';

// `npm run bench:bulk`: the bulk line's bytes alone (issue #40), in Node, in a minute or two.
// Prints its rows and exits non-zero over budget, as `npm run bench` would; with `--json` (how
// bench/run.ts runs it, in a process of its own) prints its figures instead.

const bulk = await measureBulkBytes();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(bulk));
  process.exit(0);
}
const check = checkBudget('bulkBytesPerLineRatio', bulk.ratio);
console.log(formatTable(bulkBytesRows(bulk, [check])));
for (const note of bulkBytesNotes(bulk)) console.log(`  ${note}`);
process.exit(check.ok ? 0 : 1);
