import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflowingElements, readMessages, translator } from './locale-helpers';
import { expectAccessible, SCREENSHOT_DIR } from './manage-helpers';
import { poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';
import { confirm, listed } from './text-review-helpers';
import { shared, smallTargets, touchPopup } from './touch-helpers';

// Issue #36: a phone has no right-click menu for a text, so the popup's touch layout has a
// "Paste a text" box. A text pasted there goes the selection's way (one create per distinct
// address, through the worker's queue) and comes back with its short links, to copy or share,
// each listed with the address it leads to. Issue #41: the user pasted the text into Trim's own
// box, which draws it plainly, so it counts as seen; a text of more than one address is still
// chosen on the review page first.

/** The box, or the place it holds while its code loads: drawn with the popup's first render when drawn at all. */
const boxes = (page: Page) => page.locator('.paste-text').count();

const creates = (session: TrimSession) => session.sandbox.requests().filter((r) => r.method === 'POST' && r.path === '/api/url/add');

/** The touch popup with its paste box drawn (it loads after the first paint). */
async function pastePopup(session: TrimSession, L: (english: string) => string): Promise<Page> {
  const page = await touchPopup(session, `https://example.com/blog/phone-${Date.now()}`);
  await page.getByRole('textbox', { name: L('Text with web addresses') }).waitFor();
  // Measured once the page's lookup and lazy panels have settled: a spinner mid-turn reaches past its box.
  await poll(() => page.locator('.spinner, [aria-busy="true"]').count()).toBe(0);
  return page;
}

/** Fit, 48 px targets and axe in light and dark, with a screenshot of each. */
async function checkLooks(page: Page, name: string): Promise<void> {
  expect(await overflowingElements(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expectAccessible(page, `${name} (${scheme})`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${scheme}.png`), fullPage: true, animations: 'disabled' });
  }
}

describe.each([
  ['en', 'en'],
  ['ar', 'ar'],
] as const)('the popup’s "Paste a text" box on a phone, in %s', (locale, lang) => {
  let session: TrimSession;
  const L = translator(locale);

  beforeAll(async () => {
    session = await startSession({ sandbox: { rateLimit: 10_000 }, browser: { lang } });
    await mkdir(SCREENSHOT_DIR, { recursive: true });
  }, 60_000);

  afterAll(async () => {
    await session?.close();
  });

  it('gives the text back with its short link, one create for its address, to share or copy, with where the link leads', async () => {
    const page = await pastePopup(session, L);
    expect(await boxes(page)).toBe(1);
    await checkLooks(page, `android-paste-${locale}`);
    const first = `https://example.com/news/${Date.now()}`;
    const before = creates(session).length;
    await page.getByRole('textbox', { name: L('Text with web addresses') }).fill(`Read ${first} today. Again: ${first}`);
    await page.getByRole('button', { name: L('Shorten links') }).click();

    const result = page.getByRole('textbox', { name: L('Text with short links') });
    const text = await result.inputValue();
    expect(creates(session).length - before).toBe(1);
    const made = session.sandbox.store.state.links.filter((link) => link.longUrl === first);
    expect(made).toHaveLength(1);
    const short = text.match(new RegExp(`\\S+/${made[0]!.alias}\\b`))?.[0];
    expect(text).toBe(`Read ${short} today. Again: ${short}`);
    const messages = readMessages(locale);
    const told = (messages['bg_text_made_one'] ?? messages['bg_text_made_other']!).message.replace('$1', '1');
    expect(await page.getByRole('status').filter({ hasText: told }).count()).toBe(1);
    // Where the link leads, under the text, which now holds only the short link. (A locale not
    // yet translated reads the English.)
    const leads = (messages['pop_text_links'] ?? readMessages('en')['pop_text_links']!).message;
    expect(await page.getByRole('list', { name: leads }).getByRole('listitem').allInnerTexts()).toEqual([`${short}\n${first}`]);

    await checkLooks(page, `android-paste-result-${locale}`);
    await page
      .getByRole('button', { name: L('Share via…') })
      .last()
      .click();
    expect((await shared(page))?.map((data) => data.text)).toEqual([text]);

    // Another text: the box is empty again, and focused.
    await page.getByRole('button', { name: L('Paste another text') }).click();
    const box = page.getByRole('textbox', { name: L('Text with web addresses') });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await box.inputValue()).toBe('');
    await page.close();
  });

  it('says a text has no address and keeps it; an empty box says what to do; nothing is sent', async () => {
    const page = await pastePopup(session, L);
    const before = creates(session).length;
    const box = page.getByRole('textbox', { name: L('Text with web addresses') });
    await page.getByRole('button', { name: L('Shorten links') }).click();
    await page.locator('.field-error').getByText(L('Paste or type a text first.')).waitFor();
    await box.fill('See you at eight, no link today.');
    await page.getByRole('button', { name: L('Shorten links') }).click();
    await page.locator('.field-error').getByText(L('There is no web address to shorten in this text.')).waitFor();
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: L('There is no web address to shorten in this text.') })
        .count(),
    ).toBe(1);
    expect(await box.inputValue()).toBe('See you at eight, no link today.');
    expect(creates(session).length).toBe(before);
    await checkLooks(page, `android-paste-none-${locale}`);
    await page.close();
  });
});

