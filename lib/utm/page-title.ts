import { browser } from 'wxt/browser';

/**
 * The title of the tab showing `url`, for a template's `{title}`: the active tab's, when it is on
 * the same host (opening Trim grants access to it); '' when unknown (the popup opened on `?url=`).
 */
export async function pageTitle(url: string): Promise<string> {
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    if (!tab?.url || !tab.title) return '';
    return new URL(tab.url).host === new URL(url).host ? tab.title : '';
  } catch {
    return '';
  }
}
