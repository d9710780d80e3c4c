import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '@/test/harness/launch';
import { startSession } from '@/test/e2e/support';
import { contributors, readAnalysis } from './attribution';
import { budgetsPass, checkBudget } from './budgets';
import { ANALYSIS_FILE, buildForBench } from './build';
import type { BulkBytes } from './bulk-bytes-figures';
import type { FillTime } from './fill-time-figures';
import { measureFirstPaint, measureManageFirstPaint } from './first-paint';
import { measureHistory } from './history';
import { inOwnProcess } from './own-process';
import { addBlankPage, measurePopupSpeed } from './popup-speed';
import { formatTable, reportNotes, reportRows, type BenchResults } from './report';
import { countRequests } from './requests';
import { measureSearchSpeeds } from './search-speed';
import { measureServiceWorkerStart } from './service-worker';
import { measureWholeAccount } from './whole-account';
import { measureWorkerAnswers } from './worker-answer';
import { measureWorkerWake } from './worker-wake';
import { fileBytes, surfaceSizes } from './size';

// `npm run bench`: builds, measures, prints the table beside the budgets, writes
// bench/results.json, and exits non-zero when a budget is exceeded or a figure is missing.

const results: BenchResults = {
  date: new Date().toISOString(),
  environment: {
    node: process.version,
    // Debian's wrapper script prints a harmless shell warning on stderr; only stdout is wanted.
    chromium: execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    cpus: cpus().length,
  },
  budgets: [],
  errors: [],
  ok: false,
};