describe('the popup on a desktop', () => {
  let session: TrimSession;

  beforeAll(async () => {
    session = await startSession({ sandbox: { rateLimit: 10_000 } });
  }, 60_000);

  afterAll(async () => {
    await session?.close();
  });

  it('has no "Paste a text" box: the right-click items shorten a text there', async () => {
    const page = await session.openPopup('https://example.com/blog/on-a-desktop');
    await page.getByRole('button', { name: 'Shorten', exact: true }).waitFor();
    expect(await boxes(page)).toBe(0);
    expect(await page.getByRole('heading', { name: 'Paste a text' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Text with web addresses' }).count()).toBe(0);
    await page.close();
  });
});

describe('the box on a phone, with several addresses', () => {
  let session: TrimSession;
  const L = translator('en');

  beforeAll(async () => {
    session = await startSession({ sandbox: { rateLimit: 10_000 } });
  }, 60_000);

  afterAll(async () => {
    await session?.close();
  });

  it('sends nothing until they are chosen on the review page, all ticked; then the text comes back to the box with every link', async () => {
    const page = await pastePopup(session, L);
    const first = `https://example.com/news/${Date.now()}`;
    const second = `https://example.org/offer?id=${Date.now()}`;
    const before = creates(session).length;
    await page.getByRole('textbox', { name: L('Text with web addresses') }).fill(`Read ${first} and ${second}. Again: ${first}`);
    await page.getByRole('button', { name: L('Shorten links') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: L('Choose the addresses to shorten on the review page. The text with its short links then shows here.') })
      .waitFor();
    expect(creates(session).length).toBe(before);

    const opened = session.trim.context.waitForEvent('page', { predicate: (one) => one.url().includes('/text-review.html') });
    await page.getByRole('link', { name: L('Choose addresses') }).click();
    const review = await opened;
    await review.getByRole('group', { name: 'Addresses' }).waitFor();
    expect((await listed(review)).map(({ address, ticked }) => [address, ticked])).toEqual([
      [first, true],
      [second, true],
    ]);
    await confirm(review, 2);

    const result = page.getByRole('textbox', { name: L('Text with short links') });
    await result.waitFor();
    const text = await result.inputValue();
    expect(creates(session).length - before).toBe(2);
    const links = session.sandbox.store.state.links;
    const [a, b] = [first, second].map((url) => text.match(new RegExp(`\\S+/${links.find((link) => link.longUrl === url)!.alias}\\b`))?.[0]);
    expect(text).toBe(`Read ${a} and ${b}. Again: ${a}`);
    expect(
      await page
        .getByRole('list', { name: L('Where each short link leads') })
        .getByRole('listitem')
        .allInnerTexts(),
    ).toEqual([`${a}\n${first}`, `${b}\n${second}`]);
    await checkLooks(page, 'android-paste-several-en');
    await page.close();
  });
});

describe('the box on a phone, when the text must wait', () => {
  let session: TrimSession;
  const L = translator('en');

  beforeAll(async () => {
    // One request per two seconds: the popup's own lookup takes the first, the text's address waits.
    session = await startSession({ sandbox: { rateLimit: 1, windowMs: 2000 } });
  }, 60_000);

  afterAll(async () => {
    await session?.close();
  });

  it('says a text of many addresses waits for the user’s choice, sends nothing, and links to the choice', async () => {
    const page = await pastePopup(session, L);
    const before = creates(session).length;
    const text = Array.from({ length: 11 }, (_, n) => `https://example.com/many/${n}`).join('\n');
    await page.getByRole('textbox', { name: L('Text with web addresses') }).fill(text);
    await page.getByRole('button', { name: L('Shorten links') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: L('Choose the addresses to shorten on the review page. The text with its short links then shows here.') })
      .waitFor();
    const review = page.getByRole('link', { name: L('Choose addresses') });
    expect(await review.getAttribute('href')).toMatch(/^\/text-review\.html\?id=[\w-]+$/);
    expect(await page.getByRole('textbox', { name: L('Text with web addresses') }).inputValue()).toBe(text);
    expect(creates(session).length).toBe(before);
    await checkLooks(page, 'android-paste-held-en');
    await page.close();
  });

  it('says the rate limit holds the text, then shows it when the queue has sent it', async () => {
    const page = await pastePopup(session, L);
    const address = `https://example.com/later/${Date.now()}`;
    await page.getByRole('textbox', { name: L('Text with web addresses') }).fill(`Later: ${address}`);
    await page.getByRole('button', { name: L('Shorten links') }).click();
    await page
      .getByRole('status')
      .filter({
        hasText: L("The service's request limit is reached. Trim shortens the addresses as soon as it allows and then shows the text here, even if you close Trim meanwhile."),
      })
      .waitFor();
    await checkLooks(page, 'android-paste-waiting-en');
    // The worker's alarm resumes the queue once the window reopens; the popup watches for the text.
    const result = page.getByRole('textbox', { name: L('Text with short links') });
    await result.waitFor({ timeout: 20_000 });
    const [link] = session.sandbox.store.state.links.filter((one) => one.longUrl === address);
    expect(await result.inputValue()).toMatch(new RegExp(`^Later: \\S+/${link!.alias}$`));
    await page.close();
  });
});
