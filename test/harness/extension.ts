import type { Page, Worker } from 'playwright-core';
import type { TrimBrowser } from './launch';
import type { TrimTestHooks } from '@/entrypoints/background/test-hooks';

/** What the e2e build's worker keeps on its global for the tests (test-hooks.ts, test-log.ts). */
interface TrimWorkerGlobal {
  __trimTest: TrimTestHooks;
  __trimNotifications?: ShownNotification[];
  __trimMenus?: ShownMenuItem[];
  __trimMarker?: boolean;
}

// Reaching into the running extension from a test: the e2e build's test hooks (the same
// handlers contextMenus.onClicked / commands.onCommand call), the badge, storage, the
// clipboard, and stopping the service worker the way Chrome does when it goes idle.

type MenuItem = 'trim-shorten-link' | 'trim-shorten-page' | 'trim-shorten-image' | 'trim-shorten-selection' | 'trim-shorten-text';

export interface MenuClick {
  /** An item, or with several installations one's entry under it: `trim-shorten-link@<installation id>`. */
  menuItemId: MenuItem | `${MenuItem}@${string}` | 'trim-open';
  linkUrl?: string;
  srcUrl?: string;
  pageUrl?: string;
  selectionText?: string;
  frameId?: number;
}

export async function clickMenu(trim: TrimBrowser, info: MenuClick, tab?: { url?: string; id?: number }): Promise<void> {
  const sw = await trim.serviceWorker();
  await sw.evaluate(([i, t]) => (globalThis as unknown as TrimWorkerGlobal).__trimTest.clickMenu(i, t), [info, tab] as const);
}

/** Fires many clicks at once inside the worker, as a user hammering the menu would. */
export async function clickMenuBurst(trim: TrimBrowser, infos: MenuClick[]): Promise<void> {
  const sw = await trim.serviceWorker();
  await sw.evaluate((all) => {
    // Not awaited: the clicks overlap like real ones; the queue orders them.
    for (const info of all) void (globalThis as unknown as TrimWorkerGlobal).__trimTest.clickMenu(info, undefined);
  }, infos);
}

export async function runCommand(trim: TrimBrowser, name: string, tab?: { url?: string }): Promise<void> {
  const sw = await trim.serviceWorker();
  await sw.evaluate(([n, t]) => (globalThis as unknown as TrimWorkerGlobal).__trimTest.runCommand(n, t), [name, tab] as const);
}

/** The toolbar button's click, as action.onClicked delivers it when one click shortens. */
export async function clickToolbar(trim: TrimBrowser, tab: { url?: string; id?: number }): Promise<void> {
  const sw = await trim.serviceWorker();
  await sw.evaluate((t) => (globalThis as unknown as TrimWorkerGlobal).__trimTest.clickToolbar(t), tab);
}

/** What the address bar would list after `s ` and `text` (the worker's onInputChanged handler). */
export async function typeInAddressBar(trim: TrimBrowser, text: string): Promise<{ content: string; description: string }[]> {
  const sw = await trim.serviceWorker();
  return sw.evaluate((t) => (globalThis as unknown as TrimWorkerGlobal).__trimTest.typeInAddressBar(t), text);
}

/** Enter (currentTab) or Alt+Enter (newForegroundTab) in the address bar on `text`. */
export async function enterInAddressBar(trim: TrimBrowser, text: string, disposition: 'currentTab' | 'newForegroundTab' | 'newBackgroundTab' = 'currentTab') {
  const sw = await trim.serviceWorker();
  return sw.evaluate(([t, d]) => (globalThis as unknown as TrimWorkerGlobal).__trimTest.enterInAddressBar(t, d), [text, disposition] as const);
}

/** Fires one of Trim's alarms through the handler alarms.onAlarm calls. */
export async function fireAlarm(trim: TrimBrowser, name: string): Promise<void> {
  const sw = await trim.serviceWorker();
  await sw.evaluate((n) => (globalThis as unknown as TrimWorkerGlobal).__trimTest.fireAlarm(n), name);
}

/** A forced refresh of an installation's link index as if it ran at `now` (epoch ms). */
export async function refreshIndexAt(trim: TrimBrowser, installation: string, now: number): Promise<string> {
  const sw = await trim.serviceWorker();
  return sw.evaluate(([id, at]) => (globalThis as unknown as TrimWorkerGlobal).__trimTest.refreshAt(id, at), [installation, now] as const);
}

/** The installation's link index, click series and status gone, as after the options page's Clear. */
export async function clearLinkIndex(trim: TrimBrowser, installation: string): Promise<void> {
  const sw = await trim.serviceWorker();
  await sw.evaluate((id) => (globalThis as unknown as TrimWorkerGlobal).__trimTest.clearIndex(id), installation);
}

/** One link's click series as stored (IndexedDB), or null. */
export async function linkSeries(trim: TrimBrowser, installation: string, id: number): Promise<{ start: number; base: number; steps: (number | null)[] } | null> {
  const sw = await trim.serviceWorker();
  return sw.evaluate(([i, l]) => (globalThis as unknown as TrimWorkerGlobal).__trimTest.series(i, l), [installation, id] as const);
}

/** How many IndexedDB records of each kind an installation has. */
export async function recordCounts(trim: TrimBrowser, installation: string): Promise<{ links: number; series: number; bodies: number; fills: number }> {
  const sw = await trim.serviceWorker();
  return sw.evaluate((id) => (globalThis as unknown as TrimWorkerGlobal).__trimTest.recordCounts(id), installation);
}

