import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clearLinkIndex, clearNotifications, clickMenu, notifications, readClipboard, refreshIndexAt, runCommand } from '@/test/harness/extension';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import { openManage } from './manage-helpers';
import { closeServer, htmlServer, lookupSettled, poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';
import { confirm, listed, reviewAfter, selectAll, tick } from './text-review-helpers';

// Issue 32, what a link carries on its way: tags the user wrote stay with "Remove tracking
// parameters" on (a selected text, a text field); Share keeps the page's title once tags are
// added; the installation's default template applies on every path that shortens (a plain
// Shorten, a right-click, the shortcut, Bulk) and the popup says so; short links on the user's
// branded domains are not shortened again on a profile that never opened the manage page; a rich
// draft's link changes its text and its address together. Screenshots of the popup saying the
// default template applied: test-results/screenshots/popup-default-template-*.png.

const SHOTS = path.resolve('test-results/screenshots');
const TITLE = 'Spring sale';
const RULE_ON = { address: { dropTracking: true, extraParams: [], preferCanonical: false } };
const LAUNCH = { id: 'launch', name: 'Launch', values: { source: 'twitter', medium: 'social', campaign: 'launch', term: '', content: '' } };

let session: TrimSession;
let site: Awaited<ReturnType<typeof htmlServer>>;
const pages: Page[] = [];

const creates = () => session.sandbox.requests().filter((r) => r.method === 'POST' && r.path === '/api/url/add');
const linksTo = (url: string) => session.sandbox.store.state.links.filter((l) => l.longUrl === url);
const shortOf = (url: string) => {
  const [link] = linksTo(url);
  if (!link) throw new Error(`no link to ${url}`);
  return `${session.sandbox.url}/${link.alias}`;
};

async function open(url: string): Promise<Page> {
  const page = await session.trim.context.newPage();
  pages.push(page);
  await page.goto(url);
  return page;
}

async function popup(url: string): Promise<Page> {
  const page = await session.openPopup(url);
  pages.push(page);
  return page;
}

async function tabIdOf(url: string): Promise<number | undefined> {
  const sw = await session.trim.serviceWorker();
  return sw.evaluate(async (address) => (await chrome.tabs.query({ url: address }))[0]?.id, url);
}

/** The templates as the options card keeps them; null removes them from both areas. */
async function seedTemplates(value: { templates: unknown[]; defaults: Record<string, string> } | null) {
  const sw = await session.trim.serviceWorker();
  await sw.evaluate(async (stored) => {
    const synced = Object.keys(await chrome.storage.sync.get(null)).filter((key) => key.startsWith('utm'));
    await chrome.storage.sync.remove(synced);
    await chrome.storage.local.remove(['utmTemplates', 'utmTemplates$']);
    if (stored) await chrome.storage.local.set({ utmTemplates: stored });
  }, value);
}

beforeAll(async () => {
  session = await startSession({ sandbox: { rateLimit: 10_000 } });
  site = await htmlServer(
    `<!doctype html><meta charset="utf-8"><title>${TITLE}</title><h1>Sale</h1>` +
      '<label>Draft <textarea id="draft" rows="4" cols="60"></textarea></label>' +
      '<div id="rich" contenteditable="true" role="textbox" aria-label="Rich draft" style="border:1px solid">' +
      '<p>Read <a href="https://example.com/rich-one">https://example.com/rich-one</a> and <a href="https://example.com/rich-two">our sale</a>.</p></div>' +
      '<p id="bare">https://example.com/bare?utm_medium=email</p>',
  );
});

afterAll(async () => {
  await closeServer(site.server);
  await session?.close();
});

beforeEach(async () => {
  await session.configure();
  await seedTemplates(null);
  await session.countFromHere();
  session.sandbox.resetRateLimits();
  await clearNotifications(session.trim);
});

afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

describe('tags the user wrote stay, with "Remove tracking parameters" on', () => {
  it('a selected text: its addresses keep the utm_ tags typed into them, a bare address too', async () => {
    await session.configure(RULE_ON);
    const written = 'https://example.com/typed?utm_source=newsletter&utm_campaign=spring';
    // Only the browser's selection text (no page read): the window asks, and the user ticks the address.
    const review = await reviewAfter(session.trim, () => clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText: `Our sale: ${written} (share it).` }));
    pages.push(review);
    await tick(review, written);
    await confirm(review, 1);
    await poll(() => linksTo(written).length).toBe(1);
    expect(await readClipboard(session.trim, session.sandbox.url)).toBe(`Our sale: ${shortOf(written)} (share it).`);

    const bare = 'https://example.com/bare?utm_medium=email';
    const url = `${site.url}/bare`;
    const page = await open(url);
    const selectionText = await selectAll(page, '#bare');
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText: ` ${selectionText} `, frameId: 0 }, { id: await tabIdOf(url), url });
    expect(linksTo(bare)).toHaveLength(1);
    expect(creates()).toHaveLength(2);
  });

  it('a text field: the address keeps its utm_ tags when its text is shortened in place', async () => {
    await session.configure(RULE_ON);
    const url = `${site.url}/field`;
    const page = await open(url);
    const draft = page.getByRole('textbox', { name: 'Draft', exact: true });
    const written = 'https://example.com/field?utm_source=mine&id=3';
    await draft.fill(`See ${written} today`);
    await draft.focus();
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-text', frameId: 0 }, { id: await tabIdOf(url), url });
    expect(linksTo(written)).toHaveLength(1);
    expect(await draft.inputValue()).toBe(`See ${shortOf(written)} today`);
  });
});

