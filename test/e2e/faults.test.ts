import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '@/lib/api';
import { faultSurfaces, type Attempt, type Expected, type FaultCase, type Surface } from '@/test/e2e/helpers/fault-surfaces';
import { startTcpProxy, type TcpProxy } from '@/test/e2e/helpers/tcp-proxy';
import { primeReference } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// Every fault of the sandbox, plus a host that is down, against the four surfaces that send
// a request on a click. Each case: the user reads a message naming that fault and what to do,
// what they typed is still there, and a retry once the fault is gone succeeds without a
// second link. The surfaces of one case fail together (the slow case waits for the real
// 15 s client timeout once, not four times: no build option shortens it).
//
// The extension talks to the sandbox through a TCP relay, so "the host is down" is the saved
// address refusing connections, and "back up" is that same address answering again.

const EXPECTED: Record<FaultCase, Expected> = {
  slow: { title: 'The service took too long to answer', hint: /may be busy\. Try again in a moment/ },
  html500: { title: 'The service had an internal error', hint: /Try again later/ },
  truncated: { title: 'The answer from the service was cut off', hint: /connection broke.*Try again/ },
  // A dropped connection and a closed port are the same TypeError to fetch(): one message.
  drop: { title: 'Could not reach the service', hint: /your connection/ },
  down: { title: 'Could not reach the service', hint: /your connection/ },
};

/** The sandbox answers a slow request after the client gave up (it still handles it). */
const SLOW_DELAY_MS = DEFAULT_TIMEOUT_MS + 2_000;

/**
 * Chromium itself resends a request whose reused keep-alive connection closed before any
 * answer, so a single dropped connection is usually invisible to the user (and harmless: the
 * service never saw it). Here the service drops every connection until the fault is cleared;
 * the other faults hit the one request.
 */
const COUNT: Partial<Record<FaultCase, number>> = { drop: 10 };

/** Faults after which the service has handled the request: the link exists, the answer was lost. */
const MADE_BY_FAULT = new Set<FaultCase>(['slow', 'truncated']);

let session: TrimSession;
let proxy: TcpProxy;
let surfaces: Surface[];

beforeAll(async () => {
  // A generous limit: these cases test faults, not the limiter.
  session = await startSession({ sandbox: { rateLimit: 10_000 } });
  proxy = await startTcpProxy(session.sandbox.url);
  surfaces = faultSurfaces(session, proxy.url);
});

afterAll(async () => {
  await proxy?.close();
  await session?.close();
});

beforeEach(async () => {
  session.sandbox.clearFaults();
  await proxy.up();
  await session.configure({ connection: { baseUrl: proxy.url, apiKey: session.sandbox.apiKey } });
  // A fresh reference cache: no list request can run into a fault meant for a click.
  await primeReference(session);
});

async function survive(kind: FaultCase): Promise<void> {
  const attempts: Attempt[] = [];
  try {
    for (const surface of surfaces) attempts.push(await surface.prepare(kind));
    if (kind === 'down') await proxy.down();
    else for (const { path } of attempts) session.sandbox.inject({ kind, match: path, delayMs: SLOW_DELAY_MS, count: COUNT[kind] });

    await Promise.all(attempts.map((a) => a.act()));
    for (const [i, attempt] of attempts.entries()) {
      await attempt.expectFailed(EXPECTED[kind]).catch((error: Error) => {
        throw new Error(`${surfaces[i]?.name}: ${error.message}`);
      });
    }

    session.sandbox.clearFaults();
    await proxy.up();
    for (const [i, attempt] of attempts.entries()) {
      await attempt.retry(MADE_BY_FAULT.has(kind)).catch((error: Error) => {
        throw new Error(`${surfaces[i]?.name} retry: ${error.message}`);
      });
    }
  } finally {
    for (const attempt of attempts) await attempt.close();
  }
}

describe('faults on every surface', () => {
  it('the messages tell the faults apart (where fetch can)', () => {
    const titles = new Set(Object.values(EXPECTED).map((e) => e.title));
    expect(titles.size).toBe(4);
  });

  it('a 500 HTML page', () => survive('html500'));
  it('truncated JSON', () => survive('truncated'));
  it('a dropped connection', () => survive('drop'));
  it('a host that is down', () => survive('down'));
  it('an answer slower than the timeout', { timeout: 120_000 }, () => survive('slow'));
});
