import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SNAPSHOT_KEY } from '@/lib/boot/forget';
import { E2E_BUILD_DIR } from '@/test/harness/launch';
import { lookupSettled, poll, storedSettings } from './popup-helpers';
import { POPUP_VIEWPORT } from './popup-views';
import { startSession, type TrimSession } from './support';

// Issue #25: the popup paints its last plain first view from localStorage before its module has
// loaded (lib/boot), and the app takes those nodes over. What a user sees: the form at once, the
// same form a moment later with the page's address in it, nothing moving in between; never an
// address, a link or an error from an earlier opening.

const SHOTS = path.resolve('test-results/screenshots');
/**
 * popup.html whose module never loads (its tag names a file that does not exist): exactly
 * what the early paint draws before the app runs. The kept snapshot is told that build's name.
 */
const EARLY_PAGE = 'test-early-paint.html';
const NO_MODULE = '/chunks/early-paint-only.js';

/** Gone after each suite: the e2e build must stay the shipped one plus its test hooks (manifest.test.ts). */
const removeEarlyPage = () => rm(path.join(E2E_BUILD_DIR, EARLY_PAGE), { force: true });

async function writeEarlyPage(): Promise<void> {
  const html = await readFile(path.join(E2E_BUILD_DIR, 'popup.html'), 'utf8');
  await writeFile(path.join(E2E_BUILD_DIR, EARLY_PAGE), html.replace(/src="\/chunks\/popup-[^"]+\.js"/, `src="${NO_MODULE}"`));
}

/** Opens the early page on the kept snapshot, then puts the snapshot back as the popup's build took it. */
async function openEarly(open: (path: string) => Promise<Page>, from: Page): Promise<Page> {
  const kept = await storedSnapshot(from);
  if (kept === null) throw new Error('no snapshot kept');
  await from.evaluate(([key, value]) => localStorage.setItem(key, value), [BOOT_SNAPSHOT_KEY, JSON.stringify({ ...JSON.parse(kept), build: NO_MODULE })] as const);
  const early = await open(EARLY_PAGE);
  await early.locator('#app > *').first().waitFor();
  await from.evaluate(([key, value]) => localStorage.setItem(key, value), [BOOT_SNAPSHOT_KEY, kept] as const);
  return early;
}

const storedSnapshot = (page: Page) => page.evaluate((key) => localStorage.getItem(key), BOOT_SNAPSHOT_KEY);

/** Where the parts a user's eye lands on sit: the early paint and the settled popup must agree. */
const layout = (page: Page) =>
  page.evaluate(() =>
    ['#popup-tab-link', 'input[type="url"]', 'button[type="submit"]', '.header-links'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)] : [selector, 'missing'];
    }),
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
] as const)('the early paint (%s, %s)', (lang, scheme) => {
  let session: TrimSession;
  // Sized and coloured before it loads: a resize after the first frame would move things itself.
  const open = async (pathAndQuery: string) => {
    const page = await session.trim.context.newPage();
    await page.setViewportSize(POPUP_VIEWPORT);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto(`chrome-extension://${session.trim.extensionId}/${pathAndQuery}`);
    return page;
  };
  const popup = (url: string, extra = '') => open(`popup.html?url=${encodeURIComponent(url)}${extra}`);

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    await writeEarlyPage();
    session = await startSession({ sandbox: { rateLimit: 10_000 }, browser: { lang } });
    await session.configure();
  });

  afterAll(async () => {
    await session?.close();
    await removeEarlyPage();
  });

  it('paints the form before the script, with nothing of the page it was taken on, and the app takes it over without a shift', async () => {
    const first = await popup('https://example.com/private/first-page?token=abc');
    await lookupSettledIn(first, lang);
    await poll(() => storedSnapshot(first)).not.toBeNull();
    const snapshot = await storedSnapshot(first);
    expect(snapshot).not.toContain('first-page');
    expect(snapshot).not.toContain('token=abc');

    const early = await openEarly(open, first);
    await first.close();
    // The early paint: the form is there, inert until the app owns it, its address empty.
    const url = early.locator('input[type="url"]');
    await url.waitFor();
    expect(await url.inputValue()).toBe('');
    expect(await early.evaluate(() => document.getElementById('app')?.inert)).toBe(true);
    expect(await early.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const earlyLayout = await layout(early);
    await early.screenshot({ path: path.join(SHOTS, `popup-early-paint-${lang}-${scheme}.png`), animations: 'disabled' });
    await early.close();

    const second = await popup('https://example.com/second-page');
    await lookupSettledIn(second, lang);
    expect(await second.locator('input[type="url"]').inputValue()).toBe('https://example.com/second-page');
    expect(await second.evaluate(() => document.getElementById('app')?.inert)).toBe(false);
    expect(await layout(second)).toEqual(earlyLayout);
    expect(await layoutShift(second)).toBe(0);
    // Focus as without the early paint: on the alias, the first field a user fills.
    expect(await second.evaluate(() => document.activeElement?.id)).toMatch(/alias$/);
    await second.screenshot({ path: path.join(SHOTS, `popup-settled-${lang}-${scheme}.png`), animations: 'disabled' });
    await second.close();
  });

  it('keeps no first frame that showed a one-click failure', async () => {
    const plain = await popup('https://example.com/plain');
    await poll(() => storedSnapshot(plain)).not.toBeNull();
    await plain.close();
    const failed = await popup('https://example.com/failed', '&problem=Could%20not%20shorten&hint=Try%20again');
    await poll(() => storedSnapshot(failed)).toBeNull();
    await failed.close();
    // With nothing kept, the next opening draws from its script alone, and keeps its plain frame.
    const next = await popup('https://example.com/after');
    await lookupSettledIn(next, lang);
    expect(await next.evaluate(() => document.body.textContent)).not.toContain('Could not shorten');
    await poll(() => storedSnapshot(next)).not.toBeNull();
    await next.close();
  });
});

