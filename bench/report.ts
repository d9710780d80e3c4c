import type { Contributor } from './attribution';
import { BUDGETS, type Budget, type BudgetCheck, type BudgetId } from './budgets';
import type { BulkBytes } from './bulk-bytes-figures';
import type { FillTime } from './fill-time-figures';
import type { FirstPaint } from './first-paint';
import type { HistoryFigures } from './history';
import type { PopupSpeed } from './popup-speed';
import { JOURNEY_LABELS, type JourneyCount } from './requests';
import { SEARCH_SIZES, TYPED_QUERIES, type SearchSpeed } from './search-speed';
import type { ServiceWorkerStart } from './service-worker';
import type { SurfaceSizes } from './size';
import type { Spread } from './stats';
import type { Compared, WholeAccount } from './whole-account-figures';
import type { WorkerAnswer } from './worker-answer';
import type { WorkerWake } from './worker-wake-figures';

// Turns the figures into the printed table: one row per figure, its budget beside it.

export interface BenchResults {
  date: string;
  environment: { node: string; chromium: string; cpus: number };
  sizes?: SurfaceSizes;
  /** Largest parts of each surface's JS (approximate gzip bytes). */
  contributors?: Partial<Record<keyof SurfaceSizes, Contributor[]>>;
  /** What the installation switcher adds to the popup's start-up JS (approximate gzip bytes). */
  switcherGzipBytes?: number;
  /** What the link index and click history (components/history, lib/history) add to each surface's start-up JS. */
  historyGzipBytes?: Partial<Record<keyof SurfaceSizes, number>>;
  history?: HistoryFigures;
  /** The local search as the user types, at 1,000 and 100,000 links (issue #35). */
  searchSpeed?: SearchSpeed[];
  zips?: { chrome: number; firefox: number };
  popupSpeed?: PopupSpeed;
  firstPaint?: FirstPaint;
  /** The manage page's links section, 1,000 links in the index: first contentful paint. */
  manageFirstPaintMs?: Spread;
  workerAnswers?: WorkerAnswer;
  /** A stopped worker's first answer, Trim's against a minimal worker's (issue #40). */
  workerWake?: WorkerWake;
  serviceWorker?: ServiceWorkerStart;
  requests?: JourneyCount[];
  /** Storage written per bulk line in batches of 1,000 and 10,000 lines (issue #40; Trim's runner in Node). */
  bulkBytes?: BulkBytes;
  /** The index fill of 100,000 links at 30 requests a minute, on a simulated clock (issue #40; Trim's fill in Node). */
  fillTime?: FillTime;
  /** An account of 100,000 links in Chromium: its fill, the worker's heap, the manage page's first paint (issue #40). */
  wholeAccount?: WholeAccount;
  budgets: BudgetCheck[];
  /** Stages that threw: their figures are missing and the run fails. */
  errors: { stage: string; message: string }[];
  ok: boolean;
}

type Row = [figure: string, value: string, budget: string, status: string];

/**
 * The popup's start-up JS measured by this benchmark on the last commit before issue #16 moved
 * every string into _locales: the figure the change is held against.
 */
export const POPUP_JS_BEFORE_LOCALES = { gzipBytes: 29_963, commit: 'ac37f9e' };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const spreadText = (s: Spread) => `${ms(s.median)} (p10–p90 ${s.p10.toFixed(1)}–${s.p90.toFixed(1)}, IQR ${s.iqr.toFixed(1)}, n=${s.n})`;

const MB = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
const bytes = (n: number) => `${n.toLocaleString('en')} B`;
const size = (n: number) => (n >= 1e6 ? MB(n) : kB(n));
const bound = (budget: Budget, n: number) => (budget.unit === 'bytes' ? size(n) : budget.unit === 'ms' ? ms(n) : budget.unit === 'minutes' ? `${n} min` : String(n));

