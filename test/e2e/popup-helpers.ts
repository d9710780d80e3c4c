import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { clearNotifications, storageValue } from '@/test/harness/extension';
import type { SandboxOptions } from '@/test/sandbox';
import type { Installation, Settings } from '@/lib/settings/schema';
import { startSession, type TrimSession } from './support';

// Helpers shared by the popup, options, a11y and screenshot journeys.

/** Requests the extension made to the service's API (the sandbox's own test routes excluded). */
export function apiRequests(session: TrimSession) {
  return session.sandbox.requests().filter((r) => r.path.startsWith('/api/'));
}

export function storedSettings(session: TrimSession): Promise<Settings | undefined> {
  return storageValue<Settings>(session.trim, 'settings');
}

/** The first stored installation (the one the options page's first Save made), or undefined. */
export async function storedInstallation(session: TrimSession): Promise<Installation | undefined> {
  return (await storedSettings(session))?.installations[0];
}

/** A port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A web server that is not the service: every path answers with an HTML page. */
export async function htmlServer(body = '<!doctype html><title>Welcome</title><h1>Hello</h1>'): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export function closeServer(server: Server): Promise<void> {
  // The browser keeps connections alive; close() alone would wait for them.
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Whether the page reached `trim:ready` (the benchmark's mark). */
export function readyMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByName('trim:ready').length > 0);
}

/** Primes the reference cache the way a first popup would, so later opens find it fresh. */
export async function primeReference(session: TrimSession): Promise<void> {
  const page = await session.openOptions();
  await page
    .getByRole('status')
    .filter({ hasText: /Lists loaded/ })
    .waitFor();
  await page.close();
}

/** The demo user's records in the sandbox. */
export function demo(session: TrimSession) {
  const state = session.sandbox.store.state;
  const user = state.users[0]!;
  const mine = <T extends { userId: number }>(rows: T[]) => rows.filter((row) => row.userId === user.id);
  return {
    user,
    links: mine(state.links),
    campaigns: mine(state.campaigns),
    channels: mine(state.channels),
    pixels: mine(state.pixels),
    overlays: mine(state.overlays),
    splashes: mine(state.splashes),
    domains: mine(state.domains),
  };
}

/**
 * expect.poll with a timeout that suits a loaded 2-core machine (the default is 1 s):
 * it still fails when the state never comes.
 */
export function poll<T>(fn: () => T | Promise<T>, options: { timeout?: number; interval?: number } = {}) {
  return expect.poll(fn, { timeout: 10_000, interval: 100, ...options });
}

/** Waits until the popup's lookup of the page's existing link has answered (its note is gone). */
export async function lookupSettled(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Shorten', exact: true })
    .or(page.getByRole('heading', { name: 'You already shortened this page' }))
    .first()
    .waitFor();
  await page.getByText('Checking for an existing short link').waitFor({ state: 'detached' });
}

export interface PopupSuite {
  /** The file's one browser + sandbox session (set in beforeAll). */
  readonly session: TrimSession;
  /** Pages closed after each test; push any other page a test opens. */
  readonly pages: Page[];
  /** Opens the popup on `url` (closed after the test); `settled` waits for its existing-link lookup. */
  popup(url?: string, options?: { settled?: boolean }): Promise<Page>;
}

/**
 * The popup journeys' shared set-up: one session per file (its sandbox started with `sandbox`)
 * with the reference cache primed; before each test the default settings, no recorded requests,
 * no injected faults, no notifications and a fresh rate-limit window; after it, every page it
 * opened is closed.
 */
export function popupSuite(options: { sandbox?: SandboxOptions } = {}): PopupSuite {
  let session: TrimSession | undefined;
  const pages: Page[] = [];
  const suite: PopupSuite = {
    pages,
    get session() {
      if (!session) throw new Error('popupSuite: the session starts in beforeAll');
      return session;
    },
    async popup(url, { settled = false } = {}) {
      const page = await suite.session.openPopup(url);
      pages.push(page);
      if (settled) await lookupSettled(page);
      return page;
    },
  };
  beforeAll(async () => {
    session = await startSession(options.sandbox ? { sandbox: options.sandbox } : {});
    await primeReference(session);
  });
  afterAll(async () => {
    await session?.close();
  });
  beforeEach(async () => {
    await suite.session.configure();
    await suite.session.countFromHere();
    suite.session.sandbox.clearFaults();
    suite.session.sandbox.resetRateLimits();
    await clearNotifications(suite.session.trim);
  });
  afterEach(async () => {
    while (pages.length) await pages.pop()?.close();
  });
  return suite;
}

/** Opens More options and waits until its reads are in (it is aria-busy until then: lists, plan drops, templates). */
export async function openMoreOptions(page: Page): Promise<void> {
  await page.getByText('More options').click();
  const fields = page.locator('.advanced .disclosure-fields');
  await fields.waitFor();
  await poll(() => fields.getAttribute('aria-busy')).toBeNull();
}
