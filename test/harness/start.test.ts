import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noBrowser } from './manual-load';

// The first run on a machine without Chromium: `npm start`'s own script, as a real process,
// with CHROME_PATH wrong and nothing on PATH or in the usual places.

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
let emptyBin: string;

beforeAll(async () => {
  emptyBin = await mkdtemp(path.join(tmpdir(), 'trim-no-browser-'));
  // A `chromium` that is there but not executable must not count as found.
  await writeFile(path.join(emptyBin, 'chromium'), '#!/bin/sh\n');
  await chmod(path.join(emptyBin, 'chromium'), 0o644);
});
afterAll(() => rm(emptyBin, { recursive: true, force: true }));

function startWithoutBrowser() {
  const env = { ...process.env, CHROME_PATH: '/nonexistent', PATH: emptyBin, TRIM_BROWSER_CANDIDATES: '', TRIM_SANDBOX_PORT: '0' };
  // Directly under node: the real Ctrl+C reaches tsx and the script alike, and tsx relays a
  // signal sent to it alone, so SIGINT to this child is what a user's Ctrl+C amounts to.
  const child = spawn(process.execPath, [tsxCli, 'test/harness/start.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (/Extension: .*\n/.test(output)) resolve();
    });
    void exited.then((code) => reject(new Error(`start.ts exited (${code}) before printing the extension folder:\n${output}`)));
  });
  return { child, ready, exited, output: () => output };
}

describe('npm start without a browser', () => {
  it('explains, keeps the sandbox serving with its URL, key and the build folder, and stops cleanly on SIGINT', async () => {
    const start = startWithoutBrowser();
    try {
      await start.ready;
      const output = start.output();

      expect(output).toContain(noBrowser('CHROME_PATH is set to /nonexistent, which is not an executable file'));
      for (const words of [
        'No Chromium was found',
        'sudo apt-get install chromium',
        'brew install --cask chromium',
        'point CHROME_PATH at it',
        'chrome://extensions',
        '"Load unpacked"',
      ]) {
        expect(output).toContain(words);
      }
      expect(output).toContain(`Extension:  ${path.resolve('.output/chrome-mv3-e2e')}`);
      const url = /Sandbox:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      const key = /API key:\s+(\S+)/.exec(output)?.[1];
      expect(url).toBeDefined();
      expect(key).toBeDefined();

      const res = await fetch(`${url}/api/account`, { headers: { Authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ error: 0, data: { username: 'demo' } });

      start.child.kill('SIGINT');
      expect(await start.exited).toBe(0);
      await expect(fetch(`${url}/api/account`)).rejects.toThrow();
    } finally {
      start.child.kill('SIGKILL');
    }
    expect(start.output()).toContain('SIGINT: stopping.');
    expect(start.output()).not.toMatch(/^\s+at /m);
  }, 30_000);
});
