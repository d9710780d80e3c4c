import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_BUILD_DIR } from '@/test/harness/launch';
import { lookupSettled, poll, storedSettings } from './popup-helpers';
import { POPUP_VIEWPORT } from './popup-views';
import { startSession, type TrimSession } from './support';

// Issue #33: the popup's first frame is fixed at build time (entrypoints/popup/index.html): the
// form's top with bars for its words, in the browser language's direction and the theme the
// user chose, then the app below and over it with nothing moving. It holds no word and no state
// of any opening, so it can never be stale, and nothing a page could plant in localStorage
// reaches it.

const SHOTS = path.resolve('test-results/screenshots');
/** popup.html whose module never loads: exactly the frame the browser paints before the app runs. */
const FRAME_PAGE = 'test-first-frame.html';

/** Gone after each suite: the e2e build must stay the shipped one plus its test hooks (manifest.test.ts). */
const removeFramePage = () => rm(path.join(E2E_BUILD_DIR, FRAME_PAGE), { force: true });

async function writeFramePage(): Promise<void> {
  const html = await readFile(path.join(E2E_BUILD_DIR, 'popup.html'), 'utf8');
  await writeFile(path.join(E2E_BUILD_DIR, FRAME_PAGE), html.replace(/src="\/chunks\/popup-[^"]+\.js"/, 'src="/chunks/first-frame-only.js"'));
}

/** Where the parts the frame shares with the app sit: the header, the tab strip, the two fields. */
const layout = (page: Page, root: string) =>
  page.evaluate(
    (root) =>
      ['.popup-header', '.tab-list', '.field:nth-child(1) .input', '.field:nth-child(2) .input'].map((selector) => {
        const box = document.querySelector(`${root} ${selector}`)?.getBoundingClientRect();
        return box ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)] : [selector, 'missing'];
      }),
    root,
  );

/** The layout shifts the page recorded since it opened (buffered), as the browser scores them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );

describe.each([
  ['en', 'light'],
  ['en', 'dark'],
  ['ar', 'light'],
] as const)('the first frame (%s, %s)', (lang, scheme) => {
  let session: TrimSession;
  // Sized and coloured before it loads: a resize after the first frame would move things itself.
  const open = async (pathAndQuery: string) => {
    const page = await session.trim.context.newPage();
    await page.setViewportSize(POPUP_VIEWPORT);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto(`chrome-extension://${session.trim.extensionId}/${pathAndQuery}`);
    return page;
  };

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    await writeFramePage();
    session = await startSession({ sandbox: { rateLimit: 10_000 }, browser: { lang } });
    await session.configure();
  });

  afterAll(async () => {
    await session?.close();
    await removeFramePage();
  });

  it('holds no word, runs in the language direction, and the app takes its place without a shift', async () => {
    const frame = await open(FRAME_PAGE);
    await frame.locator('.popup-skeleton .input').first().waitFor();
    // The product's name is the one text: it is the same in every language.
    expect((await frame.locator('body').innerText()).replace(/\s+/g, ' ').trim()).toBe('✂ Trim');
    // Laid out in the language's direction by the stylesheet itself (no script needed).
    expect(await frame.evaluate(() => getComputedStyle(document.querySelector('.popup-skeleton')!).direction)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const frameLayout = await layout(frame, '.popup-skeleton');
    expect(frameLayout.every(([, x]) => x !== 'missing')).toBe(true);
    await frame.screenshot({ path: path.join(SHOTS, `popup-first-frame-${lang}-${scheme}.png`), animations: 'disabled' });
    await frame.close();

    const popup = await open(`popup.html?url=${encodeURIComponent('https://example.com/article')}`);
    await popup.locator('input[type="url"]').waitFor();
    await session.settled();
    expect(await popup.locator('.popup-skeleton').isVisible()).toBe(false);
    expect(await layout(popup, '#app')).toEqual(frameLayout);
    expect(await layoutShift(popup)).toBe(0);
    await popup.screenshot({ path: path.join(SHOTS, `popup-settled-${lang}-${scheme}.png`), animations: 'disabled' });
    await popup.close();
  });
});

describe('what the first frame reads', () => {
  let session: TrimSession;
  const frameTheme = async () => {
    const frame = await session.trim.openPage(FRAME_PAGE);
    await frame.locator('.popup-skeleton').waitFor();
    const theme = await frame.evaluate(() => document.documentElement.getAttribute('data-theme'));
    await frame.close();
    return theme;
  };

  beforeAll(async () => {
    await writeFramePage();
    session = await startSession({ sandbox: { rateLimit: 10_000 } });
    await session.configure();
  });
  afterAll(async () => {
    await session?.close();
    await removeFramePage();
  });

  it('paints in the theme chosen last, whichever page chose it', async () => {
    expect(await frameTheme()).toBeNull();
    const options = await session.openOptions();
    await options.getByRole('button', { name: 'Check what this key can use' }).waitFor();
    // The choice shows at once and stays while it is saved (no flip-back to the stored theme).
    const dark = options.getByRole('radio', { name: 'Dark' });
    await dark.click();
    expect(await dark.isChecked()).toBe(true);
    await poll(async () => (await storedSettings(session))?.theme).toBe('dark');
    expect(await dark.isChecked()).toBe(true);
    expect(await frameTheme()).toBe('dark');
    await options.getByRole('radio', { name: 'System' }).click();
    await poll(async () => (await storedSettings(session))?.theme).toBe('system');
    expect(await frameTheme()).toBeNull();
    await options.close();
  });

  it('takes nothing planted in localStorage: no markup, no attribute, no navigation', async () => {
    const options = await session.openOptions();
    await options.getByRole('button', { name: 'Check what this key can use' }).waitFor();
    const hostile = '<meta http-equiv="refresh" content="0;url=https://evil.example/"><img src="https://evil.example/pixel.png">';
    // A record of the early paint of versions before, and a theme that is not one.
    await options.evaluate((markup) => {
      localStorage.setItem('trim:theme', `dark" onload="alert(1)`);
      localStorage.setItem('trim:boot-snapshot', JSON.stringify({ build: '', language: 'en', attributes: [['onclick', 'alert(1)']], html: markup }));
    }, hostile);
    await options.close();

    const frame = await session.trim.openPage(FRAME_PAGE);
    await frame.locator('.popup-skeleton').waitFor();
    expect(await frame.evaluate(() => [...document.documentElement.attributes].map((a) => a.name).sort())).toEqual(['dir', 'lang']);
    expect(await frame.locator('meta[http-equiv], img').count()).toBe(0);
    await frame.close();

    const popup = await session.openPopup('https://example.com/planted');
    await lookupSettled(popup);
    expect(new URL(popup.url()).pathname).toBe('/popup.html');
    expect(await popup.locator('meta[http-equiv], img[src^="https:"]').count()).toBe(0);
    // The old record goes with the first opening; the bad theme was never applied.
    expect(await popup.evaluate(() => [localStorage.getItem('trim:boot-snapshot'), document.documentElement.getAttribute('data-theme')])).toEqual([null, null]);
    await popup.close();
  });
});