/** The budget and status cells: `≤ 1.8`, `✓ (target 1.5 ✗)`, `✓ (1,200 B headroom)`; only the gate's mark can fail the run. */
export function budgetCells(checks: BudgetCheck[], id: BudgetId): [string, string] {
  const check = checks.find((c) => c.id === id);
  const budget = BUDGETS[id];
  const gate = !check
    ? '?'
    : check.value === undefined
      ? '✗ not measured'
      : check.ok
        ? `✓${budget.unit === 'bytes' ? ` (${(budget.max - check.value).toLocaleString('en')} B headroom)` : ''}`
        : '✗ OVER';
  const target = budget.target === undefined || check?.value === undefined ? '' : ` (target ${bound(budget, budget.target)} ${check.targetMet ? '✓' : '✗'})`;
  return [`${budget.exact ? '=' : '≤'} ${bound(budget, budget.max)}`, `${gate}${target}`];
}

export function reportRows(r: BenchResults): Row[] {
  const rows: Row[] = [];
  const sizeRow = (label: string, key: keyof SurfaceSizes, id?: BudgetId) => {
    const size = r.sizes?.[key];
    const value = size
      ? `${kB(size.gzipBytes)} in ${size.files.length} file${size.files.length === 1 ? '' : 's'}` + (size.lazyGzipBytes ? ` (+${kB(size.lazyGzipBytes)} lazy)` : '')
      : '—';
    rows.push([label, value, ...(id ? budgetCells(r.budgets, id) : (['', ''] as [string, string]))]);
  };
  sizeRow('popup JS, gzip', 'popup', 'popupJsGzip');
  const popup = r.sizes?.popup;
  rows.push([
    'popup JS before locales (#16)',
    `${kB(POPUP_JS_BEFORE_LOCALES.gzipBytes)} (${POPUP_JS_BEFORE_LOCALES.commit}, English inline)` +
      (popup
        ? `; now ${popup.gzipBytes - POPUP_JS_BEFORE_LOCALES.gzipBytes >= 0 ? '+' : '−'}${Math.abs(popup.gzipBytes - POPUP_JS_BEFORE_LOCALES.gzipBytes).toLocaleString('en')} B`
        : ''),
    '',
    '',
  ]);
  sizeRow('options JS, gzip', 'options');
  sizeRow('manage JS, gzip', 'manage');
  sizeRow('background JS, gzip', 'background', 'backgroundJsGzip');
  rows.push(['zipped extension, Chrome', r.zips ? kB(r.zips.chrome) : '—', '', '']);
  rows.push(['zipped extension, Firefox', r.zips ? kB(r.zips.firefox) : '—', '', '']);

  const speed = r.popupSpeed;
  rows.push(['popup ready', speed ? spreadText(speed.popupMs) : '—', '', '']);
  rows.push(['blank page ready', speed ? spreadText(speed.blankMs) : '—', '', '']);
  rows.push([
    'popup ÷ blank (medians)',
    speed ? `${speed.ratio.toFixed(2)} (pairs p10–p90 ${speed.pairRatio.p10.toFixed(2)}–${speed.pairRatio.p90.toFixed(2)})` : '—',
    ...budgetCells(r.budgets, 'popupReadyRatio'),
  ]);

  const paint = r.firstPaint;
  rows.push(['popup first paint', paint ? spreadText(paint.popupMs) : '—', '', '']);
  rows.push(['its first frame alone (the popup without its module), first paint', paint ? spreadText(paint.frameMs) : '—', '', '']);
  rows.push(['blank page (one dot), first paint', paint ? spreadText(paint.blankMs) : '—', '', '']);
  rows.push([
    'first frame alone ÷ blank (markup, stylesheet, first-frame script)',
    paint ? `${paint.frameVsBlank.toFixed(2)} (means ${paint.means.frameVsBlank.toFixed(2)})` : '—',
    '',
    '',
  ]);
  rows.push(['popup ÷ first frame alone (what the module adds)', paint ? `${paint.vsFrame.toFixed(2)} (means ${paint.means.vsFrame.toFixed(2)})` : '—', '', '']);
  rows.push([
    'popup ÷ blank (first paint)',
    paint ? `${paint.vsBlank.toFixed(2)} (means ${paint.means.vsBlank.toFixed(2)})` : '—',
    ...budgetCells(r.budgets, 'popupFirstPaintVsBlank'),
  ]);
  rows.push(['manage page first paint, 1,000 links indexed', r.manageFirstPaintMs ? spreadText(r.manageFirstPaintMs) : '—', '', '']);
  rows.push(...wholeAccountPaintRows(r.wholeAccount, r.budgets));

  const sw = r.serviceWorker;
  rows.push([
    'worker cold start → menu',
    sw
      ? `${sw.upperBoundsOnly ? '≤ ' : ''}${ms(sw.menusMs.median)} ` + `(min–max ${sw.menusMs.min.toFixed(0)}–${sw.menusMs.max.toFixed(0)}, n=${sw.menusMs.n}, ${sw.method})`
      : '—',
    '',
    '',
  ]);

  const answers = r.workerAnswers;
  rows.push(['worker cold start (main done)', answers ? spreadText(answers.startMs) : '—', '', '']);
  rows.push(['worker cold start → right-click answered', answers ? spreadText(answers.rightClickMs) : '—', '', '']);
  rows.push(['worker cold start → address-bar suggestion', answers ? spreadText(answers.suggestionMs) : '—', '', '']);
  rows.push(...workerWakeRows(r.workerWake, r.budgets));

  const budgetFor: Partial<Record<JourneyCount['journey'], BudgetId>> = {
    popupColdCache: 'requestsPopupColdCache',
    popupFreshCache: 'requestsPopupFreshCache',
    shorten: 'requestsShorten',
    rightClickShorten: 'requestsRightClickShorten',
    popupSwitch: 'requestsPopupSwitch',
    bulkBatch: 'requestsBulkBatch',
    indexRefresh: 'requestsIndexRefresh',
    typing: 'requestsTyping',
  };
  for (const journey of r.requests ?? []) {
    const id = budgetFor[journey.journey];
    const value = journey.requests === undefined ? `failed: ${journey.error ?? '?'}` : String(journey.requests);
    rows.push([`requests: ${JOURNEY_LABELS[journey.journey]}`, value, ...(id ? budgetCells(r.budgets, id) : (['', ''] as [string, string]))]);
  }
  rows.push(...bulkBytesRows(r.bulkBytes, r.budgets));
  rows.push(...fillTimeRows(r.fillTime, r.budgets));
  rows.push(...wholeAccountFillRows(r.wholeAccount, r.budgets));
  const history = r.history;
  rows.push([
    'storage: index + history, 1,000 links × 365 days',
    // IndexedDB's quota is a share of the disk: the records' own size is the figure.
    history ? `${kB(history.storageBytes)} as JSON (IndexedDB quota ${(history.quotaBytes / 1e9).toFixed(1)} GB)` : '—',
    ...budgetCells(r.budgets, 'historyStorageBytes'),
  ]);
  rows.push([
    'suggestions over 1,000 links, per query',
    history
      ? `${history.suggestMs.median.toFixed(3)} ms median, p90 ${history.suggestMs.p90.toFixed(3)} ms (n=${history.suggestMs.n}; prepared once in ${ms(history.prepareMs)})`
      : '—',
    ...budgetCells(r.budgets, 'suggestMs'),
  ]);
  const perKeystroke = (s: Spread) => `${s.median.toFixed(2)} ms median, p90 ${s.p90.toFixed(2)} ms (n=${s.n})`;
  for (const count of SEARCH_SIZES) {
    const speed = r.searchSpeed?.find((s) => s.links === count);
    const links = `${count.toLocaleString('en')} links`;
    rows.push([
      `search per keystroke, ${links}`,
      speed ? `${perKeystroke(speed.searchMs)}; prepared in ${ms(speed.prepareMs.median)} (median of ${speed.prepareMs.n})` : '—',
      ...(count === 100_000 ? budgetCells(r.budgets, 'searchKeystrokeMs100k') : (['', ''] as [string, string])),
    ]);
    rows.push([`manage list filter per keystroke, ${links}`, speed ? perKeystroke(speed.filterMs) : '—', '', '']);
  }
  return rows;
}

