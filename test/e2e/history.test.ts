import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clearLinkIndex, enterInAddressBar, fireAlarm, linkSeries, notifications, readClipboard, refreshIndexAt, typeInAddressBar } from '@/test/harness/extension';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import { visitShortLink } from './history-helpers';
import { apiRequests, lookupSettled, poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// Issue 15: the local index of the user's links (Recent, the address bar), its refresh and
// the click history it records, against the sandbox over real HTTP.

const DAY = 86_400_000;
const ALARM = 'trim-click-history';

let session: TrimSession;
const pages: Page[] = [];

const listCalls = () => apiRequests(session).filter((r) => r.method === 'GET' && r.path === '/api/urls');
const demoLinks = () => session.sandbox.store.state.links.filter((link) => link.userId === session.sandbox.store.state.users[0]?.id);

async function open(path: string): Promise<Page> {
  const page = await session.trim.openPage(path);
  pages.push(page);
  return page;
}

const clearIndex = () => clearLinkIndex(session.trim, SANDBOX_INSTALLATION);

beforeAll(async () => {
  session = await startSession({ sandbox: { rateLimit: 10_000 } });
  session.sandbox.addLinks(250);
});

afterAll(async () => {
  await session?.close();
});

beforeEach(async () => {
  await session.configure();
  await clearIndex();
  session.sandbox.setMaxPageSize(null);
  session.sandbox.clearFaults();
  await session.countFromHere();
});

afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

describe('Recent: the local index', () => {
  it('fills the index on first show, pages twice as large after quick answers, then searches it as you type with no request', async () => {
    const total = demoLinks().length;
    const page = await open(`popup.html?url=${encodeURIComponent('https://example.com/history/recent')}`);
    await lookupSettled(page);
    await session.countFromHere();

    await page.getByRole('tab', { name: 'Recent' }).click();
    await page.getByRole('list', { name: 'Newest links' }).waitFor();
    await page.getByText(`${total} links · updated`).waitFor();
    expect(listCalls().map((r) => `${r.query['page']}:${r.query['limit']}`)).toEqual(['1:100', '2:100', '2:200']);
    expect(total).toBeGreaterThan(250);

    await session.countFromHere();
    await page.getByRole('searchbox', { name: 'Search your links' }).pressSequentially('bulk page 137');
    const results = page.getByRole('list', { name: 'Links matching bulk page 137' });
    await expect.poll(() => results.getByRole('listitem').first().locator('.recent-title').textContent()).toBe('Bulk page 137');
    expect(await results.getByRole('listitem').first().locator('mark').allTextContents()).toEqual(['Bulk', 'page', '137']);
    await session.settled();
    expect(apiRequests(session)).toEqual([]);

    // Only the user's own request goes to the server.
    await page.getByRole('button', { name: 'Search the server' }).click();
    await page.getByRole('list', { name: 'Links on the server matching bulk page 137' }).waitFor();
    expect(apiRequests(session).map((r) => `${r.method} ${r.path} ${r.query['q']}`)).toEqual(['GET /api/urls bulk page 137']);
  });

  it('a link shortened in the popup is in the index at once, with no extra request', async () => {
    await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now());
    const url = `https://example.com/history/new-${Date.now()}`;
    const page = await open(`popup.html?url=${encodeURIComponent(url)}`);
    await lookupSettled(page);
    await session.countFromHere();
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByText('Short link ready').waitFor();
    await page.getByRole('tab', { name: 'Recent' }).click();
    await page.getByRole('searchbox', { name: 'Search your links' }).fill('history new');
    await poll(() => page.getByRole('list', { name: 'Links matching history new' }).getByRole('link').first().textContent()).toMatch(/^127\.0\.0\.1:\d+\/\w+/);
    expect(apiRequests(session).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/url/add']);
  });

  it('a refresh that fails keeps the links it had and says when it last succeeded', async () => {
    await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now() - 7 * 60 * 60 * 1000);
    session.sandbox.inject({ kind: 'html500', match: '/api/urls', count: 5 });
    const page = await open(`popup.html?url=${encodeURIComponent('https://example.com/history/failing')}`);
    await lookupSettled(page).catch(() => undefined);
    await page.getByRole('tab', { name: 'Recent' }).click();
    const alert = page.locator('.index-failure');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Could not update: .+\. .+ Last updated .+\.$/);
    // What it had is still there and searchable.
    await page.getByRole('searchbox', { name: 'Search your links' }).fill('bulk page 5');
    await page.getByRole('list', { name: 'Links matching bulk page 5' }).waitFor();
  });
});

