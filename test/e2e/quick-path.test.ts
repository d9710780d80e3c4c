import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { badgeText, clearNotifications, clickMenu, clickToolbar, notifications, readClipboard } from '@/test/harness/extension';
import { DEFAULT_SETTINGS } from '@/lib/settings/schema';
import { poll, primeReference } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// The quickest path: the toolbar button shortening at once, its own "Open Trim", and the
// clean-address rule shared by the popup, the menu and the shortcut.

let session: TrimSession;
const pages: Page[] = [];
const linksTo = (url: string) => session.sandbox.store.state.links.filter((l) => l.longUrl === url);
const creates = () => session.sandbox.requests().filter((r) => r.method === 'POST' && r.path === '/api/url/add');

/** Addresses of Trim's popups open now: the button's own, or the same page in a window. */
async function popupAddresses(): Promise<string[]> {
  const sw = await session.trim.serviceWorker();
  return sw.evaluate(async () => {
    const contexts: { documentUrl?: string }[] = await chrome.runtime.getContexts({ contextTypes: ['POPUP', 'TAB'] });
    return contexts.map((c) => c.documentUrl ?? '').filter((url) => new URL(url).pathname === '/popup.html');
  });
}

/**
 * Runs `action` and returns the popup it opened. Chromium may open the button's own popup,
 * which Playwright does not list as a page; the browser's list of contexts has either.
 */
async function popupOpenedBy(action: () => Promise<void>): Promise<URL> {
  const before = await popupAddresses();
  await action();
  let opened: string | undefined;
  await poll(async () => {
    opened = (await popupAddresses()).find((url) => !before.includes(url));
    return opened !== undefined;
  }).toBe(true);
  return new URL(opened!);
}

/** The same page the popup shows, opened where the test can read it. */
async function look(opened: URL): Promise<Page> {
  const page = await session.trim.openPage(`popup.html${opened.search}`);
  pages.push(page);
  return page;
}

beforeAll(async () => {
  session = await startSession();
  await primeReference(session);
});
afterAll(async () => {
  await session?.close();
});
beforeEach(async () => {
  session.sandbox.clearRequests();
  session.sandbox.clearFaults();
  session.sandbox.resetRateLimits();
  await clearNotifications(session.trim);
  await session.configure();
});
afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

describe('one click', () => {
  it('off by default: the button opens the popup; on: the button has no popup', async () => {
    const sw = await session.trim.serviceWorker();
    await poll(() => sw.evaluate(() => chrome.action.getPopup({}))).toMatch(/\/popup\.html$/);
    await session.configure({ oneClick: true });
    await poll(() => sw.evaluate(() => chrome.action.getPopup({}))).toBe('');
  });

  it('shortens the page at once and copies it; a notification and the badge confirm it', async () => {
    await session.configure({ oneClick: true });
    await clickToolbar(session.trim, { url: 'https://example.com/one-click' });
    const [link] = linksTo('https://example.com/one-click');
    expect(link).toBeDefined();
    expect(creates()).toHaveLength(1);
    expect(await readClipboard(session.trim, session.sandbox.url)).toBe(`${session.sandbox.url}/${link!.alias}`);
    const shown = (await notifications(session.trim)).filter((n) => n.id === 'trim-result').at(-1);
    expect(shown?.title).toBe('Short link copied');
    expect(await badgeText(session.trim)).toBe('✓');
  });

  it('a failure opens the popup with the form, the address and the message', async () => {
    await session.configure({ oneClick: true });
    session.sandbox.inject({ kind: 'html500', count: 1 });
    const opened = await popupOpenedBy(() => clickToolbar(session.trim, { url: 'https://example.com/one-click-fails' }));
    expect(opened.searchParams.get('url')).toBe('https://example.com/one-click-fails');
    // The button goes back to shortening at once.
    const sw = await session.trim.serviceWorker();
    await poll(() => sw.evaluate(() => chrome.action.getPopup({}))).toBe('');
    const popup = await look(opened);
    await popup.getByRole('alert').filter({ hasText: 'The service had an internal error' }).waitFor();
    expect(await popup.getByLabel('Long URL').inputValue()).toBe('https://example.com/one-click-fails');
    await popup.getByRole('button', { name: 'Shorten' }).click();
    await popup.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(linksTo('https://example.com/one-click-fails')).toHaveLength(1);
  });

  it('the button\'s own menu still offers "Open Trim"', async () => {
    await session.configure({ oneClick: true });
    const opened = await popupOpenedBy(() => clickMenu(session.trim, { menuItemId: 'trim-open' }, { url: 'https://example.com/open-trim' }));
    const popup = await look(opened);
    expect(await popup.getByLabel('Long URL').inputValue()).toBe('https://example.com/open-trim');
    expect(creates()).toHaveLength(0);
  });
});

describe('a clean address', () => {
  const rule = { dropTracking: true, extraParams: ['ref'], preferCanonical: false };
  const tracked = 'https://example.com/article?id=4&utm_source=news&fbclid=abc&ref=mail';

  it('the popup shows the cleaned address, and the original is one click away', async () => {
    await session.configure({ address: rule });
    const popup = await session.openPopup(tracked);
    pages.push(popup);
    await popup.getByText('Tracking parameters removed: utm_source, fbclid, ref.').waitFor();
    expect(await popup.getByLabel('Long URL').inputValue()).toBe('https://example.com/article?id=4');
    await popup.getByRole('button', { name: 'Use the original address' }).click();
    await poll(() => popup.getByLabel('Long URL').inputValue()).toBe(tracked);
    expect(await popup.getByText('Tracking parameters removed').count()).toBe(0);
  });

  it('the right-click and the toolbar button use the same rule as the popup', async () => {
    await session.configure({ address: rule, oneClick: true });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: tracked });
    await clickToolbar(session.trim, { url: 'https://example.com/other?utm_campaign=x' });
    expect(linksTo('https://example.com/article?id=4')).toHaveLength(1);
    expect(linksTo('https://example.com/other')).toHaveLength(1);
    expect(linksTo(tracked)).toHaveLength(0);
  });

  it('off by default: addresses are shortened as they are', async () => {
    await session.configure({ address: DEFAULT_SETTINGS.address });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/keep?utm_source=x' });
    expect(linksTo('https://example.com/keep?utm_source=x')).toHaveLength(1);
  });
});
