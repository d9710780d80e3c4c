import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withConnection } from '@/components/connection/testing';
import { useReference } from '@/components/reference/use-reference';
import { createConnection, type ApiConnection } from '@/lib/connection/connection';
import { clientOf } from '@/lib/connection/endpoints';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { rawRequest } from '@/test/sandbox/tests/http.ts';
import { DEFAULTS_LISTS, DefaultsForm } from '@/components/settings/DefaultsForm';

// The options page's lists against a real sandbox whose window is 3 requests in 10 s, on a fake
// clock shared by both sides. The window opens at a part-second and the headers speak whole
// seconds, so the reset they name comes up to a second early: a retry timed on it alone is
// refused, and was sent again at once, over and over (18 list requests in 30 s).

const WINDOW_MS = 10_000;
// A window that opens at .900 really ends at .900 ten seconds on; its headers say .000.
const START = Date.UTC(2026, 10, 22, 12, 0, 0, 900);

let sandbox: Sandbox;

/** Over Node's HTTP, as an extension page with host access fetches (the DOM's fetch here would ask for CORS). */
const nodeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
  const url = new URL(String(input));
  const body = typeof init.body === 'string' ? init.body : undefined;
  const answer = await rawRequest(url.origin, `${url.pathname}${url.search}`, {
    method: init.method ?? 'GET',
    headers: init.headers as Record<string, string>,
    ...(body === undefined ? {} : { body }),
  });
  const headers = Object.entries(answer.headers).flatMap(([name, value]): [string, string][] => (typeof value === 'string' ? [[name, value]] : []));
  return new Response(answer.text, { status: answer.status, headers });
};

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: 3, windowMs: WINDOW_MS, now: () => Date.now() });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(START);
  sandbox.resetRateLimits();
  sandbox.clearRequests();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The page's connection to the sandbox; past `cap` requests it stops answering, so a burst ends the test instead of running on. */
function connectionTo(cap = 40): ApiConnection {
  let sent = 0;
  const fetch: typeof globalThis.fetch = (input, init) => (++sent > cap ? new Promise<Response>(() => undefined) : nodeFetch(input, init));
  return createConnection({ id: 'sandbox', connection: { baseUrl: sandbox.url, apiKey: sandbox.apiKey } }, { fetch, hasPermission: async () => true });
}

function Defaults() {
  const reference = useReference(true, DEFAULTS_LISTS);
  return <DefaultsForm defaults={DEFAULT_SHORTEN_DEFAULTS} onChange={() => undefined} reference={reference} connected />;
}

const listRequests = () => sandbox.requests().filter((r) => r.path !== '/api/account');

/** Moves the shared clock on in steps of 100 ms, letting the page’s countdown and its requests run between them. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    await act(async () => {
      vi.advanceTimersByTime(Math.min(100, left));
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

describe('the options page’s lists in a spent window', () => {
  it('wait for the window to reopen, then go once: never again into the part-second before it really reopens', async () => {
    const connection = connectionTo();
    // The account check and two more spend the window: the meter knows it and its (early) reset.
    const client = await clientOf(connection);
    for (let i = 0; i < 3; i++) await client.account.get();
    expect(await connection.meter.exhaustedUntil()).not.toBeNull();

    // The page opens a moment later: its countdown ticks at .100, inside the part-second.
    vi.setSystemTime(START + 200);
    render(<Defaults />, { wrapper: withConnection(connection) });
    await screen.findByText(/Trim tries again in 10 seconds\./);
    expect(listRequests()).toEqual([]);

    // Up to the reset the headers name, and the part-second after it: nothing is sent.
    await advance(WINDOW_MS - 200 - 100);
    expect(listRequests()).toEqual([]);

    // Once it has really reopened (and the margin passed): the lists go, once each.
    await advance(1_000);
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(0));
    await advance(2_000);
    const lists = listRequests();
    expect(lists.filter((r) => r.status === 200 && r.path !== '/api/account')).toHaveLength(3);
    // The two the new window refused wait for it in turn: no burst of resends.
    expect(lists.length).toBeLessThanOrEqual(DEFAULTS_LISTS.length);
  });
});
