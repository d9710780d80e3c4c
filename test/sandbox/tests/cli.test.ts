import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Starts the CLI as `npm run sandbox` does (tsx), but as a direct child so SIGTERM reaches it
 * rather than an npx wrapper, and waits for the printed URL and key.
 */
function startCli(args: string[]): Promise<{ url: string; key: string; output: () => string; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/sandbox/cli.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /URL:\s+(http:\/\/\S+)/.exec(output)?.[1];
      const key = /API key:\s+(\S+)/.exec(output)?.[1];
      if (url && key) {
        resolve({
          url,
          key,
          output: () => output,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`CLI exited (${code}) before printing its URL:\n${output}`)));
  });
}

describe('CLI', () => {
  it('starts on a free port, prints URL and key, serves the API, and stops on SIGTERM', async () => {
    const cli = await startCli(['--port', '0', '--key', 'cli-key', '--rate-limit', '7', '--flavor', 'field']);
    try {
      expect(cli.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(cli.key).toBe('cli-key');
      const res = await fetch(`${cli.url}/api/urls`, { headers: { Authorization: `Bearer ${cli.key}` } });
      expect(res.headers.get('x-ratelimit-limit')).toBe('7');
      expect((await res.json()).error).toBe(0);
    } finally {
      expect(await cli.stop()).toBe(0);
    }
    expect(cli.output()).toContain('stopping the sandbox');
  }, 20_000);

  it('seeds the demo user with --seed-links N more links, also with --no-seed', async () => {
    const cli = await startCli(['--port', '0', '--no-seed', '--seed-links', '120']);
    try {
      const res = await fetch(`${cli.url}/api/urls?limit=1`, { headers: { Authorization: `Bearer ${cli.key}` } });
      expect((await res.json()).data.result).toBe(120);
    } finally {
      expect(await cli.stop()).toBe(0);
    }
  }, 20_000);

  it('refuses bad flags with a usage message', async () => {
    await expect(startCli(['--flavor', 'weird'])).rejects.toThrow(/--flavor must be spec, v6, v7 or field \(= v7\)[\s\S]*Usage/);
    await expect(startCli(['--seed-links', 'many'])).rejects.toThrow(/--seed-links must be a non-negative integer, got "many"[\s\S]*\[--seed-links N\]/);
  }, 20_000);
});