/** The worker wake's rows: also printed alone by `npm run bench:wake`. */
export function workerWakeRows(wake: WorkerWake | undefined, checks: BudgetCheck[]): Row[] {
  return [
    ['worker wake → first answer, Trim', wake ? spreadText(wake.trimMs) : '—', '', ''],
    ['worker wake → first answer, minimal worker', wake ? spreadText(wake.minimalMs) : '—', '', ''],
    [
      'worker wake, Trim ÷ minimal worker (medians)',
      wake ? `${wake.ratio.toFixed(2)} (pairs p10–p90 ${wake.pairRatio.p10.toFixed(2)}–${wake.pairRatio.p90.toFixed(2)})` : '—',
      ...budgetCells(checks, 'workerWakeRatio'),
    ],
  ];
}

/** Bytes written per bulk line, each batch and their ratio: also printed alone by `npm run bench:bulk`. */
export function bulkBytesRows(bulk: BulkBytes | undefined, checks: BudgetCheck[]): Row[] {
  const runs = bulk?.runs ?? [];
  return [
    ...runs.map((run): Row => [
      `storage written per bulk line, batch of ${run.lines.toLocaleString('en')} (its last ${run.measured} lines, 30 a minute)`,
      `${bytes(run.bytesPerLine)} (${run.waits} waits)`,
      '',
      '',
    ]),
    ['bulk bytes per line, largest batch ÷ smallest', bulk ? bulk.ratio.toFixed(2) : '—', ...budgetCells(checks, 'bulkBytesPerLineRatio')],
  ];
}