export interface ShownMenuItem {
  id: string;
  title: string;
  parentId?: string;
}

/** The right-click items as the worker last registered them (the e2e build logs them). */
export async function menusShown(trim: TrimBrowser): Promise<ShownMenuItem[]> {
  const sw = await trim.serviceWorker();
  return sw.evaluate(() => (globalThis as unknown as TrimWorkerGlobal).__trimMenus ?? []);
}

export async function badgeText(trim: TrimBrowser): Promise<string> {
  const sw = await trim.serviceWorker();
  return sw.evaluate(() => chrome.action.getBadgeText({}));
}

export interface ShownNotification {
  id: string;
  title: string;
  message: string;
}

/** The notifications shown since the last clear (the e2e build logs their text). */
export async function notifications(trim: TrimBrowser): Promise<ShownNotification[]> {
  const sw = await trim.serviceWorker();
  return sw.evaluate(() => ((globalThis as unknown as TrimWorkerGlobal).__trimNotifications ?? []) as ShownNotification[]);
}

export async function notificationIds(trim: TrimBrowser): Promise<string[]> {
  return (await notifications(trim)).map((n) => n.id);
}

export async function clearNotifications(trim: TrimBrowser): Promise<void> {
  const sw = await trim.serviceWorker();
  await sw.evaluate(async () => {
    (globalThis as unknown as TrimWorkerGlobal).__trimNotifications = [];
    for (const id of Object.keys(await chrome.notifications.getAll())) await chrome.notifications.clear(id);
  });
}

export async function storageValue<T>(trim: TrimBrowser, key: string): Promise<T | undefined> {
  const sw = await trim.serviceWorker();
  return sw.evaluate(async (k) => (await chrome.storage.local.get(k))[k], key) as Promise<T | undefined>;
}

/**
 * Reads the system clipboard from an ordinary page of `origin` (clipboard-read granted), so
 * the test sees what the user would paste, whoever wrote it (offscreen document or page).
 */
export async function readClipboard(trim: TrimBrowser, origin: string): Promise<string> {
  await trim.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = await trim.context.newPage();
  try {
    await page.goto(`${origin}/__clipboard-reader`);
    await page.bringToFront();
    return await page.evaluate(() => navigator.clipboard.readText());
  } finally {
    await page.close();
  }
}

/**
 * Stops every service worker through the DevTools protocol, as Chrome does to an idle
 * extension worker. Playwright (≥1.59, microsoft/playwright#39476) keeps the same Worker
 * object across the restart, so later evaluate() calls reach the new instance.
 */
export async function stopServiceWorkers(trim: TrimBrowser, page?: Page): Promise<void> {
  const host = page ?? (await trim.context.newPage());
  const cdp = await trim.context.newCDPSession(host);
  try {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
  } finally {
    await cdp.detach();
    if (!page) await host.close();
  }
}

/**
 * Stops every service worker as stopServiceWorkers does, then starts the extension's again at
 * once, as the next event for it would: the worker's main runs again on the same storage. Mark
 * the worker before (markWorker) to tell when the new instance answers.
 */
export async function restartServiceWorker(trim: TrimBrowser): Promise<void> {
  const host = await trim.context.newPage();
  const cdp = await trim.context.newCDPSession(host);
  try {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.send('ServiceWorker.startWorker', { scopeURL: `chrome-extension://${trim.extensionId}/` });
  } finally {
    await cdp.detach();
    await host.close();
  }
}

/**
 * Reloads the extension from its directory, as chrome://extensions' Reload does: the browser
 * takes it as an update (runtime.onInstalled with reason 'update', alarms cleared, open pages of
 * the extension closed) and a new worker starts on the same storage. Chromium disables an
 * unpacked extension reloaded outside developer mode (`unsupportedDeveloperExtension`), so it is
 * turned on first. Answers the new worker.
 */
export async function reloadExtension(trim: TrimBrowser): Promise<Worker> {
  const extensions = await trim.context.newPage();
  try {
    await extensions.goto('chrome://extensions');
    await extensions.evaluate(() => chrome.developerPrivate.updateProfileConfiguration({ inDeveloperMode: true }));
  } finally {
    await extensions.close();
  }
  const running = await trim.serviceWorker();
  const next = trim.context.waitForEvent('serviceworker', { predicate: (sw) => new URL(sw.url()).host === trim.extensionId, timeout: 45_000 });
  // After the evaluation has answered: the worker it runs in goes away.
  await running.evaluate(() => {
    setTimeout(() => chrome.runtime.reload(), 0);
  });
  return next;
}

/** The reasons runtime.onInstalled gave the running worker (the e2e build's hooks keep them). */
export async function installedReasons(trim: TrimBrowser): Promise<string[]> {
  const sw = await trim.serviceWorker();
  return sw.evaluate(() => (globalThis as unknown as TrimWorkerGlobal).__trimTest.installed);
}

/** A value that lives only in the current worker instance: gone after a restart. */
export async function markWorker(sw: Worker): Promise<void> {
  await sw.evaluate(() => {
    (globalThis as unknown as TrimWorkerGlobal).__trimMarker = true;
  });
}

export async function workerIsMarked(sw: Worker): Promise<boolean> {
  return sw.evaluate(() => (globalThis as unknown as TrimWorkerGlobal).__trimMarker === true);
}
