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

const firstZip = (files: string[]): string => {
  const found = files.find((file) => file.endsWith('.zip'));
  if (!found) throw new Error(`wxt zip produced no .zip (got ${files.join(', ')})`);
  return found;
};

export async function buildForBench(): Promise<BenchBuilds> {
  const chromeZip = firstZip(await zip({ ...base, browser: 'chrome', manifestVersion: 3 }));
  const firefoxZip = firstZip(await zip({ ...base, browser: 'firefox', manifestVersion: 3 }));
  await build({ ...base, browser: 'chrome', manifestVersion: 3, mode: 'e2e' });
  return {
    chromeDir: path.join(BENCH_OUT_DIR, 'chrome-mv3'),
    chromeZip,
    firefoxZip,
    e2eDir: path.join(BENCH_OUT_DIR, 'chrome-mv3-e2e'),
  };
}
