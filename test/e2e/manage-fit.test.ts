import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SECTIONS } from '@/lib/manage/route';
import { overflowingElements } from './locale-helpers';
import { poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// The manage page fits its window from 700 px up, in every language and whatever the data:
// no sideways page scroll and no element sticking out, for the link list (with a title of 200
// unbroken characters and an address as long), that link's page, a channel's items with the
// link picker's results, and every section with the nav.

const LOCALES = ['en', 'de', 'fr', 'es', 'pt_BR', 'tr', 'ar'];
const WIDTHS = [700, 1000, 1280];
const DIR = path.resolve('test-results/screenshots');
const LONG_TITLE = 'W'.repeat(200);
const LONG_URL = `https://example.com/${'a'.repeat(260)}`;

/** A link whose title and address are one unbroken word each, made through the API as another client would. */
async function addLongLink(session: TrimSession): Promise<number> {
  const answer = await fetch(`${session.sandbox.url}/api/url/add`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.sandbox.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ url: LONG_URL, metatitle: LONG_TITLE }),
  });
  const body = (await answer.json()) as { id: number };
  return body.id;
}

/** The page at a width, settled: its heading shown and nothing in it still loading (no spinner, nothing aria-busy). */
async function show(page: Page, query: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(page.url().replace(/manage\.html.*$/, `manage.html${query}`));
  await page.locator('h1').first().waitFor();
  await poll(() => page.locator('main .spinner, main [aria-busy="true"]').count()).toBe(0);
}

const scroll = (page: Page) => page.evaluate(() => ({ width: document.scrollingElement!.scrollWidth, client: document.scrollingElement!.clientWidth }));

describe.each(LOCALES)('the manage page fits in %s', (lang) => {
  let session: TrimSession;
  let page: Page;
  let id: number;
  beforeAll(async () => {
    await mkdir(DIR, { recursive: true });
    session = await startSession({ sandbox: { rateLimit: 10_000 }, browser: { lang } });
    id = await addLongLink(session);
    page = await session.trim.openPage('manage.html');
  });
  afterAll(async () => {
    await session?.close();
  });

  const views: [string, () => string][] = [
    ['links', () => '?section=links'],
    ['link', () => `?section=links&id=${id}`],
    ['channel', () => `?section=channels&id=${session.sandbox.store.state.channels[0]!.id}`],
    ...SECTIONS.filter((section) => section !== 'links').map((section): [string, () => string] => [section, () => `?section=${section}`]),
  ];

  it.each(WIDTHS)('at %i px', async (width) => {
    const problems: string[] = [];
    for (const [name, query] of views) {
      await show(page, query(), width);
      if (name === 'links') await page.getByText(LONG_TITLE).waitFor();
      if (name === 'channel') {
        // The link picker with what it found, the long link among them.
        await page.locator('#channel-add-q').fill('example.com');
        await page.locator('#channel-add-q').press('Enter');
        await page.locator('input[name="channel-add-link"]').first().waitFor();
      }
      const { width: scrolled, client } = await scroll(page);
      if (scrolled > client) problems.push(`${name}: the page scrolls sideways, ${scrolled} px for ${client}`);
      problems.push(...(await overflowingElements(page)).map((problem) => `${name}: ${problem}`));
      // To look at, light and dark: the list and the link page in every language, every section in English and German.
      if (name === 'links' || name === 'link' || name === 'channel' || lang === 'en' || lang === 'de') {
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
          // Transitions finished: the scheme changes under a drawn page, and a colour would be caught half way.
          await page.screenshot({ path: path.join(DIR, `fit-${lang}-${name}-${width}-${scheme}.png`), fullPage: true, animations: 'disabled' });
        }
        await page.emulateMedia({ colorScheme: null, reducedMotion: null });
      }
    }
    expect(problems).toEqual([]);
  });
});
