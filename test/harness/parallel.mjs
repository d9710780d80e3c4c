// Runs npm scripts side by side (`node test/harness/parallel.mjs typecheck lint build:e2e`), each
// one's output kept together and printed when it ends, and fails when any of them fails. npm
// test's checks and build do not depend on each other: on two cores they take the time of the
// longest rather than of all three.
import { spawn } from 'node:child_process';
import process from 'node:process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          process.stdout.write(`\n> npm run ${script}${code === 0 ? '' : ` (failed, exit ${code})`}\n${output}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.some((code) => code !== 0) ? 1 : 0);
