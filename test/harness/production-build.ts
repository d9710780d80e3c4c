import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The production build users install (`wxt build`, no e2e mode), into `outDir`; answers the
 * browser's folder in it. A separate process keeps WXT's global state out of vitest.
 */
export async function buildProduction(browser: 'chrome' | 'firefox', outDir: string): Promise<string> {
  const script = `import { build } from 'wxt'; await build({ outDir: process.argv[1], browser: process.argv[2], manifestVersion: 3 });`;
  await run(process.execPath, ['--input-type=module', '-e', script, outDir, browser], { cwd: process.cwd(), maxBuffer: 16 << 20 });
  return path.join(outDir, `${browser}-mv3`);
}
