import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflowingElements } from './locale-helpers';
import { optionsViews, popupViews, POPUP_VIEWPORT } from './popup-views';
import { startSession, type TrimSession } from './support';

// Each state of the popup and the options page in light and dark: nothing in it overflows its
// box or scrolls the page sideways (what a user would see cut off), and its screenshot is kept
// in test-results/screenshots/ to be looked at.

const DIR = path.resolve('test-results/screenshots');

let session: TrimSession;

/** Once Trim has nothing in flight, no spinner turns: one left would spin for ever (and a spinner mid-turn is wider than its box). */
async function expectNoSpinner(page: Page) {
  await session.settled();
  expect(await page.locator('.spinner:visible').count()).toBe(0);
}

beforeAll(async () => {
  await mkdir(DIR, { recursive: true });
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});

const popupShots = ['installations', 'form', 'advanced', 'invalid', 'result', 'existing', 'shortLink', 'cleaned', 'stats', 'recent', 'recentSearch', 'paste', 'firstRun'] as const;
const optionsShots = ['signedIn', 'error', 'installations', 'addInstallation', 'removeDialog', 'areas', 'clickHistory', 'storedLinks', 'quickPath', 'resetDialog'] as const;

describe.each(['light', 'dark'] as const)('screenshots in %s mode', (scheme) => {
  it.each(popupShots)(`popup %s`, async (view) => {
    await session.configure();
    session.sandbox.resetRateLimits();
    const page = await popupViews[view](session);
    try {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const file = path.join(DIR, `popup-${view}-${scheme}.png`);
      // Views that load after the first paint ("Shorten all tabs", the QR panel) are in: measured with them, the page keeps its height.
      await session.settled();
      // A real popup is as tall as its content (up to 600 px): measure it at a small height.
      await page.setViewportSize({ width: POPUP_VIEWPORT.width, height: 160 });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: POPUP_VIEWPORT.width, height: Math.min(Math.max(height, 200), 1400) });
      await expectNoSpinner(page);
      expect(await overflowingElements(page)).toEqual([]);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    } finally {
      await page.close();
    }
  });

  it.each(optionsShots)(`options %s`, async (view) => {
    await session.configure();
    session.sandbox.resetRateLimits();
    const page = await optionsViews[view](session);
    try {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 960, height: 900 });
      await expectNoSpinner(page);
      expect(await overflowingElements(page)).toEqual([]);
      await page.screenshot({ path: path.join(DIR, `options-${view}-${scheme}.png`), fullPage: true, animations: 'disabled' });
    } finally {
      await page.close();
    }
  });
});