describe('what the early paint shows changes', () => {
  let session: TrimSession;
  beforeAll(async () => {
    await writeEarlyPage();
    session = await startSession({ sandbox: { rateLimit: 10_000 } });
    await session.configure();
  });
  afterAll(async () => {
    await session?.close();
    await removeEarlyPage();
  });

  it('a settings change or a reset forgets it; set-up shows no form', async () => {
    const popup = await session.openPopup('https://example.com/a');
    await poll(() => storedSnapshot(popup)).not.toBeNull();
    await popup.close();

    const options = await session.openOptions();
    await options.getByRole('button', { name: 'Check what this key can use' }).waitFor();
    // The choice shows at once and stays while it is saved (no flip-back to the stored theme).
    const dark = options.getByRole('radio', { name: 'Dark' });
    await dark.click();
    expect(await dark.isChecked()).toBe(true);
    await poll(async () => (await storedSettings(session))?.theme).toBe('dark');
    expect(await dark.isChecked()).toBe(true);
    await poll(() => storedSnapshot(options)).toBeNull();
    await options.getByRole('radio', { name: 'System' }).click();
    // Saved before the next opening keeps its frame: a save landing after it would forget it.
    await poll(async () => (await storedSettings(session))?.theme).toBe('system');

    const again = await session.openPopup('https://example.com/b');
    await poll(() => storedSnapshot(again)).not.toBeNull();
    await again.close();

    await options.getByRole('button', { name: 'Reset all settings…' }).click();
    await options.getByRole('dialog', { name: 'Reset all settings?' }).getByRole('button', { name: 'Reset' }).click();
    await poll(() => storedSnapshot(options)).toBeNull();
    await options.close();

    // Not set up: nothing kept to paint early, and the set-up screen.
    const firstRun = await session.openPopup('https://example.com/c');
    await firstRun.getByRole('button', { name: /Open settings/ }).waitFor();
    expect(await storedSnapshot(firstRun)).toBeNull();
    await firstRun.close();
  });
});

/** The English helper waits for English words; in another language the status line's end is the sign. */
async function lookupSettledIn(page: Page, lang: string): Promise<void> {
  if (lang === 'en') return lookupSettled(page);
  await page.locator('input[type="url"]').waitFor();
  await poll(() => page.evaluate(() => document.querySelector('.form-status')?.textContent ?? 'none')).toBe('');
}
