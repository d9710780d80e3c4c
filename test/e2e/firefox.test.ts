import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSettings } from '@/test/harness/settings';
import { buildFirefoxE2e } from '@/test/firefox/build';
import { firefoxMissing, launchFirefoxTrim, waitUntil, type FirefoxTrim } from '@/test/firefox/launch';
import { startSandbox, type Sandbox } from '@/test/sandbox';

// Smoke test in real Firefox ESR (Debian's), over WebDriver BiDi with puppeteer-core: the
// Firefox build, installed, shortens a URL against the sandbox. The Chromium suites cover
// the journeys in depth; this proves the Firefox package works end to end.

const unavailable = firefoxMissing();
if (unavailable) console.warn(`Firefox smoke test skipped: ${unavailable}`);

interface ExtensionGlobal {
  browser: {
    storage: { local: { set(items: Record<string, unknown>): Promise<void> } };
    permissions: { getAll(): Promise<{ origins?: string[]; data_collection?: string[] }> };
  };
}

describe.skipIf(unavailable !== undefined)('Trim in Firefox ESR', () => {
  let sandbox: Sandbox;
  let firefox: FirefoxTrim;

  beforeAll(async () => {
    const extensionDir = buildFirefoxE2e();
    sandbox = await startSandbox({ port: 0 });
    firefox = await launchFirefoxTrim({ extensionDir });
  }, 120_000);

  afterAll(async () => {
    await firefox?.close();
    await sandbox?.close();
  });

  it('is installed with the loopback host access and the declared data collection', async () => {
    const page = await firefox.openPage('popup.html');
    const granted = await page.evaluate(() => (globalThis as unknown as ExtensionGlobal).browser.permissions.getAll());
    await page.close();
    // Without the host permission every request would fail as a bare "NetworkError".
    expect(granted.origins).toContain('http://127.0.0.1/*');
    expect(granted.data_collection?.sort()).toEqual(['authenticationInfo', 'browsingActivity', 'personallyIdentifyingInfo', 'websiteContent']);
  });

  it('shortens a URL from the popup against the sandbox', async () => {
    // Configure as the options page would after Save: write the settings from an extension page.
    const stored = testSettings({ baseUrl: sandbox.url, apiKey: sandbox.apiKey });
    const setup = await firefox.openPage('popup.html');
    await setup.evaluate((value) => (globalThis as unknown as ExtensionGlobal).browser.storage.local.set(value), stored);
    await setup.close();

    const longUrl = `https://example.com/firefox-smoke/${Date.now()}`;
    const popup = await firefox.openPage(`popup.html?url=${encodeURIComponent(longUrl)}`);
    sandbox.clearRequests();
    // Not the locator's own enabled check, nor waitForFunction: both are blocked by the
    // extension page's CSP in Firefox ESR 140 (see waitUntil). The locator still finds the
    // button again if a re-render replaced it, scrolls it into view and waits for it to stand still.
    const shorten = '::-p-aria([name="Shorten"][role="button"])';
    await waitUntil(async () => (await (await popup.$(shorten))?.evaluate((el) => !(el as HTMLButtonElement).disabled)) === true, 'enabled Shorten button');
    await popup.locator(shorten).setTimeout(15_000).setWaitForEnabled(false).click();

    const field = await popup.waitForSelector('::-p-aria([name="Short link"][role="textbox"])', { timeout: 15_000 });
    if (!field) throw new Error('no "Short link" textbox after Shorten');
    await waitUntil(async () => (await field.evaluate((el) => (el as HTMLInputElement).value)) !== '', 'short link in the "Short link" field');
    const shortLink = await field.evaluate((el) => (el as HTMLInputElement).value);

    const link = sandbox.store.state.links.find((l) => l.longUrl === longUrl);
    expect(link, 'the sandbox stored the new link').toBeDefined();
    expect(shortLink.endsWith(`/${link?.alias}`)).toBe(true);
    const adds = sandbox.requests().filter((r) => r.method === 'POST' && r.path === '/api/url/add');
    expect(adds.map((r) => r.status)).toEqual([200]);
  });
});
