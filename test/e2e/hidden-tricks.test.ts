import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickMenu, readClipboard } from '@/test/harness/extension';
import { startSite, type LocalServer } from '@/test/e2e/helpers/servers';
import { poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';
import { cancel, confirm, listed, reviewAfter, reviewOpen, selectAll } from './text-review-helpers';

// Issue #41, item 2: ways to hide an address that a list of hiding tricks missed, and a textarea's
// fold. Trim shortens unasked only one address it proves the user saw; each trick below hides an
// address from the user, and with each nothing is sent before the user chooses in Trim's window,
// where the hidden address waits unticked. Before the rule, each of these pages had its hidden
// address sent to the service and its short link written into the page at the right-click.

const evil = (name: string) => `https://evil.example/${name}`;
const seen = (name: string) => `https://example.com/seen-${name}`;

/** Each trick: the markup around one address that draws it as nothing the user can read. */
const TRICKS: Record<string, (address: string) => string> = {
  'white text on a background image': (a) => `<span style="color: #fff; background-image: linear-gradient(#fff, #fff)">${a}</span>`,
  'filter: opacity(0)': (a) => `<span style="display: inline-block; filter: opacity(0)">${a}</span>`,
  'filter: blur(12px)': (a) => `<span style="display: inline-block; filter: blur(12px)">${a}</span>`,
  'mask-image': (a) => `<span style="display: inline-block; mask-image: linear-gradient(transparent, transparent)">${a}</span>`,
  'transform: scale(0.08)': (a) => `<span style="display: inline-block; transform: scale(0.08)">${a}</span>`,
  'an element laid over it': (a) => `<span style="position: relative">${a}<span style="position: absolute; inset: -2px; background: #fff"></span></span>`,
  'a layer laid over it that lets the pointer through': (a) =>
    `<span style="position: relative">${a}<span style="position: absolute; inset: -2px; background: #fff; pointer-events: none !important"></span></span>`,
  'its own ::after laid over it': (a) => `<span class="covered">${a}</span>`,
  'z-index: -1 behind the draft': (a) => `<span style="position: relative; z-index: -1">${a}</span>`,
};

const slug = (trick: string) => trick.replace(/\W+/g, '-');

function trickPage(trick: string, hide: (address: string) => string): string {
  const name = slug(trick);
  return `<!doctype html><meta charset="utf-8"><title>${name}</title>
<style>body { font: 16px sans-serif; background: #fff; color: #111; margin: 16px }
[contenteditable] { width: 1200px; min-height: 60px; border: 1px solid #888; padding: 8px; margin-bottom: 16px; background: #fff }
.covered { position: relative } .covered::after { content: ''; position: absolute; inset: -2px; background: #fff }</style>
<div id="alone" contenteditable="true" role="textbox" aria-multiline="true" aria-label="Alone">Only words here ${hide(evil(`${name}-alone`))} and more words.</div>
<div id="both" contenteditable="true" role="textbox" aria-multiline="true" aria-label="Both">Read ${seen(name)} and ${hide(evil(`${name}-both`))} today.</div>`;
}

// Dark text on the canvas a dark colour scheme paints, where no element has a background.
const DARK = `<!doctype html><html style="color-scheme: dark"><meta charset="utf-8"><title>Dark</title>
<style>body { font: 16px sans-serif; margin: 16px } [contenteditable] { width: 1200px; min-height: 60px; border: 1px solid #888; padding: 8px; margin-bottom: 16px }</style>
<div id="alone" contenteditable="true" role="textbox" aria-multiline="true" aria-label="Alone">Only words here <span style="color: #111">${evil('dark-alone')}</span> and more words.</div>
<div id="both" contenteditable="true" role="textbox" aria-multiline="true" aria-label="Both">Read ${seen('dark')} and <span style="color: #111">${evil('dark-both')}</span> today.</div></html>`;

const FOLDED = Array.from({ length: 9 }, (_, index) => evil(`fold-${index + 1}`));
const textarea = (id: string, value: string, attributes = 'rows="3" cols="60"') =>
  `<label>${id} <textarea id="${id}" ${attributes}></textarea></label><script>document.getElementById(${JSON.stringify(id)}).value = ${JSON.stringify(value)};</script><br>`;
const FOLD = `<!doctype html><meta charset="utf-8"><title>Fold</title><style>body { font: 16px sans-serif }</style>
${textarea('Folded', `Please read https://example.com/first\n\n\n\n\n${FOLDED.join('\n')}`)}
${textarea('Below', `Please reply.\n\n\n\n\n\n${evil('below-alone')}`)}
${textarea('Long', `Read https://example.com/in-view first.\n${'and some more words\n'.repeat(20)}`)}
<label>Line <input id="Line" size="20" value="Open ${evil('past-the-edge')}/a/long/way/past/the/edge"></label>`;

const PLAIN = `<!doctype html><meta charset="utf-8"><title>Plain</title><style>body { font: 16px sans-serif }</style>
<div id="draft" contenteditable="true" role="textbox" aria-multiline="true" aria-label="Draft">Our sale starts at https://example.com/plain-draft today.</div>
<p id="post">See https://example.com/plain-selected</p>`;

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

async function open(path: string): Promise<{ page: Page; tab: { id: number; url: string } }> {
  const page = await session.trim.context.newPage();
  pages.push(page);
  const url = `${site.url}${path}`;
  await page.goto(url);
  const sw = await session.trim.serviceWorker();
  const id = await sw.evaluate(async (address) => (await chrome.tabs.query({ url: address }))[0]?.id, url);
  if (id === undefined) throw new Error(`no tab for ${url}`);
  return { page, tab: { id, url } };
}

/** Right-clicks "Shorten the links in this text" in the focused field, and returns the review window it opens. */
async function reviewField(tab: { id: number; url: string }): Promise<Page> {
  const review = await reviewAfter(session.trim, () => clickMenu(session.trim, { menuItemId: 'trim-shorten-text', frameId: 0 }, tab));
  pages.push(review);
  return review;
}

beforeAll(async () => {
  session = await startSession({ sandbox: { rateLimit: 10_000 } });
  site = await startSite({
    ...Object.fromEntries(Object.entries(TRICKS).map(([trick, hide]) => [`/${slug(trick)}`, trickPage(trick, hide)])),
    '/dark': DARK,
    '/fold': FOLD,
    '/plain': PLAIN,
  });
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

describe.each([...Object.keys(TRICKS).map((trick) => [trick, `/${slug(trick)}`, slug(trick)]), ['dark text on a dark colour scheme’s canvas', '/dark', 'dark']])(
  'an address hidden by %s',
  (_trick, path, name) => {
    it('alone in a draft: nothing is sent, and Trim’s window lists it unticked until the user chooses; Cancel sends nothing', async () => {
      const { page, tab } = await open(path);
      await page.getByRole('textbox', { name: 'Alone' }).focus();
      const review = await reviewField(tab);
      expect(creates()).toHaveLength(0);
      const [row, ...others] = await listed(review);
      expect(others).toEqual([]);
      expect(row).toMatchObject({ address: evil(`${name}-alone`), ticked: false });
      expect(row!.hidden || row!.unseen).toBe(true);
      expect(await review.getByRole('button', { name: 'Shorten 0 addresses' }).isDisabled()).toBe(true);
      await cancel(review);
      expect(creates()).toHaveLength(0);
      expect(await page.getByRole('textbox', { name: 'Alone' }).innerText()).toContain(evil(`${name}-alone`));
    });

    it('beside an address the user sees: nothing is sent before the window; confirmed, only the seen one is made and written back', async () => {
      const { page, tab } = await open(path);
      const draft = page.getByRole('textbox', { name: 'Both' });
      await draft.focus();
      const review = await reviewField(tab);
      expect(creates()).toHaveLength(0);
      const rows = await listed(review);
      expect(rows.map(({ address, ticked }) => ({ address, ticked }))).toEqual([
        { address: seen(name), ticked: true },
        { address: evil(`${name}-both`), ticked: false },
      ]);
      await confirm(review, 1);
      await poll(() => draft.innerText()).toContain(shortOf(seen(name)));
      expect(made()).toEqual([seen(name)]);
      expect(await draft.innerText()).toContain(evil(`${name}-both`));
    });
  },
);

describe("a textarea's fold", () => {
  it('one address in view and nine below the fold: nothing before the window, which ticks only the one in view; confirmed, one link', async () => {
    const { page, tab } = await open('/fold');
    const box = page.getByRole('textbox', { name: 'Folded' });
    await box.focus();
    await box.evaluate((area) => (area.scrollTop = 0));
    const review = await reviewField(tab);
    expect(creates()).toHaveLength(0);
    expect(await listed(review)).toEqual([
      { address: 'https://example.com/first', ticked: true, hidden: false, unseen: false },
      ...FOLDED.map((address) => ({ address, ticked: false, hidden: false, unseen: true })),
    ]);
    await review.getByText('Trim cannot tell that you saw 9 addresses as they are written', { exact: false }).waitFor();
    await confirm(review, 1);
    await poll(() => box.inputValue()).toMatch(new RegExp(`^Please read ${shortOf('https://example.com/first')}\\n`));
    expect(creates()).toHaveLength(1);
    expect(await box.inputValue()).toContain(FOLDED[8]);
  });

  it('one address, below the fold: it waits in the window, unticked', async () => {
    const { page, tab } = await open('/fold');
    const box = page.getByRole('textbox', { name: 'Below' });
    await box.focus();
    await box.evaluate((area) => (area.scrollTop = 0));
    const review = await reviewField(tab);
    expect(await listed(review)).toEqual([{ address: evil('below-alone'), ticked: false, hidden: false, unseen: true }]);
    await cancel(review);
    expect(creates()).toHaveLength(0);
  });

  it('one address past the edge of a one-line field: it waits in the window, unticked', async () => {
    const { page, tab } = await open('/fold');
    const line = page.getByRole('textbox', { name: 'Line' });
    await line.focus();
    await line.evaluate((input: HTMLInputElement) => {
      input.setSelectionRange(0, 0);
      input.scrollLeft = 0;
    });
    const review = await reviewField(tab);
    expect(await listed(review)).toEqual([{ address: `${evil('past-the-edge')}/a/long/way/past/the/edge`, ticked: false, hidden: false, unseen: true }]);
    await cancel(review);
    expect(creates()).toHaveLength(0);
  });

  it('one address in view in a box whose other lines overflow it: shortened at once, no window', async () => {
    const { page, tab } = await open('/fold');
    const box = page.getByRole('textbox', { name: 'Long' });
    await box.focus();
    await box.evaluate((area) => (area.scrollTop = 0));
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-text', frameId: 0 }, tab);
    expect(creates()).toHaveLength(1);
    expect(reviewOpen(session.trim)).toBe(false);
    await poll(() => box.inputValue()).toMatch(new RegExp(`^Read ${shortOf('https://example.com/in-view')} first\\.`));
  });
});

describe('the common journey stays one step', () => {
  it('a draft with one address the user sees: shortened at once and written back, no window', async () => {
    const { page, tab } = await open('/plain');
    const draft = page.getByRole('textbox', { name: 'Draft' });
    await draft.focus();
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-text', frameId: 0 }, tab);
    expect(creates()).toHaveLength(1);
    expect(reviewOpen(session.trim)).toBe(false);
    await poll(() => draft.innerText()).toBe(`Our sale starts at ${shortOf('https://example.com/plain-draft')} today.`);
  });

  it('a selected sentence with one address the user sees: its short link in the text on the clipboard, no window', async () => {
    const { page, tab } = await open('/plain');
    const selectionText = await selectAll(page, '#post');
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText, frameId: 0 }, tab);
    expect(creates()).toHaveLength(1);
    expect(reviewOpen(session.trim)).toBe(false);
    expect(await readClipboard(session.trim, site.url)).toBe(`See ${shortOf('https://example.com/plain-selected')}`);
  });
});