async function stage(name: string, run: () => Promise<void>): Promise<void> {
  const started = Date.now();
  try {
    await run();
  } catch (error) {
    results.errors.push({ stage: name, message: error instanceof Error ? error.message : String(error) });
  }
  console.error(`bench: ${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The code the popup's installation switcher brings (issue #13). */
const SWITCHER_GROUPS = ['components/installations', 'lib/installations'];
/** The link index, its history and charts (issue #15). */
const HISTORY_GROUPS = ['components/history', 'lib/history'];

const builds = await buildForBench().catch((error: unknown) => {
  // Nothing can be measured without the builds.
  console.error(`bench: the build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

await stage('sizes', async () => {
  const sizes = await surfaceSizes(builds.chromeDir);
  results.sizes = sizes;
  results.zips = { chrome: await fileBytes(builds.chromeZip), firefox: await fileBytes(builds.firefoxZip) };
  const analysis = await readAnalysis(ANALYSIS_FILE);
  if (analysis) {
    results.contributors = {};
    for (const surface of ['popup', 'background'] as const) {
      const size = sizes[surface];
      if (size) results.contributors[surface] = contributors(analysis, size);
    }
    results.historyGzipBytes = {};
    for (const surface of ['popup', 'options', 'manage', 'background'] as const) {
      const size = sizes[surface];
      if (!size) continue;
      const parts = contributors(analysis, size, process.cwd(), Infinity);
      results.historyGzipBytes[surface] = parts.filter((part) => HISTORY_GROUPS.includes(part.group)).reduce((sum, part) => sum + part.approxGzipBytes, 0);
    }
    const popup = sizes.popup;
    if (popup) {
      const parts = contributors(analysis, popup, process.cwd(), Infinity);
      results.switcherGzipBytes = parts.filter((part) => SWITCHER_GROUPS.includes(part.group)).reduce((sum, part) => sum + part.approxGzipBytes, 0);
    }
  }
});

// Trim's own code in Node, each in a process of its own (bench/own-process.ts).
const script = (name: string) => fileURLToPath(new URL(name, import.meta.url));
await stage('bulk bytes', async () => {
  results.bulkBytes = await inOwnProcess<BulkBytes>(script('./run-bulk-bytes.ts'));
});
await stage('fill time', async () => {
  results.fillTime = await inOwnProcess<FillTime>(script('./run-fill-time.ts'));
});

await stage('browser session', async () => {
  await addBlankPage(builds.e2eDir);
  // The rate limit is lifted: two dozen timed openings would otherwise hit the service's 30/min.
  const session = await startSession({ sandbox: { rateLimit: 100_000 }, browser: { extensionDir: builds.e2eDir } });
  try {
    await stage('popup speed', async () => {
      const speedUrl = `https://example.com/trim-bench/speed/${Date.now()}`;
      results.popupSpeed = await measurePopupSpeed(session.trim, `popup.html?url=${encodeURIComponent(speedUrl)}`);
    });
    await stage('first paint', async () => {
      const paintUrl = `https://example.com/trim-bench/paint/${Date.now()}`;
      results.firstPaint = await measureFirstPaint(session.trim, builds.e2eDir, `popup.html?url=${encodeURIComponent(paintUrl)}`);
      results.manageFirstPaintMs = await measureManageFirstPaint(session);
    });
    await stage('worker answers', async () => {
      results.workerAnswers = await measureWorkerAnswers(session);
    });
    await stage('requests', async () => {
      results.requests = await countRequests(session);
    });
    await stage('history', async () => {
      results.history = await measureHistory(session);
    });
  } finally {
    await session.close();
  }
});

// Its own browser: the minimal worker it is held against is loaded beside Trim.
await stage('worker wake', async () => {
  results.workerWake = await measureWorkerWake(builds.e2eDir);
});

await stage('service worker', async () => {
  results.serviceWorker = await measureServiceWorkerStart(builds.e2eDir);
});

// Its own browser and sandbox: an account of 100,000 links.
await stage('whole account', async () => {
  results.wholeAccount = await measureWholeAccount(builds.e2eDir);
});

// In this Node process (V8, as in the worker and the popup), once every browser above has closed.
await stage('search speed', async () => {
  results.searchSpeed = measureSearchSpeeds();
});

const journey = (id: string) => results.requests?.find((j) => j.journey === id)?.requests;
results.budgets = [
  checkBudget('popupJsGzip', results.sizes?.popup?.gzipBytes),
  checkBudget('backgroundJsGzip', results.sizes?.background?.gzipBytes),
  checkBudget('popupReadyRatio', results.popupSpeed?.ratio),
  checkBudget('popupFirstPaintVsBlank', results.firstPaint?.vsBlank),
  checkBudget('requestsPopupColdCache', journey('popupColdCache')),
  checkBudget('requestsPopupFreshCache', journey('popupFreshCache')),
  checkBudget('requestsShorten', journey('shorten')),
  checkBudget('requestsRightClickShorten', journey('rightClickShorten')),
  checkBudget('requestsPopupSwitch', journey('popupSwitch')),
  checkBudget('requestsBulkBatch', journey('bulkBatch')),
  checkBudget('requestsIndexRefresh', journey('indexRefresh')),
  checkBudget('requestsTyping', journey('typing')),
  checkBudget('historyStorageBytes', results.history?.storageBytes),
  checkBudget('suggestMs', results.history?.suggestMs.p90),
  checkBudget('workerWakeRatio', results.workerWake?.ratio),
  checkBudget('searchKeystrokeMs100k', results.searchSpeed?.find((s) => s.links === 100_000)?.searchMs.median),
  checkBudget('bulkBytesPerLineRatio', results.bulkBytes?.ratio),
  checkBudget('fillRequests100k', results.fillTime?.anySize.requests),
  checkBudget('fillMinutes100k', results.fillTime?.anySize.minutes),
  checkBudget('manageFirstPaint100kRatio', results.wholeAccount?.manage.firstPaint.ratio),
  checkBudget('manageFirstLink100kRatio', results.wholeAccount?.manage.firstLink.ratio),
  checkBudget('workerHeap100k', results.wholeAccount?.heap.afterFill.usedBytes),
];
results.ok = results.errors.length === 0 && budgetsPass(results.budgets);

console.log(`Trim bench, ${results.date} (${results.environment.chromium}, ${results.environment.cpus} cores)\n`);
console.log(formatTable(reportRows(results)));
console.log('');
for (const note of reportNotes(results)) console.log(`  ${note}`);
for (const { stage: name, message } of results.errors) console.log(`\nstage "${name}" failed: ${message}`);
const over = results.budgets.filter((b) => !b.ok).map((b) => b.budget.label);
const targetsMissed = results.budgets.filter((b) => b.ok && b.targetMet === false).map((b) => b.budget.label);
console.log(over.length ? `\nOVER BUDGET: ${over.join('; ')}` : '\nEvery budget holds.');
if (targetsMissed.length) console.log(`Within budget, above target (does not fail the run): ${targetsMissed.join('; ')}`);

const out = path.resolve('bench/results.json');
await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Figures written to ${path.relative(process.cwd(), out)}`);
process.exit(results.ok ? 0 : 1);
