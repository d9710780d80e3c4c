import type { Page } from 'playwright-core';
import type { TrimBrowser } from '@/test/harness/launch';

// Everywhere the key could surface besides the Authorization header to the configured
// origin: console output of every extension page and the service worker, uncaught errors,
// every notification, badge text and toolbar title the worker sets, and the text of pages.

export interface ApiCall {
  api: string;
  args: string;
}

export interface LeakWatch {
  /** Console lines and uncaught errors from pages and the worker, in order. */
  consoleLines: string[];
  /** notifications.create/update and action.setBadgeText/setTitle calls, as JSON. */
  workerCalls(): Promise<ApiCall[]>;
  /** Visible text of every open extension page (what the user can read). */
  pageTexts(): Promise<string[]>;
}

export async function watchForLeaks(trim: TrimBrowser): Promise<LeakWatch> {
  const consoleLines: string[] = [];
  trim.context.on('console', (message) => consoleLines.push(`[page ${message.type()}] ${message.text()}`));
  trim.context.on('weberror', (error) => consoleLines.push(`[page error] ${String(error.error())}`));
  const sw = await trim.serviceWorker();
  sw.on('console', (message) => consoleLines.push(`[worker ${message.type()}] ${message.text()}`));

  // Wrapped on the chrome namespaces: in Chromium, wxt/browser is `chrome` itself and each call
  // looks its method up afresh, so Trim's calls pass through the wrappers.
  await sw.evaluate(() => {
    const scope = globalThis as unknown as { __trimApiCalls?: { api: string; args: string }[] };
    if (scope.__trimApiCalls) return;
    const calls: { api: string; args: string }[] = (scope.__trimApiCalls = []);
    const wrap = (namespace: object, api: string, name: string) => {
      const target = namespace as Record<string, (...args: unknown[]) => unknown>;
      const original = target[name]!.bind(namespace);
      target[name] = (...args: unknown[]) => {
        calls.push({ api: `${api}.${name}`, args: JSON.stringify(args.filter((a) => typeof a !== 'function')) });
        return original(...args);
      };
    };
    wrap(chrome.notifications, 'notifications', 'create');
    wrap(chrome.notifications, 'notifications', 'update');
    wrap(chrome.action, 'action', 'setBadgeText');
    wrap(chrome.action, 'action', 'setTitle');
  });

  return {
    consoleLines,
    workerCalls: async () => (await trim.serviceWorker()).evaluate(() => (globalThis as unknown as { __trimApiCalls?: ApiCall[] }).__trimApiCalls ?? []),
    async pageTexts() {
      const pages = trim.context.pages().filter((p: Page) => p.url().startsWith(`chrome-extension://${trim.extensionId}/`));
      return Promise.all(pages.map((p) => p.evaluate(() => document.body.innerText)));
    },
  };
}
