import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickMenu, readClipboard, storageValue } from '@/test/harness/extension';
import { startSite, type LocalServer } from '@/test/e2e/helpers/servers';
import { expectAccessible, SCREENSHOT_DIR } from './manage-helpers';
import { poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';
import { confirm, listed, reviewAfter as openedBy, reviewOpen, selectAll, tick } from './text-review-helpers';

// Issue 34, finding 1, and issue 41: a hostile page's text. Trim shortens only what the user sees
// and chose: text the page hides is never sent unasked, and a text of more than one address, or
// with one Trim cannot show the user saw, waits for the user in a Trim window that lists them;
// nothing is sent before they confirm there. Screenshots of that window (light, dark, Arabic) go
// to test-results/screenshots/text-review-*.png. Each way of hiding that a list of tricks missed
// has its own test in hidden-tricks.test.ts.

const evil = (name: string) => `https://evil.example/${name}`;

const RICH = `<!doctype html><meta charset="utf-8"><title>Editor</title>
<style>body { font: 16px sans-serif; background: #fff; color: #111 } #editor { width: 600px; min-height: 120px; border: 1px solid #888; padding: 8px }</style>
<div id="editor" contenteditable="true" aria-label="Message">
<p id="seen">Read https://example.com/seen today.</p>
<p style="font-size: 0">${evil('zero-size')}</p>
<p style="position: absolute; left: -10000px; top: 0">${evil('off-screen')}</p>
<p style="color: transparent">${evil('transparent')}</p>
</div>`;

const BELOW = Array.from({ length: 120 }, (_, index) => evil(`below-${index + 1}`));
const LONG = `<!doctype html><meta charset="utf-8"><title>Draft</title>
<label>Draft <textarea id="draft" rows="3" cols="60"></textarea></label>
<script>draft.value = 'Please read https://example.com/first' + '\\n'.repeat(40) + ${JSON.stringify(BELOW.join('\n'))};</script>`;

// Every way a page hides text from its reader, around three addresses the reader sees (one
// scrolled out of its box, which scrolling brings back, inside a box that clips).
const WAYS = `<!doctype html><meta charset="utf-8"><title>Post</title>
<style>body { font: 16px sans-serif; background: #fff; color: #111 }</style>
<div style="overflow: hidden; border-radius: 8px">
<p id="post">Visit https://example.com/shown and
<span style="display: inline-block; height: 1.4em; overflow-y: auto; white-space: pre-line; vertical-align: bottom">ok
https://example.com/scrolled</span>
<span style="font-size: 0">${evil('s-zero')}</span>
<span style="opacity: 0">${evil('s-opacity')}</span>
<span style="color: rgba(0, 0, 0, 0)">${evil('s-transparent')}</span>
<span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">${evil('s-clip')}</span>
<span style="visibility: hidden">${evil('s-visibility')}</span>
<span style="position: fixed; top: -500px">${evil('s-above')}</span>
<span style="color: #fff">${evil('s-white')}</span>
<span style="display: inline-block; width: 0; height: 0; overflow: hidden">${evil('s-no-box')}</span>
<span style="display: none">${evil('s-none')}</span>
then www.example.org/also-shown.</p>
</div>`;

const PLAIN = `<!doctype html><meta charset="utf-8"><title>Plain</title>
<p id="plain">Read https://example.com/plain-one and <b>https://example.com/plain-two</b> today.</p>`;

// Addresses that read as other than they are: a Cyrillic а, a right-to-left override that turns
// the end of a path around, a zero-width space the URL parser drops from a host, a name before an @.
const SPOOFS = ['https://p\u0430ypal.com/login', 'https://example.com/files/\u202Egpj.exe', 'https://exa\u200Bmple.com/x', 'https://paypal.com@evil.example/'];
const SPOOFED = `<!doctype html><meta charset="utf-8"><title>Spoofs</title>
<p id="spoofs">${SPOOFS.map((address) => `<span>${address}</span>`).join(' and ')}</p>`;

let session: TrimSession;
let site: LocalServer;
const pages: Page[] = [];

const creates = () => session.sandbox.requests().filter((r) => r.method === 'POST' && r.path === '/api/url/add');
// Links made since the test began (the sandbox keeps the file's earlier ones).
let linksBefore = 0;
const made = () => session.sandbox.store.state.links.slice(linksBefore).map((link) => link.longUrl);
const shortOf = (url: string) => {
  const link = session.sandbox.store.state.links.find((l) => l.longUrl === url);
  if (!link) throw new Error(`no link to ${url}`);
  return `${session.sandbox.url}/${link.alias}`;
};

async function open(url: string): Promise<{ page: Page; tabId: number }> {
  const page = await session.trim.context.newPage();
  pages.push(page);
  await page.goto(url);
  const sw = await session.trim.serviceWorker();
  const tabId = await sw.evaluate(async (address) => (await chrome.tabs.query({ url: address }))[0]?.id, url);
  if (tabId === undefined) throw new Error(`no tab for ${url}`);
  return { page, tabId };
}

/** Runs a right-click and returns the Trim window it opened, once its list shows. */
async function reviewAfter(trim: TrimSession['trim'], click: () => Promise<void>): Promise<Page> {
  const review = await openedBy(trim, click);
  pages.push(review);
  return review;
}

async function shoot(review: Page, name: string, schemes: readonly ('light' | 'dark')[] = ['light', 'dark']): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  // The size of the window the worker opens.
  await review.setViewportSize({ width: 520, height: 680 });
  for (const scheme of schemes) {
    await review.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await review.screenshot({ path: path.join(SCREENSHOT_DIR, `text-review-${name}-${scheme}.png`), animations: 'disabled' });
    await expectAccessible(review, `text review ${name} ${scheme}`);
  }
}

