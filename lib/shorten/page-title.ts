import { browser } from 'wxt/browser';

const same = (a: string, b: string): boolean => {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
};

/**
 * The title of the active tab when it shows `url`, or '' otherwise. Without the
 * `tabs` permission the browser shows a tab's address only for the tab activeTab opened to
 * Trim, so this reads the page the popup was opened on and nothing else.
 */
export async function openPageTitle(url: string): Promise<string> {
  try {
    const tabs = await browser.tabs.query({ active: true, currentWindow: true });
    return tabs.find((tab) => tab.url !== undefined && same(tab.url, url))?.title ?? '';
  } catch {
    return '';
  }
}
