import type { Page } from 'playwright-core';
import type { TrimSession } from './support';

// The popup as Firefox for Android offers it (issue #36): Android has no context menus
// (MDN's browser-compat-data), which is what the popup reads to choose its touch layout; here
// Chromium's popup page is opened with the menus API taken away before any script runs.

export const PHONE = { width: 360, height: 640 };

/** The popup as Firefox for Android offers it: no menus API, a phone's viewport. */
export async function touchPopup(session: TrimSession, url: string): Promise<Page> {
  const page = await session.trim.context.newPage();
  await page.addInitScript(() => {
    const scope = globalThis as unknown as Record<string, Record<string, unknown> | undefined>;
    for (const name of ['chrome', 'browser']) {
      const api = scope[name];
      if (api) for (const key of ['contextMenus', 'menus']) Object.defineProperty(api, key, { value: undefined, configurable: true });
    }
    // Firefox for Android has the system share sheet (79+), Chromium on Linux does not: what it is given is kept.
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData[] }).shared = [...((window as unknown as { shared?: ShareData[] }).shared ?? []), data];
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  await page.setViewportSize(PHONE);
  await page.goto(`chrome-extension://${session.trim.extensionId}/popup.html?url=${encodeURIComponent(url)}`);
  return page;
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
