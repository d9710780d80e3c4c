import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clearNotifications, clickMenu, markWorker, notifications, readClipboard, stopServiceWorkers, storageValue, workerIsMarked } from '@/test/harness/extension';
import { closeServer, htmlServer, poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';
import { confirm, listed, reviewAfter, selectAll } from './text-review-helpers';

// Share after a shorten and on a link's page (seven addresses, no request to the service), and
// every address in a text: a selection of words copied back with each address replaced, and a
// text field rewritten in place, once the user confirms a text of several addresses in Trim's window. Screenshots of the Share list light, dark and in Arabic go to
// test-results/screenshots/share-*.png.

const SHOTS = path.resolve('test-results/screenshots');
const TITLE = 'Spring sale: 20% off & "free" shipping';
const SALE = 'Our spring sale https://example.com/spring-sale starts now, shoes at www.example.org/shoes (and again: https://example.com/spring-sale).';

let session: TrimSession;
let site: Awaited<ReturnType<typeof htmlServer>>;
const pages: Page[] = [];

const apiCalls = () => session.sandbox.requests().filter((r) => r.path.startsWith('/api/'));
const creates = () => session.sandbox.requests().filter((r) => r.method === 'POST' && r.path === '/api/url/add');
const shortOf = (url: string) => {
  const link = session.sandbox.store.state.links.find((l) => l.longUrl === url);
  if (!link) throw new Error(`no link to ${url}`);
  return `${session.sandbox.url}/${link.alias}`;
};

async function open(url: string): Promise<Page> {
  const page = await session.trim.context.newPage();
  pages.push(page);
  await page.goto(url);
  return page;
}

/** The tab a page is in, as a right-click hands it to the worker. */
async function tabOf(url: string): Promise<{ id: number; url: string }> {
  const sw = await session.trim.serviceWorker();
  const id = await sw.evaluate(async (address) => (await chrome.tabs.query({ url: address }))[0]?.id, url);
  if (id === undefined) throw new Error(`no tab for ${url}`);
  return { id, url };
}

beforeAll(async () => {
  session = await startSession({ sandbox: { rateLimit: 10_000 } });
  site = await htmlServer(
    `<!doctype html><meta charset="utf-8"><title>${TITLE.replace('&', '&amp;')}</title><h1>Sale</h1>` +
      '<label>Draft <textarea id="draft" rows="4" cols="60"></textarea></label><output id="inputs">0</output>' +
      `<p id="sale">${SALE}</p><p id="just">https://example.com/just-this</p>` +
      '<script>draft.addEventListener("input", () => { inputs.value = String(Number(inputs.value) + 1); });</script>',
  );
});

afterAll(async () => {
  await closeServer(site.server);
  await session?.close();
});

beforeEach(async () => {
  await session.configure();
  await session.countFromHere();
  session.sandbox.resetRateLimits();
  await clearNotifications(session.trim);
});

afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

function expectedShares(short: string, title: string): Record<string, string> {
  const u = encodeURIComponent(short);
  const t = encodeURIComponent(title);
  return {
    X: `https://x.com/intent/post?text=${t}&url=${u}`,
    LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    WhatsApp: `https://wa.me/?text=${t}%20${u}`,
    Telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    Reddit: `https://www.reddit.com/submit?url=${u}&title=${t}`,
    Email: `mailto:?subject=${t}&body=${u}`,
  };
}

async function shareAddresses(page: Page): Promise<Record<string, string>> {
  const list = page.getByRole('list', { name: 'Share the short link' });
  const found: Record<string, string> = {};
  for (const name of ['X', 'LinkedIn', 'Facebook', 'WhatsApp', 'Telegram', 'Reddit', 'Email']) {
    const link = list.getByRole('link', { name, exact: true });
    expect(await link.getAttribute('target')).toBe('_blank');
    found[name] = (await link.getAttribute('href')) ?? '';
  }
  return found;
}

async function shootShare(page: Page, name: string, schemes: readonly ('light' | 'dark')[] = ['light', 'dark']) {
  await mkdir(SHOTS, { recursive: true });
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.screenshot({ path: path.join(SHOTS, `share-${name}-${scheme}.png`), fullPage: true, animations: 'disabled' });
  }
}

