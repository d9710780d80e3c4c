import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { takeFailures } from '@/test/harness/settled';
import { liveSessions } from './support';

// Every e2e test starts and ends with Trim settled (issue #42): what one test set going (a
// refresh, a note to the index, a request on the wire) is done before the next one looks, so
// no request or write is counted against the wrong test. A best-effort failure the worker or an
// open page recorded meanwhile (lib/activity's `quietly`) fails the test, and is written to
// test-results/recorded-failures.log: quiet for the user, never for us.

const LOG = path.resolve('test-results/recorded-failures.log');

beforeEach(async () => {
  for (const session of liveSessions) await session.settled();
});

afterEach(async () => {
  for (const session of liveSessions) {
    await session.settled();
    const failures = await takeFailures(session.trim);
    if (failures.length === 0) continue;
    await mkdir(path.dirname(LOG), { recursive: true });
    const test = expect.getState().currentTestName ?? '?';
    const lines = failures.map((failure) => `${failure.where} | ${failure.what} | ${failure.error}`);
    await appendFile(LOG, lines.map((line) => `${test} | ${line}\n`).join(''));
    throw new Error(`Trim recorded ${failures.length} best-effort failure(s) during this test:\n${lines.join('\n')}`);
  }
});
