import { browser } from 'wxt/browser';
import { isShortenable } from '@/lib/core/shortenable';

// "Shorten all tabs": the addresses of the current window's tabs. Reading other tabs' addresses
// needs the optional `tabs` permission, asked for the first time the user presses the button.

const TABS_PERMISSION = { permissions: ['tabs'] } as const satisfies { permissions: ['tabs'] };

/**
 * Must run inside the click: browsers show the prompt only while the gesture is active, so
 * nothing may be awaited before `permissions.request`.
 */
export function requestTabsPermission(): Promise<boolean> {
  return browser.permissions.request(TABS_PERMISSION).catch(() => false);
}

export interface WindowTabs {
  /** The http(s) addresses, each once, in tab order. */
  urls: string[];
  /** Tabs left out: browser and extension pages, and addresses already taken from another tab. */
  skipped: { notWeb: number; duplicates: number };
}

/** Pure: the addresses to shorten out of the tabs' addresses, in tab order. */
export function webAddresses(tabUrls: readonly (string | undefined)[]): WindowTabs {
  const urls: string[] = [];
  const skipped = { notWeb: 0, duplicates: 0 };
  for (const url of tabUrls) {
    if (!isShortenable(url)) skipped.notWeb++;
    else if (urls.includes(url)) skipped.duplicates++;
    else urls.push(url);
  }
  return { urls, skipped };
}

/** The current window's tabs, but for the page asking (the manage page the popup opened). */
export async function windowTabs(): Promise<WindowTabs> {
  const [tabs, self] = await Promise.all([browser.tabs.query({ currentWindow: true }), browser.tabs.getCurrent()]);
  return webAddresses(tabs.filter((tab) => tab.id === undefined || tab.id !== self?.id).map((tab) => tab.url));
}
