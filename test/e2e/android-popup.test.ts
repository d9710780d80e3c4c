import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflowingElements, translator } from './locale-helpers';
import { poll } from './popup-helpers';
import { expectAccessible, SCREENSHOT_DIR } from './manage-helpers';
import { startSession, type TrimSession } from './support';

// Issue #36: on Firefox for Android the popup is a page on a phone. Android has no context
// menus (MDN's browser-compat-data), which is what the popup reads to choose its touch layout;
// here Chromium's popup page is opened with the menus API taken away before any script runs,
// at a small phone's 360×640, light and dark, in every shipped language.

const PHONE = { width: 360, height: 640 };

/** The popup as Firefox for Android offers it: no menus API, a phone's viewport. */
async function touchPopup(session: TrimSession, url: string): Promise<Page> {
  const page = await session.trim.context.newPage();
  await page.addInitScript(() => {
    const scope = globalThis as unknown as Record<string, Record<string, unknown> | undefined>;
    for (const name of ['chrome', 'browser']) {
      const api = scope[name];
      if (api) for (const key of ['contextMenus', 'menus']) Object.defineProperty(api, key, { value: undefined, configurable: true });
    }
    // Firefox for Android has the system share sheet (79+), Chromium on Linux does not: what it is given is kept.
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData[] }).shared = [...((window as unknown as { shared?: ShareData[] }).shared ?? []), data];
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  await page.setViewportSize(PHONE);
  await page.goto(`chrome-extension://${session.trim.extensionId}/popup.html?url=${encodeURIComponent(url)}`);
  return page;
}

/** Every visible control a finger presses that is less than 48 px high or wide, described. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#app :is(button, a[href], select, input, textarea, summary, [role=tab])')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ el, rect }) => rect.height < 48 || (rect.width < 48 && !(el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))))
      .map(
        ({ el, rect }) =>
          `${el.tagName.toLowerCase()} “${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}” ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      ),
  );
}

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
    expect(await page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared?.map((data) => data.url))).toEqual([short]);
    await page.close();
  });

  it('keeps the desktop layout where the browser has menus', async () => {
    const page = await session.openPopup('https://example.com/blog/on-a-desktop');
    await page.getByRole('button', { name: L('Shorten'), exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-touch'))).toBe(false);
    await page.close();
  });
});
