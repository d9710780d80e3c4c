import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fireAlarm, linkSeries, recordCounts, refreshIndexAt, storageValue, typeInAddressBar } from '@/test/harness/extension';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import { SEEDED_CAMPAIGNS, SEEDED_CHANNELS, SEEDED_OLDEST_ALIAS, SEEDED_OLDEST_TITLE, SEEDED_OLDEST_WORD, SEEDED_TAGS } from '@/test/sandbox/seed-links';
import { apiRequests, lookupSettled, poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// Issue #40 (the whole account, issue #35's goals): an account of 20,000 links in the sandbox is
// read whole into the index across rate-limit windows (half of each at most); Recent, the address
// bar and the manage list then search and filter every one of them with no request; removing the
// installation removes every record of it.

const LINKS = 20_000;
const FILL_ALARM = `trim-index-fill:${SANDBOX_INSTALLATION}`;

interface Status {
  count: number;
  whole: boolean;
  fill: { read: number; total: number; waitUntil: number | null } | null;
}

let session: TrimSession;
const pages: Page[] = [];

const status = () => storageValue<Status>(session.trim, `indexStatus:${SANDBOX_INSTALLATION}`);
const listRequests = () => apiRequests(session).filter((request) => request.path === '/api/urls');

async function open(path: string): Promise<Page> {
  const page = await session.trim.openPage(path);
  pages.push(page);
  return page;
}

beforeAll(async () => {
  // Windows of 3 s: the fill takes its half of several of them in seconds, not minutes.
  session = await startSession({ sandbox: { seed: false, seedLinks: LINKS, flavor: 'v7', windowMs: 3000 } });
});

afterAll(async () => {
  await session?.close();
});

afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

describe('an account of 20,000 links', () => {
  it('is read whole on first show, at most half of each window, with its progress said', async () => {
    const popup = await open(`popup.html?url=${encodeURIComponent('https://example.com/whole-account')}`);
    await lookupSettled(popup);
    await session.countFromHere();
    // The sandbox's next window opens with the fill's first request, as the windows counted below
    // do: counted from a window the lookup had opened, one of them would straddle two of its.
    session.sandbox.resetRateLimits();
    await popup.getByRole('tab', { name: 'Recent' }).click();
    // The newest links show while the rest is read.
    await popup.getByRole('list', { name: 'Newest links' }).waitFor();
    await popup.getByText(new RegExp(`[\\d,]+ of ${LINKS.toLocaleString('en')} links indexed`)).waitFor();

    // Each window's stretch ends on its alarm; the tests fire it once the window has reopened.
    await poll(
      async () => {
        const now = await status();
        if (now?.fill?.waitUntil && now.fill.waitUntil <= Date.now()) await fireAlarm(session.trim, FILL_ALARM);
        return now?.whole === true;
      },
      { timeout: 90_000, interval: 250 },
    ).toBe(true);
    expect((await status())?.count).toBe(LINKS);

    // Never more than 15 list requests (half of 30) in one of the sandbox's windows, which start
    // at the first request after the last one ended.
    const windows: number[] = [];
    let start = -Infinity;
    for (const request of apiRequests(session)) {
      if (request.at - start >= 3000) {
        start = request.at;
        windows.push(0);
      }
      if (request.path === '/api/urls') windows[windows.length - 1]! += 1;
    }
    expect(Math.max(...windows)).toBeLessThanOrEqual(15);
    expect(windows.length).toBeGreaterThan(1);
    await popup.getByText(`${LINKS.toLocaleString('en')} links · updated`).waitFor();
  });

  it('Recent and the address bar find its oldest link by a word of its title, with no request', async () => {
    const popup = await open(`popup.html?url=${encodeURIComponent('https://example.com/whole-account/oldest')}`);
    await lookupSettled(popup);
    await popup.getByRole('tab', { name: 'Recent' }).click();
    await popup.getByRole('list', { name: 'Newest links' }).waitFor();
    await session.countFromHere();

    await popup.getByRole('searchbox', { name: 'Search your links' }).pressSequentially(SEEDED_OLDEST_WORD);
    const results = popup.getByRole('list', { name: `Links matching ${SEEDED_OLDEST_WORD}` });
    await expect.poll(() => results.getByRole('listitem').first().locator('.recent-title').textContent()).toBe(SEEDED_OLDEST_TITLE);
    expect(await results.getByRole('listitem').count()).toBe(1);

    const suggestions = await typeInAddressBar(session.trim, SEEDED_OLDEST_WORD);
    expect(suggestions.map((one) => one.content)).toEqual([`${session.sandbox.url}/${SEEDED_OLDEST_ALIAS}`]);
    await session.settled();
    expect(apiRequests(session)).toEqual([]);
  });

  it('the manage list searches and filters all of it, with no request for a link', async () => {
    const manage = await open('manage.html?section=links');
    await manage.getByRole('table', { name: 'Links' }).waitFor();
    await session.countFromHere();
    const matched = manage.getByRole('status').filter({ hasText: /match/ });

    await manage.getByRole('searchbox', { name: 'Search links' }).fill(SEEDED_OLDEST_WORD);
    await manage.getByRole('button', { name: 'Search', exact: true }).click();
    await matched.filter({ hasText: '1 link matches.' }).waitFor();
    await manage.getByRole('link', { name: `${session.sandbox.url}/${SEEDED_OLDEST_ALIAS}` }).waitFor();
    await manage.getByRole('button', { name: 'Clear search' }).click();

    // The filters' choices are the ids in the index; reaching for one names them from the service's lists.
    await manage.getByRole('combobox', { name: 'Campaign', exact: true }).focus();
    // (Names of the selects: exact, as "UTM campaign" holds "campaign".)
    const campaign = manage.getByRole('combobox', { name: 'Campaign', exact: true });
    const channel = manage.getByRole('combobox', { name: 'Channel', exact: true });
    await campaign.getByRole('option', { name: SEEDED_CAMPAIGNS[2]!, exact: true }).waitFor({ state: 'attached' });
    await channel.getByRole('option', { name: SEEDED_CHANNELS[1]!, exact: true }).waitFor({ state: 'attached' });
    // Link i is in campaign i % 5, channel i % 4 and utm_campaign tag i % 8: 4,000, 5,000 and 2,500 links.
    await manage.getByRole('combobox', { name: 'Campaign', exact: true }).selectOption({ label: SEEDED_CAMPAIGNS[2]! });
    await matched.filter({ hasText: '4,000 links match.' }).waitFor();
    await manage.getByRole('combobox', { name: 'Channel', exact: true }).selectOption({ label: SEEDED_CHANNELS[1]! });
    // Both at once: i % 5 = 2 and i % 4 = 1, one link in twenty.
    await matched.filter({ hasText: '1,000 links match.' }).waitFor();
    await manage.getByRole('combobox', { name: 'Campaign', exact: true }).selectOption({ label: 'Any campaign' });
    await matched.filter({ hasText: '5,000 links match.' }).waitFor();
    await manage.getByRole('combobox', { name: 'Channel', exact: true }).selectOption({ label: 'Any channel' });
    await manage.getByRole('combobox', { name: 'UTM campaign' }).selectOption(SEEDED_TAGS[3]!);
    await matched.filter({ hasText: '2,500 links match.' }).waitFor();

    // The filters' names come from the service's lists (once); no link was asked for.
    expect(listRequests()).toEqual([]);
    expect(apiRequests(session).every((request) => request.path === '/api/campaigns' || request.path === '/api/channels')).toBe(true);
  });

  it('removing the installation removes every record of it: links, clicks per day, remembered bodies, the fill', async () => {
    // A body (a link made in Trim) and click series (a refresh of the whole index).
    const popup = await open(`popup.html?url=${encodeURIComponent(`https://example.com/whole-account/made-${Date.now()}`)}`);
    await lookupSettled(popup);
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await popup.getByText('Short link ready').waitFor();
    session.sandbox.resetRateLimits();
    expect(await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now())).toBe('refreshed');
    const before = await recordCounts(session.trim, SANDBOX_INSTALLATION);
    expect(before).toMatchObject({ links: LINKS + 1, bodies: 1, fills: 1 });
    expect(before.series).toBeGreaterThan(0);
    const newest = session.sandbox.store.state.links.at(-1);
    expect(await linkSeries(session.trim, SANDBOX_INSTALLATION, newest?.id ?? 0)).not.toBeNull();

    const options = await open('options.html');
    await options.getByRole('button', { name: 'Remove…' }).click();
    await options
      .getByRole('dialog', { name: /^Remove “/ })
      .getByRole('button', { name: 'Remove installation' })
      .click();
    await poll(() => recordCounts(session.trim, SANDBOX_INSTALLATION)).toEqual({ links: 0, series: 0, bodies: 0, fills: 0 });
    await poll(() => status()).toBeUndefined();
  });
});
