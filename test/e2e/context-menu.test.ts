import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { badgeText, clearNotifications, clickMenu, notificationIds, notifications, readClipboard, storageValue } from '@/test/harness/extension';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { startSite, type LocalServer } from '@/test/e2e/helpers/servers';
import { startSession, type TrimSession } from './support';
import { selectAll } from './text-review-helpers';

// Each right-click item against the sandbox: one request, the link on the clipboard, a
// notification and the badge; and the ways it can fail.

let session: TrimSession;
let site: LocalServer;

const creates = () => session.sandbox.requests().filter((r) => r.method === 'POST' && r.path === '/api/url/add');
const linksTo = (url: string) => session.sandbox.store.state.links.filter((l) => l.longUrl === url);

beforeAll(async () => {
  session = await startSession();
  site = await startSite({ '/selected': '<!doctype html><meta charset="utf-8"><title>Selected</title><p id="selected">example.org/selected-text</p>' });
});

afterAll(async () => {
  await site?.close();
  await session?.close();
});

/** One request, the link to `expectedUrl` on the clipboard, notified, the badge set. */
async function expectOneLink(expectedUrl: string): Promise<void> {
  expect(creates()).toHaveLength(1);
  const [link] = linksTo(expectedUrl);
  expect(link).toBeDefined();
  const sent = session.sandbox.requests().filter((r) => r.path.startsWith('/api/'));
  expect(sent).toHaveLength(1);

  const clipboard = await readClipboard(session.trim, session.sandbox.url);
  expect(clipboard).toMatch(new RegExp(`/${link!.alias}$`));
  expect(await notificationIds(session.trim)).toContain('trim-result');
  expect(await badgeText(session.trim)).toBe('✓');
}

beforeEach(async () => {
  await session.countFromHere();
  session.sandbox.clearFaults();
  session.sandbox.resetRateLimits();
  await clearNotifications(session.trim);
  await session.configure();
});