beforeAll(async () => {
  session = await startSession({ sandbox: { rateLimit: 10_000 } });
  site = await startSite({ '/rich': RICH, '/long': LONG, '/ways': WAYS, '/plain': PLAIN, '/spoofs': SPOOFED });
});

afterAll(async () => {
  await site?.close();
  await session?.close();
});

beforeEach(async () => {
  await session.configure();
  await session.countFromHere();
  session.sandbox.resetRateLimits();
  linksBefore = session.sandbox.store.state.links.length;
});

afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

describe('a text field on a hostile page', () => {
  it('a rich draft with one address shown and three hidden: nothing is sent until the user confirms, then one link', async () => {
    const { page, tabId } = await open(`${site.url}/rich`);
    await page.locator('#seen').click();
    const review = await reviewAfter(session.trim, () => clickMenu(session.trim, { menuItemId: 'trim-shorten-text', frameId: 0 }, { id: tabId, url: page.url() }));
    expect(creates()).toHaveLength(0);
    expect(await listed(review)).toEqual([
      { address: 'https://example.com/seen', ticked: true, hidden: false, unseen: false },
      { address: evil('zero-size'), ticked: false, hidden: true, unseen: false },
      { address: evil('off-screen'), ticked: false, hidden: true, unseen: false },
      { address: evil('transparent'), ticked: false, hidden: true, unseen: false },
    ]);
    await review.getByText('3 of them are hidden by the page', { exact: false }).waitFor();
    await shoot(review, 'hidden');

    const closed = review.waitForEvent('close');
    await review.getByRole('button', { name: 'Shorten 1 address' }).click();
    await closed;
    await poll(() => made()).toEqual(['https://example.com/seen']);
    await poll(() => page.locator('#seen').innerText()).toBe(`Read ${shortOf('https://example.com/seen')} today.`);
    // The hidden text is left as the page wrote it.
    expect(await page.locator('#editor').innerHTML()).toContain(evil('transparent'));
    expect(creates()).toHaveLength(1);
  });

  it('a textarea with 120 addresses below its fold: nothing before the window lists all 121, the one in view ticked, then exactly the three the user kept', async () => {
    const { page, tabId } = await open(`${site.url}/long`);
    const draft = page.getByRole('textbox', { name: 'Draft' });
    await draft.focus();
    // The user is back at the top of the box (focus left its caret, and its view, at the end).
    await draft.evaluate((box: HTMLTextAreaElement) => {
      box.setSelectionRange(0, 0);
      box.scrollTop = 0;
    });
    const review = await reviewAfter(session.trim, () => clickMenu(session.trim, { menuItemId: 'trim-shorten-text', frameId: 0 }, { id: tabId, url: page.url() }));
    expect(creates()).toHaveLength(0);
    const all = await listed(review);
    expect(all.map((row) => row.address)).toEqual(['https://example.com/first', ...BELOW]);
    // Below the box's fold: in the text, but not shown to have been seen.
    expect(all.map((row) => [row.ticked, row.hidden, row.unseen])).toEqual([[true, false, false], ...BELOW.map(() => [false, false, true])]);

    // The keyboard: the "All addresses" box ticks every one (at 30 links a minute, 121 take up to
    // 5 minutes), unticks them, then three are ticked again.
    const every = review.getByRole('checkbox', { name: 'All addresses' });
    await every.focus();
    await review.keyboard.press('Space');
    expect(await every.isChecked()).toBe(true);
    await review.getByText('up to 5 minutes').waitFor();
    await shoot(review, 'many');
    await review.keyboard.press('Space');
    expect(await every.isChecked()).toBe(false);
    const kept = ['https://example.com/first', BELOW[9]!, BELOW[119]!];
    for (const address of kept) await tick(review, address);
    await review.getByText('up to 5 minutes').waitFor({ state: 'detached' });
    const closed = review.waitForEvent('close');
    await review.getByRole('button', { name: 'Shorten 3 addresses' }).click();
    await closed;

    await poll(() => made().sort()).toEqual([...kept].sort());
    const expected = (await page.getByRole('textbox', { name: 'Draft' }).inputValue()).split('\n');
    expect(expected[0]).toBe(`Please read ${shortOf(kept[0]!)}`);
    expect(expected).toContain(shortOf(kept[1]!));
    expect(expected).toContain(BELOW[10]);
    expect(creates()).toHaveLength(3);
  });

  it('cancel sends nothing and forgets the text', async () => {
    const text = `Links: ${BELOW.slice(0, 12).join(' ')}`;
    const review = await reviewAfter(session.trim, () => clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText: text }));
    expect((await listed(review)).map((row) => row.address)).toEqual(BELOW.slice(0, 12));
    const closed = review.waitForEvent('close');
    await review.getByRole('button', { name: 'Cancel' }).click();
    await closed;
    expect((await storageValue<unknown[]>(session.trim, 'textReviews')) ?? []).toEqual([]);
    expect((await storageValue<{ items: unknown[] }>(session.trim, 'queue'))?.items ?? []).toEqual([]);
    expect(creates()).toHaveLength(0);
  });
});