/** The fill of 100,000 links at 30 requests a minute: also printed alone by `npm run bench:fill`. */
export function fillTimeRows(fill: FillTime | undefined, checks: BudgetCheck[]): Row[] {
  const links = (fill?.anySize.links ?? 100_000).toLocaleString('en');
  return [
    [`index fill of ${links} links at 30 requests a minute: requests`, fill ? String(fill.anySize.requests) : '—', ...budgetCells(checks, 'fillRequests100k')],
    [`index fill of ${links} links at 30 requests a minute: minutes (simulated)`, fill ? `${fill.anySize.minutes} min` : '—', ...budgetCells(checks, 'fillMinutes100k')],
    [
      `the same from a server that caps pages at ${fill?.capped.cap ?? 100} links`,
      fill ? `${fill.capped.requests.toLocaleString('en')} requests, ${fill.capped.minutes} min` : '—',
      '',
      '',
    ],
  ];
}

/** The manage page at 100,000 links against 1,000, in one browser: its first paint and its first link shown. */
export function wholeAccountPaintRows(whole: WholeAccount | undefined, checks: BudgetCheck[]): Row[] {
  const rows = (what: string, figures: Compared | undefined, id: BudgetId): Row[] => [
    [`manage page ${what}, 1,000 links (100,000-link stage)`, figures ? spreadText(figures.thousandMs) : '—', '', ''],
    [`manage page ${what}, 100,000 links`, figures ? spreadText(figures.wholeMs) : '—', '', ''],
    [`manage page ${what}, 100,000 ÷ 1,000 links (medians)`, figures ? figures.ratio.toFixed(2) : '—', ...budgetCells(checks, id)],
  ];
  return [...rows('first paint', whole?.manage.firstPaint, 'manageFirstPaint100kRatio'), ...rows('first link shown', whole?.manage.firstLink, 'manageFirstLink100kRatio')];
}