describe('Share', () => {
  it('after a shorten: seven addresses with the short link and the page title, and no request to the service', async () => {
    const url = `${site.url}/spring`;
    const tab = await open(url);
    const popup = await session.trim.openPage(`popup.html?url=${encodeURIComponent(url)}`);
    pages.push(popup);
    await popup.setViewportSize({ width: 400, height: 760 });
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await popup.getByRole('textbox', { name: 'Short link' }).waitFor();
    const short = shortOf(url);
    // The page the popup was opened on is the window's active tab, as when the toolbar button opens it.
    await tab.bringToFront();
    const before = apiCalls().length;

    const share = popup.getByRole('button', { name: 'Share', exact: true });
    expect(await share.getAttribute('aria-expanded')).toBe('false');
    await share.click();
    expect(await share.getAttribute('aria-expanded')).toBe('true');
    await poll(() => shareAddresses(popup)).toEqual(expectedShares(short, TITLE));
    expect(apiCalls()).toHaveLength(before);
    await shootShare(popup, 'popup');

    // Escape closes the list and gives focus back to Share.
    await popup.getByRole('link', { name: 'Reddit' }).focus();
    await popup.keyboard.press('Escape');
    await popup.getByRole('list', { name: 'Share the short link' }).waitFor({ state: 'detached' });
    expect(await share.getAttribute('aria-expanded')).toBe('false');
    expect(await popup.evaluate(() => document.activeElement?.textContent)).toBe('Share');
    // The keyboard opens it again.
    await popup.keyboard.press('Enter');
    await popup.getByRole('list', { name: 'Share the short link' }).waitFor();
    expect(apiCalls()).toHaveLength(before);
  });

  it("on a link's page in the manage page: the link and its title", async () => {
    const link = session.sandbox.store.state.links.find((l) => l.title)!;
    expect(link).toBeDefined();
    const page = await session.trim.openPage(`manage.html?section=links&id=${link.id}`);
    pages.push(page);
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const before = apiCalls().length;
    await poll(() => shareAddresses(page)).toEqual(expectedShares(`${session.sandbox.url}/${link.alias}`, link.title!));
    expect(apiCalls()).toHaveLength(before);
    await shootShare(page, 'manage');
  });
});

describe('every address in a text', () => {
  it('a selection of words with two addresses: listed ticked in the window, then each made once, the whole text copied back with both replaced', async () => {
    const url = `${site.url}/sale`;
    const page = await open(url);
    const selectionText = await selectAll(page, '#sale');
    const tab = await tabOf(url);
    const review = await reviewAfter(session.trim, () => clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText, frameId: 0 }, tab));
    pages.push(review);
    expect(creates()).toHaveLength(0);
    expect((await listed(review)).map(({ address, ticked }) => [address, ticked])).toEqual([
      ['https://example.com/spring-sale', true],
      ['https://www.example.org/shoes', true],
    ]);
    await confirm(review, 2);
    await poll(() => creates().length).toBe(2);
    const sale = shortOf('https://example.com/spring-sale');
    const shoes = shortOf('https://www.example.org/shoes');
    expect(await readClipboard(session.trim, session.sandbox.url)).toBe(`Our spring sale ${sale} starts now, shoes at ${shoes} (and again: ${sale}).`);
    const shown = (await notifications(session.trim)).filter((n) => n.id === 'trim-result');
    expect(shown.map((n) => n.title)).toEqual(['2 addresses in the text shortened']);
    expect(shown[0]?.message).toBe('The text is on the clipboard with its short links.');
  });

  it('one address selected, alone: its link alone on the clipboard, no window', async () => {
    const url = `${site.url}/just`;
    const page = await open(url);
    const selectionText = await selectAll(page, '#just');
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText: ` ${selectionText} `, frameId: 0 }, await tabOf(url));
    expect(creates()).toHaveLength(1);
    expect(await readClipboard(session.trim, session.sandbox.url)).toBe(shortOf('https://example.com/just-this'));
  });

  it('a textarea: its addresses replaced in place, as typing would (the page hears an input event)', async () => {
    const url = `${site.url}/draft`;
    const page = await open(url);
    const draft = page.getByRole('textbox', { name: 'Draft' });
    const written = 'Hello!\nRead https://example.com/field-one\nand https://example.com/field-two, then reply.';
    await draft.fill(written);
    await draft.focus();
    const inputsBefore = Number(await page.locator('#inputs').textContent());
    const review = await reviewAfter(session.trim, async () => clickMenu(session.trim, { menuItemId: 'trim-shorten-text', frameId: 0 }, await tabOf(url)));
    pages.push(review);
    expect(creates()).toHaveLength(0);
    await confirm(review, 2);
    await poll(() => creates().length).toBe(2);
    const one = shortOf('https://example.com/field-one');
    const two = shortOf('https://example.com/field-two');
    expect(await draft.inputValue()).toBe(`Hello!\nRead ${one}\nand ${two}, then reply.`);
    expect(Number(await page.locator('#inputs').textContent())).toBeGreaterThan(inputsBefore);
    const shown = (await notifications(session.trim)).filter((n) => n.id === 'trim-result').at(-1);
    expect(shown).toMatchObject({ title: '2 addresses in the text shortened', message: 'The text in the field now carries its short links.' });
  });
});