describe('the selection item', () => {
  it('is held to the same rule: 12 addresses wait for the window, and Escape there cancels', async () => {
    const text = BELOW.slice(0, 12).join(' ');
    const review = await reviewAfter(session.trim, () => clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText: text }));
    expect(creates()).toHaveLength(0);
    expect(await listed(review)).toHaveLength(12);
    const closed = review.waitForEvent('close');
    // Only the key's press: the window is gone before its release.
    await review.keyboard.down('Escape');
    await closed;
    expect(creates()).toHaveLength(0);
  });

  it('leaves out every way a page hides text, and copies the text the user saw with its short links', async () => {
    const { page, tabId } = await open(`${site.url}/ways`);
    const selectionText = await selectAll(page, '#post');
    const review = await reviewAfter(session.trim, () =>
      clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText, frameId: 0 }, { id: tabId, url: page.url() }),
    );
    expect(creates()).toHaveLength(0);
    const rows = await listed(review);
    expect(rows.filter((row) => !row.hidden)).toEqual([
      { address: 'https://example.com/shown', ticked: true, hidden: false, unseen: false },
      // Scrolled out of its box: in the text, but not shown to have been seen.
      { address: 'https://example.com/scrolled', ticked: false, hidden: false, unseen: true },
      { address: 'https://www.example.org/also-shown', ticked: true, hidden: false, unseen: false },
    ]);
    // Whatever of the hidden text reached the browser's selection is listed, unticked.
    expect(rows.filter((row) => row.hidden).every((row) => !row.ticked && row.address.startsWith(evil('s-')))).toBe(true);
    expect(rows.filter((row) => row.hidden).length).toBeGreaterThan(0);

    await tick(review, 'https://example.com/scrolled');
    await confirm(review, 3);
    await poll(() => made().sort()).toEqual(['https://example.com/scrolled', 'https://example.com/shown', 'https://www.example.org/also-shown']);
    const [shown, scrolled, also] = ['https://example.com/shown', 'https://example.com/scrolled', 'https://www.example.org/also-shown'].map(shortOf);
    await poll(() => readClipboard(session.trim, site.url)).toBe(`Visit ${shown} and ok\n${scrolled} then ${also}.`);
  });

  it('two addresses the user sees wait for the window, both ticked: nothing is sent before it, both after', async () => {
    const { page, tabId } = await open(`${site.url}/plain`);
    const selectionText = await selectAll(page, '#plain');
    const review = await reviewAfter(session.trim, () =>
      clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText, frameId: 0 }, { id: tabId, url: page.url() }),
    );
    expect(creates()).toHaveLength(0);
    expect(await listed(review)).toEqual([
      { address: 'https://example.com/plain-one', ticked: true, hidden: false, unseen: false },
      { address: 'https://example.com/plain-two', ticked: true, hidden: false, unseen: false },
    ]);
    await review.getByText('Trim asks before it shortens more than one address of a text.', { exact: false }).waitFor();
    await confirm(review, 2);
    await poll(() => made()).toEqual(['https://example.com/plain-one', 'https://example.com/plain-two']);
    expect(reviewOpen(session.trim)).toBe(false);
  });
});

