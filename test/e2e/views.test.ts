import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { overflowingElements } from './locale-helpers';
import { optionsViews, popupViews, POPUP_VIEWPORT } from './popup-views';
import { poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// Every state of the popup and the options page, in light and in dark, opened once (issue #42:
// the accessibility and screenshot suites each opened every view): once Trim has settled no
// spinner turns, nothing overflows its box or scrolls the page sideways (what a user would see
// cut off), axe finds no serious or critical violation, and the screenshot is kept in
// test-results/screenshots/ to be looked at.

const DIR = path.resolve('test-results/screenshots');

let session: TrimSession;

beforeAll(async () => {
  await mkdir(DIR, { recursive: true });
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A popup is as tall as its content (up to 600 px in a browser): measured at a small height, then shown whole. */
async function popupSize(page: Page): Promise<void> {
  await page.setViewportSize({ width: POPUP_VIEWPORT.width, height: 160 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: POPUP_VIEWPORT.width, height: Math.min(Math.max(height, 200), 1400) });
}

const views = [
  ...Object.entries(popupViews).map(([name, open]) => [`popup-${name}`, open] as const),
  ...Object.entries(optionsViews).map(([name, open]) => [`options-${name}`, open] as const),
];

describe.each(['light', 'dark'] as const)('every view in %s mode', (scheme) => {
  it.each(views)('%s: no spinner left, nothing overflows, no serious axe violation; its picture', async (name, open) => {
    await session.configure();
    session.sandbox.resetRateLimits();
    const page = await open(session);
    try {
      // Reduced motion turns the colour transitions off, so neither axe nor the picture samples a half-switched theme.
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
      // Views that load after the first paint ("Shorten all tabs", the QR panel) are in: measured with them.
      await session.settled();
      if (name.startsWith('popup-')) await popupSize(page);
      else await page.setViewportSize({ width: 960, height: 900 });
      await session.settled();
      // Nothing is in flight: a spinner still turning would turn for ever.
      expect(await page.locator('.spinner:visible').count()).toBe(0);
      expect(await overflowingElements(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(DIR, `${name}-${scheme}.png`), fullPage: true, animations: 'disabled' });
    } finally {
      await page.close();
    }
  });
});

describe('accessibility: the theme setting overrides the system', () => {
  it('settings.theme = dark on a light system: dark tokens, still no violations', async () => {
    await session.configure({ theme: 'dark' });
    const page = await popupViews.result(session);
    try {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(15, 18, 23)');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
      await session.configure();
    }
  });
});

describe('accessibility: reduced motion', () => {
  it('a theme change paints every colour of the new theme at once, nothing mid-change', async () => {
    const page = await session.trim.openPage('manage.html?section=domains');
    try {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      const alert = page.locator('.alert').filter({ hasText: 'Point the domain at the service first' });
      await alert.waitFor();
      // What choosing Dark does (applyTheme), read in the same task: what the next frame paints.
      const painted = await alert.evaluate((node) => {
        document.documentElement.dataset.theme = 'dark';
        return {
          page: getComputedStyle(document.documentElement).backgroundColor,
          alert: getComputedStyle(node).backgroundColor,
          text: getComputedStyle(node.querySelector('.alert-title')!).color,
          running: document.getAnimations().length,
        };
      });
      expect(painted).toEqual({ page: 'rgb(15, 18, 23)', alert: 'rgb(31, 45, 74)', text: 'rgb(232, 235, 240)', running: 0 });
    } finally {
      await page.close();
    }
  });
});