describe('a text whose addresses wait for the rate limit', () => {
  let limited: TrimSession;
  beforeAll(async () => {
    limited = await startSession({ sandbox: { rateLimit: 1, windowMs: 4_000 } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('is finished by a worker started again: each address made once, the whole text copied', { timeout: 60_000 }, async () => {
    const { sandbox, trim } = limited;
    const text = 'First https://example.com/wait-one then https://example.com/wait-two.';
    // Where the page cannot be read, none of the text is shown to have been seen: the user ticks both.
    const review = await reviewAfter(trim, () => clickMenu(trim, { menuItemId: 'trim-shorten-selection', selectionText: text }));
    await review.getByRole('checkbox', { name: 'All addresses' }).check();
    await confirm(review, 2);
    const made = () => sandbox.store.state.links.filter((l) => l.longUrl.includes('/wait-'));
    // One request fits in the window: the second address waits in the queue, the text in storage.
    await poll(() => made().length).toBe(1);
    expect((await storageValue<unknown[]>(trim, 'textGroups'))?.length).toBe(1);

    const sw = await trim.serviceWorker();
    await markWorker(sw);
    await stopServiceWorkers(trim);

    await poll(() => made().length, { timeout: 40_000, interval: 500 }).toBe(2);
    expect(await workerIsMarked(await trim.serviceWorker())).toBe(false);
    const short = (url: string) => `${sandbox.url}/${made().find((l) => l.longUrl === url)!.alias}`;
    const expected = `First ${short('https://example.com/wait-one')} then ${short('https://example.com/wait-two')}.`;
    await poll(() => readClipboard(trim, sandbox.url), { timeout: 10_000 }).toBe(expected);
    expect(new Set(made().map((l) => l.longUrl)).size).toBe(2);
    expect((await notifications(trim)).filter((n) => n.id === 'trim-result').at(-1)?.title).toBe('2 addresses in the text shortened');
    expect((await storageValue<unknown[]>(trim, 'textGroups')) ?? []).toEqual([]);
  });
});

describe('Share in Arabic', () => {
  let arabic: TrimSession;
  beforeAll(async () => {
    arabic = await startSession({ browser: { lang: 'ar' } });
  });
  afterAll(async () => {
    await arabic?.close();
  });

  it('the list under the short link, right to left', async () => {
    const link = arabic.sandbox.store.state.links.find((l) => l.title)!;
    const page = await arabic.trim.openPage(`manage.html?section=links&id=${link.id}`);
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.getByRole('button', { name: 'مشاركة', exact: true }).click();
    await page.getByRole('list', { name: 'مشاركة الرابط المختصر' }).getByRole('link', { name: 'LinkedIn' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shootShare(page, 'manage-ar');
    await page.close();
  });

  it('in the popup after a shorten', async () => {
    const popup = await arabic.openPopup('https://example.com/arabic-share');
    await popup.setViewportSize({ width: 400, height: 760 });
    await popup.getByRole('button', { name: 'اختصار', exact: true }).click();
    await popup.getByRole('textbox', { name: 'الرابط المختصر' }).waitFor();
    await popup.getByRole('button', { name: 'مشاركة', exact: true }).click();
    await popup.getByRole('list', { name: 'مشاركة الرابط المختصر' }).getByRole('link', { name: 'البريد الإلكتروني' }).waitFor();
    await shootShare(popup, 'popup-ar');
    await popup.close();
  });
});
