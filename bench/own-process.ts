import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// The stages that run Trim's own code in Node set up a fake browser and IndexedDB as they load
// (bench/node-extension.ts), which must reach neither the bench's other stages nor each other:
// each runs in a Node process of its own and hands its figures back as JSON.

/** Runs `script --json` under tsx and resolves with the figures it printed. */
export async function inOwnProcess<T>(script: string): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, '--json'], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as T;
}
