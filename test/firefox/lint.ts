import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWN_WARNINGS, type KnownWarning } from './known-warnings';

// `npm run lint:firefox`: runs Mozilla's add-on linter (offline) on the Firefox build and
// fails on any error, and on any warning or notice not explained by KNOWN_WARNINGS.

interface LintMessage {
  code: string;
  message: string;
  description?: string;
  file?: string;
  line?: number;
  column?: number;
}

interface LintReport {
  summary: { errors: number; warnings: number; notices: number };
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
}

const sourceDir = path.resolve(process.argv[2] ?? '.output/firefox-mv3');

export function runLinter(dir: string): LintReport {
  const result = spawnSync(process.execPath, [path.resolve('node_modules/web-ext/bin/web-ext.js'), 'lint', '--source-dir', dir, '--output', 'json', '--no-input'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  // web-ext exits non-zero when there are errors; the JSON report is still on stdout.
  const start = result.stdout.indexOf('{');
  if (start < 0) throw new Error(`web-ext lint printed no report:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(result.stdout.slice(start)) as LintReport;
}

/** The built code around a message's position, where a known warning's pattern must match. */
function around(dir: string, message: LintMessage): string | undefined {
  if (!message.file || message.line === undefined) return undefined;
  const line = readFileSync(path.join(dir, message.file), 'utf8').split('\n')[message.line - 1] ?? '';
  const column = message.column ?? 0;
  return line.slice(Math.max(0, column - 200), column + 200);
}

export function classify(dir: string, report: LintReport) {
  const used = new Map<KnownWarning, number>();
  const explained: { message: LintMessage; known: KnownWarning }[] = [];
  const unexplained: LintMessage[] = [];
  for (const message of [...report.warnings, ...report.notices]) {
    const code = around(dir, message);
    const known = KNOWN_WARNINGS.find((k) => k.code === message.code && code !== undefined && k.source.test(code) && (used.get(k) ?? 0) < k.max);
    if (known) {
      used.set(known, (used.get(known) ?? 0) + 1);
      explained.push({ message, known });
    } else unexplained.push(message);
  }
  return { explained, unexplained };
}

const where = (m: LintMessage) => `${m.file ?? '-'}${m.line ? `:${m.line}:${m.column ?? 0}` : ''}`;

const report = runLinter(sourceDir);
const { explained, unexplained } = classify(sourceDir, report);
console.log(
  `web-ext lint ${path.relative(process.cwd(), sourceDir)}: ${report.summary.errors} errors, ` + `${report.summary.warnings} warnings, ${report.summary.notices} notices`,
);
for (const m of report.errors) console.log(`  ERROR   ${m.code} ${where(m)}: ${m.message}`);
for (const m of unexplained) console.log(`  WARNING ${m.code} ${where(m)}: ${m.message} (not a known dependency warning: see test/firefox/known-warnings.ts)`);
for (const { message, known } of explained) {
  console.log(`  known   ${message.code} ${where(message)}: ${known.dependency}; ${known.why}`);
}
if (report.errors.length > 0 || unexplained.length > 0) process.exit(1);