describe('Share', () => {
  it('keeps the page title once campaign tags are added to the address', async () => {
    const url = `${site.url}/share-tags`;
    const tab = await open(url);
    const page = await popup(url);
    await lookupSettled(page);
    await page.getByText('More options').click();
    await page.getByRole('textbox', { name: 'UTM source', exact: true }).fill('newsletter');
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    const short = shortOf(`${url}?utm_source=newsletter`);
    await tab.bringToFront();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const x = page.getByRole('list', { name: 'Share the short link' }).getByRole('link', { name: 'X', exact: true });
    await poll(() => x.getAttribute('href')).toBe(`https://x.com/intent/post?text=${encodeURIComponent(TITLE)}&url=${encodeURIComponent(short)}`);
  });
});

describe("the installation's default template", () => {
  const tagged = (url: string) => `${url}${url.includes('?') ? '&' : '?'}utm_source=twitter&utm_medium=social&utm_campaign=launch`;

  beforeEach(async () => {
    await seedTemplates({ templates: [LAUNCH], defaults: { [SANDBOX_INSTALLATION]: 'launch' } });
  });

  it('applies on a plain Shorten in the popup, and the popup says so', async () => {
    const url = 'https://example.com/default/plain?id=1';
    const page = await popup(url);
    await page.setViewportSize({ width: 400, height: 600 });
    await page.getByText('Filled from “Launch”, the default template for this installation.').waitFor();
    await poll(() => page.getByRole('textbox', { name: 'Long URL' }).inputValue()).toBe(tagged(url));
    await lookupSettled(page);
    await mkdir(SHOTS, { recursive: true });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.screenshot({ path: path.join(SHOTS, `popup-default-template-${scheme}.png`), animations: 'disabled' });
    }
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(linksTo(tagged(url))).toHaveLength(1);
  });

  it('applies on a right-click on a page and on a link, and with the shortcut', async () => {
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-page', pageUrl: 'https://example.com/default/page' });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/default/link#part' });
    await runCommand(session.trim, 'shorten-current-tab', { url: 'https://example.com/default/key' });
    expect(linksTo(tagged('https://example.com/default/page'))).toHaveLength(1);
    expect(linksTo('https://example.com/default/link?utm_source=twitter&utm_medium=social&utm_campaign=launch#part')).toHaveLength(1);
    expect(linksTo(tagged('https://example.com/default/key'))).toHaveLength(1);
    expect(creates()).toHaveLength(3);
  });

  it('leaves an address that carries its own campaign tags as it is', async () => {
    const own = 'https://example.com/default/own?utm_source=partner';
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: own });
    expect(linksTo(own)).toHaveLength(1);
  });

  it('applies in Bulk: chosen for the batch, and every line is made with its tags', async () => {
    const page = await openManage(session, '?section=bulk');
    pages.push(page);
    const lines = ['https://example.com/default/bulk-1', 'https://example.com/default/bulk-2?x=1'];
    await page.getByRole('textbox', { name: 'URLs' }).fill(lines.join('\n'));
    expect(await page.getByRole('combobox', { name: 'UTM template' }).inputValue()).toBe('launch');
    const preview = page.getByRole('table');
    for (const line of lines) await preview.getByText(tagged(line)).waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await poll(() => lines.map((line) => linksTo(tagged(line)).length), { timeout: 30_000 }).toEqual([1, 1]);
  });
});

