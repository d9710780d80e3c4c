import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearNotifications, clickMenu, notifications, readClipboard, storageValue } from '@/test/harness/extension';
import { startSession, type TrimSession } from './support';

// Issue 7, Faults, for the right-click menu: each fault gives its own message with what to
// do, nothing waits in the queue, and a retry makes exactly one link.

let session: TrimSession;

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});

beforeEach(async () => {
  session.sandbox.clearFaults();
  await session.countFromHere();
  await clearNotifications(session.trim);
  await session.configure();
});

async function lastError() {
  return (await notifications(session.trim)).filter((n) => n.id === 'trim-error').at(-1);
}

async function retryMakesOneLink(url: string) {
  await clearNotifications(session.trim);
  await session.countFromHere();
  await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: url });
  expect(session.sandbox.requests().filter((r) => r.path === '/api/url/add')).toHaveLength(1);
  const links = session.sandbox.store.state.links.filter((l) => l.longUrl === url);
  expect(links).toHaveLength(1);
  expect(await readClipboard(session.trim, session.sandbox.url)).toMatch(new RegExp(`/${links[0]!.alias}$`));
  expect((await notifications(session.trim)).map((n) => n.id)).toEqual(['trim-result']);
}

describe('right-click shorten under faults', () => {
  it.each([
    ['a 500 HTML page', 'html500', /internal error/i, /try again later/i],
    ['truncated JSON', 'truncated', /answer from the service was cut off/i, /try again/i],
    ['a dropped connection', 'drop', /could not reach/i, /connection/i],
  ] as const)('%s: its own message, then a retry makes one link', async (_name, kind, title, hint) => {
    const url = `https://example.com/fault/${kind}`;
    // Two: Chromium silently resends a request whose reused keep-alive socket was dropped,
    // so a single drop could be hidden from Trim. Left-over faults are cleared before the retry.
    session.sandbox.inject({ kind, count: 2 });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: url });
    session.sandbox.clearFaults();
    const shown = await lastError();
    expect(shown?.title).toMatch(title);
    expect(shown?.message).toMatch(hint);
    expect(shown?.message).toContain(url);
    expect((await storageValue<{ items: unknown[] }>(session.trim, 'queue'))?.items).toEqual([]);
    await retryMakesOneLink(url);
  });

  it('a response slower than the timeout: reported, and the retry does not duplicate the link the server made late', { timeout: 60_000 }, async () => {
    const url = 'https://example.com/fault/slow';
    session.sandbox.inject({ kind: 'slow', count: 1, delayMs: 17_000 });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: url });
    expect((await lastError())?.title).toMatch(/too long/i);
    // Let the held request reach the server: it may now have made the link after all.
    await expect.poll(() => session.sandbox.requests().filter((r) => r.path === '/api/url/add').length, { timeout: 10_000 }).toBe(1);
    await retryMakesOneLink(url);
  });

  it('a host that is down: a message to check the address, nothing sent anywhere else', async () => {
    await session.configure({ connection: { baseUrl: 'http://127.0.0.1:9', apiKey: session.sandbox.apiKey } });
    const url = 'https://example.com/fault/down';
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: url });
    const shown = await lastError();
    expect(shown?.title).toMatch(/could not reach/i);
    expect(JSON.stringify(shown)).not.toContain(session.sandbox.apiKey);
    expect(session.sandbox.requests()).toHaveLength(0);
    await session.configure();
    await retryMakesOneLink(url);
  });
});
