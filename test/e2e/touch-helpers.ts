import type { Page } from 'playwright-core';
import type { TrimSession } from './support';

// Trim's pages as Firefox for Android offers them (issue #36), emulated in Chromium on every page
// a phone test checks (issue #42): a phone's viewport and touch (CDP's device metrics with
// `mobile`, and touch emulation: touch events and points; Chromium keeps its media query
// `pointer` fine, which Trim does not read), `runtime.getPlatformInfo`
// answering android, and the APIs Android lacks (menus, omnibox, commands, windows) taken from
// both `chrome` and `browser` before any script runs. The page is checked after it loads: an
// emulation that did not take fails the test instead of testing the desktop.

export const PHONE = { width: 360, height: 640 };

/** What Firefox for Android lacks (MDN's browser-compat-data), as both namespaces name them. */
const ANDROID_LACKS = ['contextMenus', 'menus', 'omnibox', 'commands', 'windows'];

/** Opens `pathAndQuery` (e.g. `options.html`) of Trim on an emulated phone, and checks that the emulation took. */
export async function phonePage(session: TrimSession, pathAndQuery: string, options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const viewport = options.viewport ?? PHONE;
  const page = await session.trim.context.newPage();
  // Playwright's own viewport first: its full-page screenshots restore the size it knows.
  await page.setViewportSize(viewport);
  const cdp = await session.trim.context.newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 2, mobile: true });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await page.addInitScript((lacks: string[]) => {
    const scope = globalThis as unknown as Record<string, Record<string, unknown> | undefined>;
    const android = () => Promise.resolve({ os: 'android', arch: 'arm64', nacl_arch: 'arm' });
    for (const name of ['chrome', 'browser']) {
      const api = scope[name];
      if (!api) continue;
      for (const key of lacks) Object.defineProperty(api, key, { value: undefined, configurable: true });
      const runtime = api.runtime as Record<string, unknown> | undefined;
      if (runtime) Object.defineProperty(runtime, 'getPlatformInfo', { value: android, configurable: true });
    }
    // Firefox for Android has the system share sheet (79+), Chromium on Linux does not: what it is given is kept.
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData[] }).shared = [...((window as unknown as { shared?: ShareData[] }).shared ?? []), data];
        return Promise.resolve();
      },
      configurable: true,
    });
    (globalThis as unknown as { __phone?: boolean }).__phone = true;
  }, ANDROID_LACKS);
  await page.goto(`chrome-extension://${session.trim.extensionId}/${pathAndQuery.replace(/^\//, '')}`);
  await expectPhone(page);
  return page;
}

/** Fails unless `page` is the phone phonePage() makes: its init script ran, it has touch, and Android's missing APIs are missing. */
export async function expectPhone(page: Page): Promise<void> {
  const problems = await page.evaluate(async (lacks: string[]) => {
    const found: string[] = [];
    const scope = globalThis as unknown as Record<string, Record<string, unknown> | undefined> & { __phone?: boolean };
    if (scope.__phone !== true) found.push('the init script did not run');
    if (navigator.maxTouchPoints < 1) found.push('no touch points');
    if (innerWidth > 480) found.push(`the viewport is ${innerWidth} px wide`);
    for (const name of ['chrome', 'browser']) {
      const api = scope[name];
      if (!api) continue;
      for (const key of lacks) if (api[key] !== undefined) found.push(`${name}.${key} is there`);
      const runtime = api.runtime as { getPlatformInfo?: () => Promise<{ os: string }> } | undefined;
      if (runtime?.getPlatformInfo && (await runtime.getPlatformInfo()).os !== 'android') found.push(`${name}.runtime.getPlatformInfo() is not android`);
    }
    return found;
  }, ANDROID_LACKS);
  if (problems.length > 0) throw new Error(`The phone emulation did not take on ${page.url()}: ${problems.join('; ')}`);
}

/** The popup as Firefox for Android offers it, on `url`. */
export function touchPopup(session: TrimSession, url: string): Promise<Page> {
  return phonePage(session, `popup.html?url=${encodeURIComponent(url)}`);
}

/** What the page handed to the system share sheet, in order. */
export function shared(page: Page): Promise<ShareData[] | undefined> {
  return page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared);
}

/** Every visible control a finger presses that is less than 48 px high or wide, described. */
export function smallTargets(page: Page): Promise<string[]> {
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