describe('the address bar (keyword s)', () => {
  it('suggests links from the index with the typed words marked, sends nothing, and copies or opens the choice', async () => {
    await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now());
    await session.countFromHere();
    const wanted = demoLinks().find((link) => link.title === 'Bulk page 42');
    const shorturl = `${session.sandbox.url}/${wanted?.alias}`;
    const suggestions = await typeInAddressBar(session.trim, 'bulk 42');
    expect(suggestions.length).toBeGreaterThan(1);
    // Random aliases may start with 42 (which ranks higher), so the wanted one is among the first few.
    const row = suggestions.find((one) => one.content === shorturl);
    // (The port, alias and timestamp in the addresses may hold a 42 of their own.)
    expect(row?.description).toMatch(/^<match>Bulk<\/match> page <match>42<\/match> — <url>127\.0\.0\.1:[^ ]+<\/url> <dim>example\.com\/many\/[^ ]*\/<match>42<\/match><\/dim>$/);
    // Its alias, typed whole, puts it first.
    expect((await typeInAddressBar(session.trim, wanted?.alias ?? ''))[0]?.content).toBe(shorturl);
    await session.settled();
    expect(apiRequests(session)).toEqual([]);

    expect(await enterInAddressBar(session.trim, shorturl)).toEqual({ copied: shorturl });
    expect((await notifications(session.trim)).at(-1)).toMatchObject({ title: 'Short link copied', message: shorturl });
    expect(await readClipboard(session.trim, session.sandbox.url)).toBe(shorturl);
    // Words typed without choosing a suggestion take the best match; Alt+Enter opens it in a new tab.
    const opened = session.trim.context.waitForEvent('page');
    expect(await enterInAddressBar(session.trim, wanted?.alias ?? '', 'newForegroundTab')).toEqual({ opened: shorturl });
    pages.push(await opened);
    // Nothing matches: the manage page opens on a server search for the words.
    const searched = session.trim.context.waitForEvent('page');
    expect(await enterInAddressBar(session.trim, 'no such words anywhere')).toEqual({ searched: 'no such words anywhere' });
    const manage = await searched;
    pages.push(manage);
    await manage.getByRole('searchbox', { name: 'Search links' }).waitFor();
    expect(await manage.getByRole('searchbox', { name: 'Search links' }).inputValue()).toBe('no such words anywhere');
  });
});

describe('Keep click history', () => {
  it('the option says what it costs, sets a daily alarm that refreshes the index, and clears it when turned off', async () => {
    // Last refreshed yesterday: today has no snapshot yet.
    await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now() - DAY);
    const page = await open('options.html');
    const option = page.getByRole('switch', { name: 'Keep click history' });
    await page.getByText('About 2 requests a day, 4 at most.').waitFor();
    expect(await option.isChecked()).toBe(false);
    const sw = await session.trim.serviceWorker();
    expect(await sw.evaluate((name) => chrome.alarms.get(name), ALARM)).toBeFalsy();

    await option.check();
    await poll(() => sw.evaluate((name) => chrome.alarms.get(name).then((alarm?: { periodInMinutes?: number }) => alarm?.periodInMinutes ?? null), ALARM)).toBe(24 * 60);

    await session.countFromHere();
    await fireAlarm(session.trim, ALARM);
    // The newest page (it holds links the index knows) and the most clicked page.
    expect(listCalls().map((r) => `${r.query['order']}:${r.query['page']}`)).toEqual(['date:1', 'click:1']);
    // Today has its snapshot: a second alarm the same day sends nothing.
    await fireAlarm(session.trim, ALARM);
    expect(listCalls()).toHaveLength(2);

    await option.uncheck();
    await poll(() => sw.evaluate((name) => chrome.alarms.get(name).then(Boolean), ALARM)).toBe(false);
  });

  it('the Stats tab and the manage page chart the clicks made between two snapshots', async () => {
    // Page 7's address starts 21 newer ones (/70–/79, /170–/179): the lookup must still find its own link.
    const link = demoLinks().find((one) => one.title === 'Bulk page 7');
    if (!link) throw new Error('no Bulk page 7');
    const shorturl = `${session.sandbox.url}/${link.alias}`;
    // Trim keeps clicks per day for the links its refreshes read, the newest and the most
    // clicked: one visit puts this old link among the most clicked before the first snapshot.
    await visitShortLink(shorturl);
    await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now() - DAY);
    for (let n = 0; n < 3; n += 1) await visitShortLink(shorturl);
    await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now());
    expect((await linkSeries(session.trim, SANDBOX_INSTALLATION, link.id))?.steps).toEqual([3]);

    const today = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' }).format(new Date());
    const popup = await open(`popup.html?url=${encodeURIComponent(link.longUrl)}`);
    await popup.getByRole('heading', { name: 'You already shortened this page' }).waitFor();
    await popup.getByRole('tab', { name: 'Stats' }).click();
    const chart = popup.getByRole('img', { name: /clicks over the last 30 days/ });
    expect(await chart.getAttribute('aria-labelledby')).toBeTruthy();
    await expect.poll(() => popup.locator('.click-chart-summary').textContent()).toBe(`3 clicks over the last 30 days; most on ${today} (3). No data for 29 days.`);
    await popup.getByText('Show as table').click();
    const rows = popup.getByRole('table').getByRole('row');
    expect(await rows.last().textContent()).toBe(`${today}3`);

    const manage = await open(`manage.html?section=links&q=${link.alias}`);
    await manage.getByRole('img', { name: '3 clicks in 30 days' }).waitFor();
    await manage.getByRole('link', { name: shorturl }).click();
    await manage.getByRole('heading', { name: 'Clicks per day' }).waitFor();
    expect(await manage.locator('.click-chart-summary').textContent()).toMatch(/^3 clicks over the last 30 days/);

    const download = manage.waitForEvent('download');
    await manage.goBack();
    await manage.getByRole('button', { name: 'Export click history (CSV)' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0] ?? csv.split('\n')[0]).toBe('date,id,short_url,long_url,total_clicks,clicks_that_day');
    expect(csv).toContain(`,${link.id},${shorturl},${link.longUrl},4,3`);
  });
});