/** The fill of 100,000 links in Chromium and the worker's heap around it. */
export function wholeAccountFillRows(whole: WholeAccount | undefined, checks: BudgetCheck[]): Row[] {
  const heap = whole?.heap;
  const links = (whole?.fill.links ?? 100_000).toLocaleString('en');
  return [
    [`index fill of ${links} links in Chromium (sandbox, rate limit lifted)`, whole ? `${whole.fill.requests} requests in ${whole.fill.seconds.toFixed(0)} s` : '—', '', ''],
    ['worker heap, set up, nothing read', heap ? `${MB(heap.before.usedBytes)} (of ${MB(heap.before.totalBytes)})` : '—', '', ''],
    [
      `worker heap after the fill of ${links} links`,
      heap ? `${MB(heap.afterFill.usedBytes)} (of ${MB(heap.afterFill.totalBytes)})` : '—',
      ...budgetCells(checks, 'workerHeap100k'),
    ],
    [`worker heap with the address bar's search prepared over ${links} links`, heap ? `${MB(heap.afterSearch.usedBytes)} (of ${MB(heap.afterSearch.totalBytes)})` : '—', '', ''],
  ];
}

/** Lines printed under the table: what each journey's requests were, what each surface weighs. */
export function reportNotes(r: BenchResults): string[] {
  const notes: string[] = [];
  for (const journey of r.requests ?? []) {
    if (journey.calls.length) notes.push(`${JOURNEY_LABELS[journey.journey]}: ${summarise(journey.calls)}`);
  }
  notes.push(...bulkBytesNotes(r.bulkBytes));
  if (r.historyGzipBytes) {
    const parts = Object.entries(r.historyGzipBytes).map(([surface, bytes]) => `${surface} ≈${kB(bytes ?? 0)}`);
    notes.push(`start-up JS, link index and click history (components/history, lib/history): ${parts.join(', ')}`);
  }
  if (r.searchSpeed) notes.push(`search per keystroke: ${TYPED_QUERIES.map((q) => JSON.stringify(q)).join(', ')}, each typed one character at a time`);
  if (r.switcherGzipBytes !== undefined) notes.push(`popup JS, installation switcher (components/installations, lib/installations): ≈${kB(r.switcherGzipBytes)}`);
  for (const [surface, list] of Object.entries(r.contributors ?? {})) {
    if (list?.length) {
      notes.push(`${surface} JS, largest parts: ${list.map((c) => `${c.group} ≈${kB(c.approxGzipBytes)}`).join(', ')}`);
    }
  }
  return notes;
}

/** What a bulk line's bytes are made of, and each batch's one finishing write. */
export function bulkBytesNotes(bulk: BulkBytes | undefined): string[] {
  return (bulk?.runs ?? []).map((run) => {
    const parts = Object.entries(run.byKind)
      .filter(([, total]) => total >= run.measured)
      .sort(([, a], [, b]) => b - a)
      .map(([kind, total]) => `${kind} ${bytes(Math.round(total / run.measured))}`);
    return `bulk line, batch of ${run.lines.toLocaleString('en')}: ${parts.join(', ')}; its one finishing write ${size(run.finishBytes)} (${bytes(Math.round(run.finishBytes / run.lines))} a line of the batch); ${(run.runMs / 1000).toFixed(0)} s in Node`;
  });
}

/** `GET /api/urls ×2, POST /api/url/add` */
function summarise(calls: string[]): string {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  return [...counts].map(([call, n]) => (n > 1 ? `${call} ×${n}` : call)).join(', ');
}

export function formatTable(rows: Row[]): string {
  const header: Row = ['figure', 'value', 'budget', ''];
  const all = [header, ...rows];
  const widths = [0, 1, 2].map((i) => Math.max(...all.map((row) => row[i]?.length ?? 0)));
  const line = (row: Row) =>
    row
      .map((cell, i) => (i < 3 ? cell.padEnd(widths[i] ?? 0) : cell))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
