import { browser } from 'wxt/browser';
import { dropTrackingParams } from '@/lib/clean-address/tracking';

/** One page whatever its tracking parameters and campaign tags: the long URL often carries tags the tab's address lacks, or lacks ones it had. */
const samePage = (a: string, b: string): boolean => {
  const bare = (url: string) => new URL(dropTrackingParams(url).url).href;
  try {
    return bare(a) === bare(b);
  } catch {
    return a === b;
  }
};

/**
 * The title of the active tab when it shows `url` (up to tracking parameters and campaign tags),
 * or '' otherwise. Without the `tabs` permission the browser shows a tab's address only for the
 * tab activeTab opened to Trim, so this reads the page the popup was opened on and nothing else.
 */
export async function openPageTitle(url: string): Promise<string> {
  try {
    const tabs = await browser.tabs.query({ active: true, currentWindow: true });
    return tabs.find((tab) => tab.url !== undefined && samePage(tab.url, url))?.title ?? '';
  } catch {
    return '';
  }
}
