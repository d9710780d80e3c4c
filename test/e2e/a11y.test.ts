import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { optionsViews, popupViews } from './popup-views';
import { poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// axe-core on every state of the popup and the options page, in light and in dark:
// no serious or critical violation.

let session: TrimSession;

beforeAll(async () => {
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

const views = [
  ...Object.entries(popupViews).map(([name, open]) => [`popup ${name}`, open] as const),
  ...Object.entries(optionsViews).map(([name, open]) => [`options ${name}`, open] as const),
];

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (scheme) => {
  it.each(views)('%s: no serious or critical violations', async (_name, open) => {
    await session.configure();
    session.sandbox.resetRateLimits();
    const page = await open(session);
    try {
      // Reduced motion turns the colour transitions off, so axe never samples a half-switched theme.
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
      expect(await seriousViolations(page)).toEqual([]);
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
