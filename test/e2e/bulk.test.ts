import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { badgeText, fireAlarm, readClipboard, stopServiceWorkers } from '@/test/harness/extension';
import { openManage } from './manage-helpers';
import { closeServer, htmlServer, poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// Issue 14: a pasted list of 35 lines (30 valid, 3 invalid, 2 duplicates) against a limit of 10
// requests per 10 s, with answers that prove nothing (a 500 page, a dropped connection, a
// cut-off answer) and the worker stopped in the middle: exactly 30 links, each made once, every
// result in the input's order, and each "Copy all" form read back from the clipboard.

const WINDOW_MS = 10_000;
let session: TrimSession;
let page: Page;

const valid = Array.from({ length: 30 }, (_, i) => `https://example.com/bulk/${i + 1}?ref=list`);
const lines = [
  ...valid.slice(0, 10),
  'not a web address',
  valid[0]!,
  ...valid.slice(10, 20),
  'ftp://files.example.com/report.pdf',
  valid[5]!,
  ...valid.slice(20),
  'mailto:someone@example.com',
];

const madeFor = (url: string) => session.sandbox.store.state.links.filter((link) => link.longUrl === url);
const made = () => valid.filter((url) => madeFor(url).length > 0).length;

beforeAll(async () => {
  session = await startSession({ sandbox: { rateLimit: 10, windowMs: WINDOW_MS } });
});

afterAll(async () => {
  await session?.close();
});

describe('bulk: a pasted list', () => {
  it('previews every line, then makes exactly one link per valid line across faults and a worker restart', { timeout: 180_000 }, async () => {
    page = await openManage(session, '?section=bulk');
    await page.getByRole('textbox', { name: 'URLs' }).fill(lines.join('\n'));
    await poll(() => page.getByRole('status').filter({ hasText: 'links to make' }).textContent()).toBe('30 links to make · 2 duplicates (made once) · 3 invalid (not sent)');
    const preview = page.getByRole('table');
    expect(await preview.getByRole('row').filter({ hasText: 'Invalid' }).count()).toBe(3);
    expect(await preview.getByRole('row').filter({ hasText: 'Same as line 1' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Start' }).click();

    // Answers that prove nothing: the first create gets a 500 page; later ones a dropped
    // connection and an answer cut off after the link was made.
    session.sandbox.inject({ kind: 'html500', match: '/api/url/add' });
    await poll(() => made(), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    // The badge counts what is left.
    await poll(async () => Number(await badgeText(session.trim))).toBeGreaterThan(0);

    // Pause: the line in flight finishes, nothing more is sent until Resume.
    await page.getByRole('button', { name: 'Pause' }).click();
    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^Paused:/ })
        .isVisible(),
    ).toBe(true);
    const paused = session.sandbox.requests().length;
    // The window reopens and the worker wakes, by its alarm as after a wait: a paused batch sends nothing.
    session.sandbox.resetRateLimits();
    await fireAlarm(session.trim, 'trim-bulk-run');
    expect(session.sandbox.requests().length).toBe(paused);
    await page.getByRole('button', { name: 'Resume' }).click();
    session.sandbox.inject({ kind: 'drop', match: '/api/url/add' });
    await poll(() => page.getByText(/waiting for the request limit/).isVisible(), { timeout: 30_000 }).toBe(true);
    // The worker stops (while the batch waits, or just as it resumes): storage and the alarms
    // (the wait's own, or the 30 s watchdog of a run cut short) carry it on.
    await stopServiceWorkers(session.trim);
    await poll(() => made(), { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
    session.sandbox.inject({ kind: 'truncated', match: '/api/url/add' });

    await poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: /^Done:/ })
          .textContent(),
      { timeout: 90_000, interval: 500 },
    ).toBe('Done: 30 of 30 links made.');
    // Exactly once: one link per valid address, none for the invalid lines.
    for (const url of valid) expect(madeFor(url), url).toHaveLength(1);
    expect(session.sandbox.store.state.links.filter((link) => /not a web|ftp:|mailto:/.test(link.longUrl))).toEqual([]);
    // Each answer that proved nothing cost one lookup before anything was sent again for its
    // line: the 500 page and the cut-off answer; the dropped connection unless Chromium resent
    // that request on a fresh socket by itself (then Trim saw a good answer); and a request the
    // stopped worker never heard back from, if it was stopped mid-request.
    const lookups = session.sandbox.requests().filter((r) => r.method === 'GET' && r.path === '/api/urls');
    expect(lookups.length).toBeGreaterThanOrEqual(2);
    expect(lookups.length).toBeLessThanOrEqual(4);

    // The results follow the input: each valid address once, in the order first given.
    const rows = page.getByRole('table').getByRole('row');
    await poll(() => rows.count()).toBe(31);
    const shown = await page
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...(tr as HTMLTableRowElement).cells].slice(1, 3).map((cell) => cell.textContent ?? '')));
    expect(shown.map(([url]) => url)).toEqual(valid);
    const shortOf = (url: string) => `${session.sandbox.url}/${madeFor(url)[0]!.alias}`;
    expect(shown.map(([, short]) => short)).toEqual(valid.map(shortOf));
  });

  it('copies all in each format, read back from the clipboard', async () => {
    const expected = {
      'Plain list': valid.map((url) => `${session.sandbox.url}/${madeFor(url)[0]!.alias}`).join('\n'),
      'Markdown list': valid.map((url) => `- [${url}](${session.sandbox.url}/${madeFor(url)[0]!.alias})`).join('\n'),
      'HTML list': ['<ul>', ...valid.map((url) => `  <li><a href="${session.sandbox.url}/${madeFor(url)[0]!.alias}">${url}</a></li>`), '</ul>'].join('\n'),
    };
    for (const [label, text] of Object.entries(expected)) {
      await page.getByLabel('Format').selectOption({ label });
      await page.getByRole('button', { name: 'Copy all' }).click();
      expect(await readClipboard(session.trim, session.sandbox.url), label).toBe(text);
    }
    await page.getByLabel('Format').selectOption({ label: 'CSV' });
    await page.getByRole('button', { name: 'Copy all' }).click();
    const csv = (await readClipboard(session.trim, session.sandbox.url)).split(/\r?\n/);
    expect(csv[0]).toBe('line,long_url,short_url,alias,outcome,message');
    expect(csv.slice(1, 31).map((row) => row.split(',')[1])).toEqual(valid);
  });

  it('Shorten all tabs: six tabs, browser pages and a duplicate among them, each web page once', async () => {
    const site = await htmlServer();
    try {
      await session.trim.serviceWorker().then((sw) => sw.evaluate(() => chrome.storage.local.remove('bulk')));
      const popup = await session.openPopup('https://example.com/all-tabs/popup');
      const pages = [`${site.url}/reading/a`, `${site.url}/reading/b`, `${site.url}/reading/a`, 'chrome://version/', `${site.url}/reading/c`];
      // Six tabs in the popup's window: the popup's own, and these five.
      await popup.evaluate(async (urls) => {
        const [self] = await chrome.tabs.query({ active: true, currentWindow: true });
        const others = (await chrome.tabs.query({ currentWindow: true })).filter((tab: { id?: number }) => tab.id !== self?.id);
        await chrome.tabs.remove(others.map((tab: { id?: number }) => tab.id!));
        for (const url of urls) await chrome.tabs.create({ url, active: false });
      }, pages);
      expect(await popup.evaluate(async () => (await chrome.tabs.query({ currentWindow: true })).length)).toBe(6);

      // The popup opens the Bulk section on this window's tabs: the count before anything is sent.
      await popup.getByRole('button', { name: 'Shorten all tabs' }).click();
      const bulkPage = () => session.trim.context.pages().find((open) => open.url().includes('manage.html?') && open.url().includes('from=tabs'));
      await poll(() => bulkPage() !== undefined).toBe(true);
      const bulk = bulkPage()!;
      await bulk.getByText("3 links from this window's tabs").waitFor();
      // The popup closed as it opened the page, as a real one does: chrome://version is the browser page left.
      expect(await bulk.getByText(/^Left out:/).textContent()).toBe('Left out: 1 browser page, 1 duplicate. Check the list below, then press Start.');
      await poll(() => bulk.getByRole('status').filter({ hasText: 'links to make' }).textContent()).toBe('3 links to make');
      await bulk.getByRole('button', { name: 'Start' }).click();
      await poll(
        () =>
          bulk
            .getByRole('status')
            .filter({ hasText: /^Done:/ })
            .textContent(),
        { timeout: 30_000 },
      ).toBe('Done: 3 of 3 links made.');
      for (const url of [`${site.url}/reading/a`, `${site.url}/reading/b`, `${site.url}/reading/c`]) expect(madeFor(url), url).toHaveLength(1);
      expect(session.sandbox.store.state.links.filter((link) => link.longUrl.startsWith('chrome'))).toEqual([]);
    } finally {
      await closeServer(site.server);
    }
  });
});