describe('right-click menu', () => {
  it('registers its four items', async () => {
    const sw = await session.trim.serviceWorker();
    const ids = ['trim-shorten-link', 'trim-shorten-page', 'trim-shorten-image', 'trim-shorten-selection'];
    // update() rejects for an id that was never created. Polled: the settings written just
    // before may have started a re-registration (remove all, create again).
    const found = () =>
      sw.evaluate(
        (all) =>
          Promise.all(
            all.map((id) =>
              chrome.contextMenus.update(id, {}).then(
                () => true,
                () => false,
              ),
            ),
          ),
        ids,
      );
    await expect.poll(found).toEqual([true, true, true, true]);
  });

  it.each([
    ['Shorten link', { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/from-a-link' }, 'https://example.com/from-a-link'],
    ['Shorten this page', { menuItemId: 'trim-shorten-page', pageUrl: 'https://example.com/this-page' }, 'https://example.com/this-page'],
    ['Shorten image URL', { menuItemId: 'trim-shorten-image', srcUrl: 'https://example.com/picture.png', pageUrl: 'https://example.com/' }, 'https://example.com/picture.png'],
  ] as const)('%s: one request, link copied, notified, badge set', async (_name, info, expectedUrl) => {
    await clickMenu(session.trim, info);
    await expectOneLink(expectedUrl);
  });

  it('Shorten selected links, on one address the page shows: one request, link copied, notified, badge set', async () => {
    const url = `${site.url}/selected`;
    const page = await session.trim.context.newPage();
    await page.goto(url);
    const selectionText = await selectAll(page, '#selected');
    const sw = await session.trim.serviceWorker();
    const id = await sw.evaluate(async (address) => (await chrome.tabs.query({ url: address }))[0]?.id, url);
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText: `  ${selectionText} `, frameId: 0 }, { id, url });
    await expectOneLink('https://example.org/selected-text');
    await page.close();
  });

  it('copies in the chosen format', async () => {
    await session.configure({ copyFormat: 'markdown' });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/markdown' });
    const clipboard = await readClipboard(session.trim, session.sandbox.url);
    expect(clipboard).toMatch(/^\[http:\/\/127\.0\.0\.1:\d+\/\w+\]\(http:\/\/127\.0\.0\.1:\d+\/\w+\)$/);
  });

  it('with auto-copy off: the link is made and shown, the clipboard is left alone', async () => {
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/before-auto-copy-off' });
    const before = await readClipboard(session.trim, session.sandbox.url);
    await session.configure({ autoCopy: false });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/auto-copy-off' });
    const [link] = linksTo('https://example.com/auto-copy-off');
    expect(link).toBeDefined();
    expect(await readClipboard(session.trim, session.sandbox.url)).toBe(before);
    const shown = (await notifications(session.trim)).filter((n) => n.id === 'trim-result').at(-1);
    expect(shown?.title).toBe('Short link made');
    expect(shown?.message).toContain(`/${link!.alias}`);
  });

  it('shortens with the default campaign and status from the options', async () => {
    const campaign = session.sandbox.store.state.campaigns.find((c) => c.userId === session.sandbox.store.state.users[0]?.id);
    expect(campaign).toBeDefined();
    await session.configure({ defaults: { ...DEFAULT_SHORTEN_DEFAULTS, campaign: campaign!.id, status: 'public' } });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/with-defaults' });
    const [link] = linksTo('https://example.com/with-defaults');
    expect(link?.campaignId).toBe(campaign!.id);
    expect(link?.status).toBe('public');
  });

  it('the same link again makes no second link', async () => {
    const info = { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/twice' } as const;
    await clickMenu(session.trim, info);
    const first = await readClipboard(session.trim, session.sandbox.url);
    await clickMenu(session.trim, info);
    expect(await readClipboard(session.trim, session.sandbox.url)).toBe(first);
    expect(linksTo('https://example.com/twice')).toHaveLength(1);
  });

  it('a selection that is not a web address: a clear notification, no request', async () => {
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText: 'just some words' });
    expect(creates()).toHaveLength(0);
    expect(await notificationIds(session.trim)).toContain('trim-error');
    expect(await badgeText(session.trim)).toBe('!');
  });

  it('a browser page cannot be shortened: no request', async () => {
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-page', pageUrl: 'chrome://settings/' });
    expect(creates()).toHaveLength(0);
    expect(await notificationIds(session.trim)).toContain('trim-error');
  });

  it('not set up: a notification that leads to the options, nothing queued', async () => {
    await session.configure({ connection: { baseUrl: '', apiKey: '' } });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/unconfigured' });
    expect(session.sandbox.requests()).toHaveLength(0);
    expect(await notificationIds(session.trim)).toContain('trim-setup');
    expect((await storageValue<{ items: unknown[] }>(session.trim, 'queue'))?.items ?? []).toHaveLength(0);
  });

  it('a server failure is reported, and a retry makes exactly one link', async () => {
    session.sandbox.inject({ kind: 'html500', count: 1 });
    const info = { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/after-a-crash' } as const;
    await clickMenu(session.trim, info);
    expect(await notificationIds(session.trim)).toContain('trim-error');
    expect((await storageValue<{ items: unknown[] }>(session.trim, 'queue'))?.items).toHaveLength(0);

    await clickMenu(session.trim, info);
    expect(linksTo('https://example.com/after-a-crash')).toHaveLength(1);
    expect(await readClipboard(session.trim, session.sandbox.url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\w+$/);
  });

  it('the key never appears in a notification', async () => {
    session.sandbox.inject({ kind: 'html500', count: 1 });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/leak-check' });
    const shown = await notifications(session.trim);
    expect(shown.find((n) => n.id === 'trim-error')?.title).toMatch(/internal error/i);
    expect(JSON.stringify(shown)).not.toContain(session.sandbox.apiKey);
  });
});
