import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/settings/schema';
import { startSandbox, type Sandbox } from '../sandbox';
import { launchTrim, type TrimBrowser } from './launch';

// `npm start`: the seeded sandbox, Trim built for e2e and loaded in Chromium, configured
// against the sandbox, with the options page and the popup open. With a display the browser
// stays open until Ctrl-C; without one, screenshots of both surfaces in light and dark are
// written to test-results/screenshots/ and the process exits.

const SCREENSHOT_DIR = path.resolve('test-results/screenshots');
const PAGE_TO_SHORTEN = 'https://example.com/articles/hello-trim';

async function openSandbox(): Promise<Sandbox> {
  const port = Number(process.env.TRIM_SANDBOX_PORT ?? 8787);
  try {
    return await startSandbox({ port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.warn(`Port ${port} is taken; the sandbox uses a free port instead.`);
    return startSandbox({ port: 0 });
  }
}

async function configure(trim: TrimBrowser, sandbox: Sandbox): Promise<void> {
  const settings: Settings = { ...DEFAULT_SETTINGS, connection: { baseUrl: sandbox.url, apiKey: sandbox.apiKey } };
  const sw = await trim.serviceWorker();
  await sw.evaluate((value) => chrome.storage.local.set({ settings: value }), settings);
}

/** Waits for the surface to show its main control, so the screenshot is not of a blank page. */
async function settle(page: Page, role: 'button' | 'textbox', name: string): Promise<void> {
  await page.getByRole(role, { name }).first().waitFor({ timeout: 10_000 }).catch(() => undefined);
}

async function openSurfaces(trim: TrimBrowser): Promise<{ options: Page; popup: Page }> {
  const options = await trim.openPage('options.html');
  await settle(options, 'button', 'Save');
  const popup = await trim.openPage(`popup.html?url=${encodeURIComponent(PAGE_TO_SHORTEN)}`);
  await popup.setViewportSize({ width: 400, height: 600 }); // the popup's own width
  await settle(popup, 'button', 'Shorten');
  return { options, popup };
}

async function screenshots(pages: { options: Page; popup: Page }): Promise<string[]> {
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

async function main(): Promise<void> {
  const headless = !process.env.DISPLAY;
  const sandbox = await openSandbox();
  const trim = await launchTrim({ headless });
  await configure(trim, sandbox);

  console.log(`Sandbox:  ${sandbox.url}`);
  console.log(`API key:  ${sandbox.apiKey}`);
  console.log(`Trim id:  ${trim.extensionId}`);

  const pages = await openSurfaces(trim);

  if (headless) {
    const files = await screenshots(pages);
    console.log('No display: screenshots written to');
    for (const file of files) console.log(`  ${path.relative(process.cwd(), file)}`);
    await trim.close();
    await sandbox.close();
    return;
  }

  console.log('Trim is open on the sandbox. Press Ctrl-C to stop.');
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
    trim.context.once('close', () => resolve());
  });
  await trim.close().catch(() => undefined);
  await sandbox.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
