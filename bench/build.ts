import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build, zip, type InlineConfig, type Logger } from 'wxt';

// The bench builds into its own folder so it never overwrites `.output/chrome-mv3-e2e`
// while a teammate's e2e run is using it. WXT's JS API is used because the CLI has no
// --outDir flag.
export const BENCH_OUT_DIR = path.resolve('.output/bench');

export interface BenchBuilds {
  /** Production Chrome build: what users install, measured for size. */
  chromeDir: string;
  chromeZip: string;
  firefoxZip: string;
  /** `--mode e2e` Chrome build (loopback host access): driven in the browser runs. */
  e2eDir: string;
}

// Only warnings and errors: WXT's file lists would bury the bench table.
const quiet: Logger = {
  debug() {},
  log() {},
  info() {},
  success() {},
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
  fatal: (...args: unknown[]) => console.error(...args),
  level: 3,
};

const base: InlineConfig = { outDir: BENCH_OUT_DIR, logger: quiet, zip: { zipSources: false } };

/** Module sizes of the production Chrome build, for bench/attribution.ts. */
export const ANALYSIS_FILE = path.join(BENCH_OUT_DIR, 'analysis', 'stats.json');

// WXT's build spinner writes to stdout whatever the logger; it would garble the bench's
// output (and CI logs), so stdout is held back while WXT runs. Errors go to stderr.
async function withoutStdout<T>(run: () => Promise<T>): Promise<T> {
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await run();
  } finally {
    process.stdout.write = write;
  }
}

const firstZip = (files: string[]): string => {
  const found = files.find((file) => file.endsWith('.zip'));
  if (!found) throw new Error(`wxt zip produced no .zip (got ${files.join(', ')})`);
  return found;
};

export async function buildForBench(): Promise<BenchBuilds> {
  await rm(path.dirname(ANALYSIS_FILE), { recursive: true, force: true });
  const analysis: InlineConfig['analysis'] = {
    enabled: true,
    template: 'raw-data',
    outputFile: ANALYSIS_FILE,
    keepArtifacts: false,
  };
  const chromeZip = firstZip(await withoutStdout(() => zip({ ...base, browser: 'chrome', manifestVersion: 3, analysis })));
  const firefoxZip = firstZip(await withoutStdout(() => zip({ ...base, browser: 'firefox', manifestVersion: 3 })));
  return {
    chromeDir: path.join(BENCH_OUT_DIR, 'chrome-mv3'),
    chromeZip,
    firefoxZip,
    e2eDir: await buildE2eForBench(),
  };
}

/** The `--mode e2e` Chrome build alone, for a stage run on its own; returns its folder. */
export async function buildE2eForBench(): Promise<string> {
  await withoutStdout(() => build({ ...base, browser: 'chrome', manifestVersion: 3, mode: 'e2e' }));
  return path.join(BENCH_OUT_DIR, 'chrome-mv3-e2e');
}
