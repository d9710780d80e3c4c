import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Sandbox } from '@/test/sandbox';
import type { TrimBrowser } from './launch';
import { testSettings } from './settings';

// `npm start` with a browser: Trim configured against the sandbox, its options page and popup
// open, and (without a display) screenshots of both in light and dark.

const SCREENSHOT_DIR = path.resolve('test-results/screenshots');
const PAGE_TO_SHORTEN = 'https://example.com/articles/hello-trim';

export async function configure(trim: TrimBrowser, sandbox: Sandbox): Promise<void> {
  const stored = testSettings({ baseUrl: sandbox.url, apiKey: sandbox.apiKey });
  const sw = await trim.serviceWorker();
  await sw.evaluate((value) => chrome.storage.local.set(value), stored);
}

/** Waits for the surface to show its main control, so the screenshot is not of a blank page. */
async function settle(page: Page, role: 'button' | 'textbox', name: string): Promise<void> {
  await page
    .getByRole(role, { name })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
}

export async function openSurfaces(trim: TrimBrowser): Promise<{ options: Page; popup: Page }> {
  const options = await trim.openPage('options.html');
  await settle(options, 'button', 'Save');
  const popup = await trim.openPage(`popup.html?url=${encodeURIComponent(PAGE_TO_SHORTEN)}`);
  await popup.setViewportSize({ width: 400, height: 600 }); // the popup's own width
  await settle(popup, 'button', 'Shorten');
  return { options, popup };
}

export async function screenshots(pages: { options: Page; popup: Page }): Promise<string[]> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const written: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, page] of Object.entries(pages)) {
      // The theme setting is "system": the emulated colour scheme picks light or dark.
      await page.emulateMedia({ colorScheme: scheme });
      const file = path.join(SCREENSHOT_DIR, `${name}-${scheme}.png`);
      // Transitions finished: right after the switch, buttons are still fading between the schemes.
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      written.push(file);
    }
  }
  return written;
}