describe('the window shows each address as the characters it holds (issue #41, item 3)', () => {
  it('a look-alike host beside the host it opens, bidi and zero-width characters as markers, and no control left to act', async () => {
    const { page, tabId } = await open(`${site.url}/spoofs`);
    const selectionText = await selectAll(page, '#spoofs');
    const review = await reviewAfter(session.trim, () =>
      clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText, frameId: 0 }, { id: tabId, url: page.url() }),
    );
    const rows = await review.getByRole('group', { name: 'Addresses' }).getByRole('listitem').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      'https://p\u0430ypal.com/login Goes to xn--pypal-4ve.com',
      // An invisible character: what the user saw of it is not what it is.
      'https://example.com/files/⟨U+202E⟩gpj.exe Maybe not seen',
      'https://exa⟨U+200B⟩mple.com/x Goes to example.com Maybe not seen',
      'https://paypal.com@evil.example/ Goes to evil.example',
    ]);
    expect(await review.evaluate(() => /\p{Cf}/u.test(document.body.innerText))).toBe(false);
    await shoot(review, 'spoofs', ['light']);
    const closed = review.waitForEvent('close');
    await review.getByRole('button', { name: 'Cancel' }).click();
    await closed;
    expect(creates()).toHaveLength(0);
  });
});

describe('the window in Arabic', () => {
  let arabic: TrimSession;
  beforeAll(async () => {
    arabic = await startSession({ browser: { lang: 'ar' } });
  });
  afterAll(async () => {
    await arabic?.close();
  });

  it('lists the addresses left to right inside right-to-left text, and cancels', async () => {
    const text = BELOW.slice(0, 11).join(' ');
    const opened = arabic.trim.context.waitForEvent('page', { predicate: (page) => page.url().includes('/text-review.html') });
    await clickMenu(arabic.trim, { menuItemId: 'trim-shorten-selection', selectionText: text });
    const review = await opened;
    await review.getByRole('group', { name: 'العناوين' }).waitFor();
    expect(await review.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shoot(review, 'ar');
    const closed = review.waitForEvent('close');
    await review.getByRole('button', { name: 'إلغاء' }).click();
    await closed;
    expect(arabic.sandbox.requests().filter((r) => r.path === '/api/url/add')).toHaveLength(0);
  });
});
