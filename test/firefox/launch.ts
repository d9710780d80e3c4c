import { existsSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

// Drives Debian's Firefox ESR over WebDriver BiDi with the built extension installed as a
// temporary add-on. Two things make extension pages reachable without any test hook in the
// extension itself:
// - `extensions.webextensions.uuids` fixes the moz-extension UUID before install, so the
//   page URLs are known in advance;
// - `--remote-allow-system-access` lifts the BiDi rule that refuses navigations to
//   non-web schemes ("Navigation to moz-extension://… is not allowed in this context").
// Temporary installs get the manifest's host_permissions (127.0.0.1 in the e2e build) and
// its required data collection permissions without a prompt.

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const FIREFOX_E2E_BUILD_DIR = path.resolve('.output/firefox-mv3-e2e');
const GECKO_ID = 'trim@trim-extension.org';
const UUID = '7d1c0f5e-2b8a-4c53-9e61-0a3b5c7d9e21';

export interface FirefoxTrim {
  browser: Browser;
  baseUrl: string;
  /** Opens an extension page (e.g. `popup.html?url=…`) in a new tab, once its DOM is parsed. */
  openPage(pathAndQuery: string): Promise<Page>;
  close(): Promise<void>;
}

/** Why Firefox cannot be driven here, or undefined when it can be tried. */
export function firefoxMissing(): string | undefined {
  if (!existsSync(FIREFOX_PATH)) return `no Firefox at ${FIREFOX_PATH} (apt-get install firefox-esr, or set FIREFOX_PATH)`;
  return undefined;
}

async function waitForDocument(page: Page, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await page.evaluate(() => ({ href: location.href, ready: document.readyState })).catch(() => undefined); // the context is replaced while the navigation commits
    if (state && state.href === url && state.ready !== 'loading') return;
    if (Date.now() > deadline) throw new Error(`Firefox did not load ${url} within ${timeoutMs} ms (at ${state?.href})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until `check` (run here, in Node) says yes. Puppeteer's `waitForFunction`, and the
 * enabled check inside `locator(…).click()`, build their predicate with `new Function` in the
 * page's own realm, and an extension page's CSP (`script-src 'self'`) blocks that: Firefox ESR
 * 140 throws "call to Function() blocked by CSP" on every try (ESR 153 lets WebDriver through),
 * so such a wait never succeeds. `evaluate`, `$` and `waitForSelector` (which polls in an
 * isolated realm) are not subject to the page's CSP; build waits from them.
 */
export async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error; // a node replaced by a re-render, or the document between two states
    }
    if (Date.now() > deadline) throw new Error(`Firefox: no ${what} within ${timeoutMs} ms${last ? ` (last error: ${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function launchFirefoxTrim(options: { extensionDir?: string; headless?: boolean } = {}): Promise<FirefoxTrim> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: options.headless ?? true,
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: UUID }) },
  });
  try {
    await browser.installExtension(path.resolve(options.extensionDir ?? FIREFOX_E2E_BUILD_DIR));
  } catch (error) {
    await browser.close();
    throw error;
  }
  const baseUrl = `moz-extension://${UUID}/`;
  return {
    browser,
    baseUrl,
    async openPage(pathAndQuery) {
      const page = await browser.newPage();
      const url = baseUrl + pathAndQuery.replace(/^\//, '');
      // The navigation commits, but puppeteer's BiDi wait for it never settles when the tab
      // switches to the extension process; watch the document instead of awaiting goto.
      page.goto(url, { timeout: 0 }).catch(() => undefined);
      await waitForDocument(page, new URL(url).href, 15_000);
      return page;
    },
    close: () => browser.close(),
  };
}
