import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { FIREFOX_E2E_BUILD_DIR } from './launch';

/**
 * Builds the Firefox e2e variant (`--mode e2e`: host access to 127.0.0.1 granted up front)
 * into `.output/firefox-mv3-e2e`. `npm test` only builds the Chrome one, so the Firefox
 * smoke test builds its own; a separate process keeps WXT's global state out of vitest.
 */
export function buildFirefoxE2e(): string {
  const wxt = path.resolve('node_modules/wxt/bin/wxt.mjs');
  const result = spawnSync(process.execPath, [wxt, 'build', '-b', 'firefox', '--mv3', '--mode', 'e2e'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (result.status !== 0) {
    throw new Error(`wxt build -b firefox --mv3 --mode e2e failed:\n${result.stdout}\n${result.stderr}`);
  }
  return FIREFOX_E2E_BUILD_DIR;
}
