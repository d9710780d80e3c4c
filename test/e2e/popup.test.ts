import { describe, expect, it } from 'vitest';
import { clearLinkIndex, readClipboard } from '@/test/harness/extension';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { apiRequests, closeServer, demo, htmlServer, lookupSettled, poll, popupSuite, readyMarked } from './popup-helpers';

// The popup's main journeys against the sandbox: first run, the request budget on open, the
// current tab, a pasted URL, the duplicate case, copying, recent links and search.

const suite = popupSuite();
const popup = (url?: string) => suite.popup(url);

const creates = () => apiRequests(suite.session).filter((r) => r.method === 'POST' && r.path === '/api/url/add');
const linksTo = (url: string) => suite.session.sandbox.store.state.links.filter((l) => l.longUrl === url);

describe('popup', () => {
  it('not configured: a first-run panel that opens the options', async () => {
    await suite.session.configure({ connection: { baseUrl: '', apiKey: '' } });
    const page = await popup('https://example.com/first-run');
    await page.getByRole('heading', { name: 'Connect Trim to your link service' }).waitFor();
    const optionsOpened = suite.session.trim.context.waitForEvent('page');
    await page.getByRole('button', { name: 'Open options' }).click();
    const options = await optionsOpened;
    suite.pages.push(options);
    await poll(() => options.url()).toMatch(/options\.html$/);
    await suite.session.settled();
    expect(apiRequests(suite.session)).toHaveLength(0);
  });

  it('opens on a fresh cache with exactly one request (the lookup) and marks trim:ready', async () => {
    const page = await popup('https://example.com/budget');
    await page.getByRole('button', { name: 'Shorten', exact: true }).waitFor();
    expect(await readyMarked(page)).toBe(true);
    await lookupSettled(page);
    await poll(() => apiRequests(suite.session).length).toBe(1);
    const sent = apiRequests(suite.session);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/urls', query: { q: 'https://example.com/budget', limit: '50' } });
    // The pickers are filled from the cache, not from the network.
    expect(await page.getByLabel('Domain').locator('option').count()).toBeGreaterThan(1);
  });

  it('shortens the current tab with one request; Short link, Copy and the QR code', async () => {
    const site = await htmlServer('<!doctype html><title>A local article</title><h1>Article</h1>');
    try {
      const pageUrl = `${site.url}/article`;
      // The popup reads the active tab of its window: open it behind the article.
      const page = await suite.session.trim.context.newPage();
      suite.pages.push(page);
      const article = await suite.session.trim.context.newPage();
      suite.pages.push(article);
      await article.goto(pageUrl);
      await article.bringToFront();
      await page.goto(`chrome-extension://${suite.session.trim.extensionId}/popup.html`);
      await poll(() => page.getByLabel('Long URL').inputValue()).toBe(pageUrl);
      await lookupSettled(page);
      await suite.session.countFromHere();

      await page.getByRole('button', { name: 'Shorten', exact: true }).click();
      const shortLink = page.getByRole('textbox', { name: 'Short link' });
      await shortLink.waitFor();
      expect(creates()).toHaveLength(1);
      expect(apiRequests(suite.session)).toHaveLength(1);
      const [link] = linksTo(pageUrl);
      expect(link).toBeDefined();
      expect(await shortLink.inputValue()).toBe(`${suite.session.sandbox.url}/${link!.alias}`);
      expect(await shortLink.getAttribute('readonly')).not.toBeNull();
      // The QR panel's code loads on demand: it shows a moment after the short link.
      await page.getByRole('img', { name: /QR code for/ }).waitFor();
      expect(await page.getByRole('img', { name: /QR code for/ }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Download PNG' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(`${suite.session.sandbox.url}/${link!.alias}`);
      expect(link!.status).toBe(DEFAULT_SHORTEN_DEFAULTS.status);
    } finally {
      await closeServer(site.server);
    }
  });

  it('a browser page offers a paste box; a pasted URL is looked up and shortened', async () => {
    const page = await popup();
    const paste = page.getByLabel('Link to shorten');
    await paste.fill('not a link');
    await page.getByRole('button', { name: 'Continue' }).click();
    await poll(() => paste.getAttribute('aria-invalid')).toBe('true');
    await paste.fill('example.org/pasted-page');
    await page.getByRole('button', { name: 'Continue' }).click();
    await poll(() => page.getByLabel('Long URL').inputValue()).toBe('https://example.org/pasted-page');
    await lookupSettled(page);
    await suite.session.countFromHere();
    await page.getByLabel('Long URL').press('Enter');
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(creates()).toHaveLength(1);
    expect(linksTo('https://example.org/pasted-page')).toHaveLength(1);
  });

  it('copies in the chosen format, automatically and with the Copy button', async () => {
    await suite.session.configure({ autoCopy: true, copyFormat: 'markdown' });
    const page = await popup('https://example.com/copy-me');
    await lookupSettled(page);
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    const [link] = linksTo('https://example.com/copy-me');
    const short = `${suite.session.sandbox.url}/${link!.alias}`;
    expect(await readClipboard(suite.session.trim, suite.session.sandbox.url)).toBe(`[${short}](${short})`);

    await suite.session.configure({ autoCopy: false, copyFormat: 'plain' });
    await page.bringToFront();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Copied$/ })
      .waitFor();
    expect(await readClipboard(suite.session.trim, suite.session.sandbox.url)).toBe(short);
  });

  it('a page already shortened: shows that link with its clicks, and offers to create another', async () => {
    const existing = demo(suite.session).links.find((l) => l.alias === 'changelog')!;
    const page = await popup(existing.longUrl);
    await page.getByRole('heading', { name: 'You already shortened this page' }).waitFor();
    const clicks = suite.session.sandbox.store.state.clicks.filter((c) => c.linkId === existing.id).length;
    expect(await page.getByText(new RegExp(`^${clicks} clicks?`)).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Short link' }).inputValue()).toMatch(new RegExp(`^https?://[^/]+/${existing.alias}$`));
    await poll(() => apiRequests(suite.session).length).toBe(1);

    await page.getByRole('button', { name: 'Create another' }).click();
    await page.getByLabel('Custom alias').fill('changelog-again');
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Short link' }).inputValue()).toMatch(/\/changelog-again$/);
    expect(linksTo(existing.longUrl)).toHaveLength(2);
  });

  it("the Stats tab opened while the lookup runs shows the link's numbers once it is found", async () => {
    const url = 'https://example.com/stats-during-the-lookup';
    const first = await suite.popup(url, { settled: true });
    await first.getByRole('button', { name: 'Shorten', exact: true }).click();
    await first.getByRole('textbox', { name: 'Short link' }).waitFor();
    await first.close();
    suite.session.sandbox.inject({ kind: 'slow', delayMs: 1500, match: '/api/urls' });
    const page = await suite.popup(url);
    await page.getByRole('tab', { name: 'Stats' }).click();
    await page.getByText(/^Updated at/).waitFor();
  });

  it('recent links come from the local index: filled once on show, searched as you type, the server only when asked, each copyable', async () => {
    await clearLinkIndex(suite.session.trim, SANDBOX_INSTALLATION);
    const page = await popup('https://example.com/recent-tab');
    await lookupSettled(page);
    await suite.session.countFromHere();
    await page.getByRole('tab', { name: 'Recent' }).click();
    const list = page.getByRole('list', { name: 'Newest links' });
    await list.waitFor();
    // The index was older than its lifetime (never filled): one refresh, one page of 100.
    expect(apiRequests(suite.session).map((r) => [r.path, r.query['limit'], r.query['order']])).toEqual([['/api/urls', '100', 'date']]);
    expect(await list.getByRole('listitem').count()).toBe(10);

    const search = page.getByRole('searchbox', { name: 'Search your links' });
    await search.fill('Meetup');
    const results = page.getByRole('list', { name: 'Links matching Meetup' });
    await results.waitFor();
    expect(await results.getByRole('listitem').count()).toBe(1);
    expect(await results.textContent()).toContain('Meetup #42');
    expect(apiRequests(suite.session)).toHaveLength(1);

    await search.press('Enter');
    await page.getByRole('list', { name: 'Links on the server matching Meetup' }).waitFor();
    expect(apiRequests(suite.session)[1]).toMatchObject({ path: '/api/urls', query: { q: 'Meetup', limit: '10' } });

    await page
      .getByRole('list', { name: 'Links on the server matching Meetup' })
      .getByRole('button', { name: /^Copy / })
      .click();
    expect(await readClipboard(suite.session.trim, suite.session.sandbox.url)).toMatch(/^https?:\/\/[^/]+\/meetup$/);
  });

  it('keyboard: everything by Tab, with a visible focus ring', async () => {
    const page = await popup('https://example.com/focus-ring');
    await lookupSettled(page);
    const shorten = page.getByRole('button', { name: 'Shorten', exact: true });
    for (let i = 0; i < 12 && !(await shorten.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await shorten.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await shorten.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  });

  it('keyboard: tabs move with arrow keys', async () => {
    const page = await popup('https://example.com/keyboard');
    await page.getByRole('tab', { name: 'Link' }).focus();
    await page.keyboard.press('ArrowRight');
    await poll(() => page.getByRole('tab', { name: 'Stats' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Stats');
    await page.keyboard.press('End');
    await poll(() => page.getByRole('tab', { name: 'Recent' }).getAttribute('aria-selected')).toBe('true');
  });
});
