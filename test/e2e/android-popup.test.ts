import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overflowingElements, translator } from './locale-helpers';
import { poll } from './popup-helpers';
import { expectAccessible, SCREENSHOT_DIR } from './manage-helpers';
import { startSession, type TrimSession } from './support';
import { PHONE, shared, smallTargets, touchPopup } from './touch-helpers';

// Issue #36: on Firefox for Android the popup is a page on a phone (touch-helpers.ts), checked
// here at a small phone's 360×640, light and dark, in every shipped language.

// Every shipped locale: its folder name, and the language Chromium is started in.
const LOCALES = [
  ['en', 'en'],
  ['de', 'de'],
  ['fr', 'fr'],
  ['es', 'es'],
  ['pt_BR', 'pt-BR'],
  ['tr', 'tr'],
  ['ar', 'ar'],
] as const;

describe.each(LOCALES)('the popup on a phone, in %s', (locale, lang) => {
  let session: TrimSession;
  const L = translator(locale);

  beforeAll(async () => {
    session = await startSession({ sandbox: { rateLimit: 10_000 }, browser: { lang } });
    await mkdir(SCREENSHOT_DIR, { recursive: true });
  }, 60_000);

  afterAll(async () => {
    await session?.close();
  });

  it('takes the whole width, fits, has 48 px targets and passes axe, light and dark', async () => {
    const page = await touchPopup(session, 'https://example.com/blog/on-a-phone');
    await page.getByRole('button', { name: L('Shorten'), exact: true }).waitFor();
    await page.getByText(L('Checking for an existing short link')).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-touch'))).toBe(true);
    expect(await page.evaluate(() => Math.round(document.querySelector('#app')!.getBoundingClientRect().width))).toBe(PHONE.width);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await expectAccessible(page, `touch popup (${lang}, ${scheme})`);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `android-popup-${locale}-${scheme}.png`), fullPage: true, animations: 'disabled' });
    }
    await page.close();
  });

  it('offers Share via… first after a shorten, and shares the short link', async () => {
    const page = await touchPopup(session, `https://example.com/blog/shared-${Date.now()}`);
    await page.getByRole('button', { name: L('Shorten'), exact: true }).click();
    const short = await page.getByRole('textbox', { name: L('Short link') }).inputValue();
    const actions = page.locator('.result-actions').getByRole('button');
    await expect.poll(() => actions.first().textContent()).toBe(L('Share via…'));
    // Measured once the lazy panels (the QR code) have loaded: a spinner mid-turn reaches past its box.
    await poll(() => page.locator('.spinner, [aria-busy="true"]').count()).toBe(0);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await expectAccessible(page, `touch popup after a shorten (${lang}, ${scheme})`);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `android-popup-result-${locale}-${scheme}.png`), fullPage: true, animations: 'disabled' });
    }
    await actions.first().click();
    expect((await shared(page))?.map((data) => data.url)).toEqual([short]);
    await page.close();
  });

  it('keeps the desktop layout where the browser has menus', async () => {
    const page = await session.openPopup('https://example.com/blog/on-a-desktop');
    await page.getByRole('button', { name: L('Shorten'), exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-touch'))).toBe(false);
    await page.close();
  });
});