describe('short links on your branded domains, on a profile that never opened the manage page', () => {
  // A key that does not open the domains list: Trim learns the domains from the links it indexed.
  beforeAll(() => {
    session.sandbox.setAccess(session.sandbox.apiKey, { scopes: ['account', 'links'] });
  });
  afterAll(() => {
    session.sandbox.setAccess(session.sandbox.apiKey, { scopes: null });
  });

  const branded = () => {
    const state = session.sandbox.store.state;
    const domain = state.domains.find((d) => d.domain === 'https://go.trim.test')!;
    const link = state.links.find((l) => l.domainId === domain.id)!;
    return `${domain.domain}/${link.alias}`;
  };

  beforeEach(async () => {
    const sw = await session.trim.serviceWorker();
    await sw.evaluate(() => chrome.storage.local.remove('reference:sandbox'));
    await clearLinkIndex(session.trim, SANDBOX_INSTALLATION);
    // The daily refresh of the link index, as the alarm runs it.
    await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now());
    await session.countFromHere();
  });

  it('in a selected text: left as it is, and nothing is sent', async () => {
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText: `Already short: ${branded()} (keep it).` });
    expect(creates()).toHaveLength(0);
    expect((await notifications(session.trim)).find((n) => n.id === 'trim-error')?.title).toBe('No web addresses to shorten in this text');
  });

  it('in the popup: shown as your short link, never offered to be shortened', async () => {
    const page = await popup(branded());
    await page.getByRole('heading', { name: 'This page is one of your short links' }).waitFor();
    expect(await page.getByRole('button', { name: 'Shorten', exact: true }).count()).toBe(0);
    expect(creates()).toHaveLength(0);
  });
});

describe('a rich draft', () => {
  it("each link's address and its text change together; a link named in words keeps its words", async () => {
    const url = `${site.url}/rich`;
    const page = await open(url);
    const rich = page.getByRole('textbox', { name: 'Rich draft' });
    await rich.focus();
    const tab = { id: await tabIdOf(url), url };
    const review = await reviewAfter(session.trim, () => clickMenu(session.trim, { menuItemId: 'trim-shorten-text', frameId: 0 }, tab));
    pages.push(review);
    // A link named in words: where it leads was never shown, so it waits unticked.
    expect((await listed(review)).map(({ address, ticked, unseen }) => [address, ticked, unseen])).toEqual([
      ['https://example.com/rich-one', true, false],
      ['https://example.com/rich-two', false, true],
    ]);
    await tick(review, 'https://example.com/rich-two');
    await confirm(review, 2);
    await poll(() => creates().length).toBe(2);
    const one = shortOf('https://example.com/rich-one');
    const two = shortOf('https://example.com/rich-two');
    const anchors = await rich.locator('a').evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(anchors).toEqual([
      [one, one],
      ['our sale', two],
    ]);
  });
});
