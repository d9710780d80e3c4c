import { browser } from 'wxt/browser';

/**
 * The URL the popup works on: `?url=` (the right-click fallback and tests) wins; otherwise
 * the active tab's URL, readable thanks to activeTab while the popup is open.
 */
export async function resolvePageUrl(search: string = location.search): Promise<string | null> {
  const fromQuery = new URLSearchParams(search).get('url');
  if (fromQuery) return fromQuery;
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return tab?.url ?? null;
  } catch {
    return null;
  }
}
