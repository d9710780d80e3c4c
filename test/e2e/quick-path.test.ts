import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { badgeText, clickMenu, clickToolbar, notifications, readClipboard } from '@/test/harness/extension';
import { DEFAULT_SETTINGS } from '@/lib/settings/schema';
import { poll, popupSuite } from './popup-helpers';

// The quickest path: the toolbar button shortening at once, its own "Open Trim", and the
// clean-address rule shared by the popup, the menu and the shortcut.

const suite = popupSuite();
const pages = suite.pages;
const linksTo = (url: string) => suite.session.sandbox.store.state.links.filter((l) => l.longUrl === url);
const creates = () => suite.session.sandbox.requests().filter((r) => r.method === 'POST' && r.path === '/api/url/add');

/** Addresses of Trim's popups open now: the button's own, or the same page in a window. */
async function popupAddresses(): Promise<string[]> {
  const sw = await suite.session.trim.serviceWorker();
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

/** The popup page with this query (the one the browser opened), where the test can read it. */
async function look(search: string): Promise<Page> {
  const page = await suite.session.trim.openPage(`popup.html${search}`);
  pages.push(page);
  return page;
}

describe('one click', () => {
  it('off by default: the button opens the popup; on: the button has no popup', async () => {
    const sw = await suite.session.trim.serviceWorker();
    await poll(() => sw.evaluate(() => chrome.action.getPopup({}))).toMatch(/\/popup\.html$/);
    await suite.session.configure({ oneClick: true });
    await poll(() => sw.evaluate(() => chrome.action.getPopup({}))).toBe('');
  });

  it('shortens the page at once and copies it; a notification and the badge confirm it', async () => {
    await suite.session.configure({ oneClick: true });
    await clickToolbar(suite.session.trim, { url: 'https://example.com/one-click' });
    const [link] = linksTo('https://example.com/one-click');
    expect(link).toBeDefined();
    expect(creates()).toHaveLength(1);
    expect(await readClipboard(suite.session.trim, suite.session.sandbox.url)).toBe(`${suite.session.sandbox.url}/${link!.alias}`);
    const shown = (await notifications(suite.session.trim)).filter((n) => n.id === 'trim-result').at(-1);
    expect(shown?.title).toBe('Short link copied');
    expect(await badgeText(suite.session.trim)).toBe('✓');
  });

  it('a failure opens the popup with the form, the address and the message', async () => {
    await suite.session.configure({ oneClick: true });
    suite.session.sandbox.inject({ kind: 'html500', count: 1 });
    const opened = await popupOpenedBy(() => clickToolbar(suite.session.trim, { url: 'https://example.com/one-click-fails' }));
    expect(opened.searchParams.get('url')).toBe('https://example.com/one-click-fails');
    // The button goes back to shortening at once.
    const sw = await suite.session.trim.serviceWorker();
    await poll(() => sw.evaluate(() => chrome.action.getPopup({}))).toBe('');
    const popup = await look(opened.search);
    await popup.getByRole('alert').filter({ hasText: 'The service had an internal error' }).waitFor();
    expect(await popup.getByLabel('Long URL').inputValue()).toBe('https://example.com/one-click-fails');
    // Failing again from the form: the error shows once, not the one-click's beside the form's.
    suite.session.sandbox.inject({ kind: 'html500', count: 1, match: '/api/url/add' });
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await popup.locator('form').getByText('The service had an internal error').waitFor();
    expect(await popup.getByText('The service had an internal error').count()).toBe(1);
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await popup.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(linksTo('https://example.com/one-click-fails')).toHaveLength(1);
  });

  it('on a page that cannot be shortened, the popup opens with its paste box', async () => {
    await suite.session.configure({ oneClick: true });
    const opened = await popupOpenedBy(() => clickToolbar(suite.session.trim, { url: 'chrome://settings/' }));
    expect(opened.search).toBe('');
    expect(creates()).toHaveLength(0);
    // Opened on the active tab, which is a browser page here as it was for the click.
    const popup = await look(`?url=${encodeURIComponent('chrome://settings/')}`);
    await popup.getByLabel('Link to shorten').waitFor();
  });

  it('the button\'s own menu still offers "Open Trim"', async () => {
    await suite.session.configure({ oneClick: true });
    const opened = await popupOpenedBy(() => clickMenu(suite.session.trim, { menuItemId: 'trim-open' }, { url: 'https://example.com/open-trim' }));
    const popup = await look(opened.search);
    expect(await popup.getByLabel('Long URL').inputValue()).toBe('https://example.com/open-trim');
    expect(creates()).toHaveLength(0);
  });
});

describe('a clean address', () => {
  const rule = { dropTracking: true, extraParams: ['ref'], preferCanonical: false };
  const tracked = 'https://example.com/article?id=4&utm_source=news&fbclid=abc&ref=mail';

  it('the popup shows the cleaned address, and the original is one click away', async () => {
    await suite.session.configure({ address: rule });
    const popup = await suite.session.openPopup(tracked);
    pages.push(popup);
    await popup.getByText('Tracking parameters removed: utm_source, fbclid, ref.').waitFor();
    expect(await popup.getByLabel('Long URL').inputValue()).toBe('https://example.com/article?id=4');
    await popup.getByRole('button', { name: 'Use the original address' }).click();
    await poll(() => popup.getByLabel('Long URL').inputValue()).toBe(tracked);
    expect(await popup.getByText('Tracking parameters removed').count()).toBe(0);
  });

  it('the right-click and the toolbar button use the same rule as the popup', async () => {
    await suite.session.configure({ address: rule, oneClick: true });
    await clickMenu(suite.session.trim, { menuItemId: 'trim-shorten-link', linkUrl: tracked });
    await clickToolbar(suite.session.trim, { url: 'https://example.com/other?utm_campaign=x' });
    expect(linksTo('https://example.com/article?id=4')).toHaveLength(1);
    expect(linksTo('https://example.com/other')).toHaveLength(1);
    expect(linksTo(tracked)).toHaveLength(0);
  });

  it('off by default: addresses are shortened as they are', async () => {
    await suite.session.configure({ address: DEFAULT_SETTINGS.address });
    await clickMenu(suite.session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/keep?utm_source=x' });
    expect(linksTo('https://example.com/keep?utm_source=x')).toHaveLength(1);
  });
});
