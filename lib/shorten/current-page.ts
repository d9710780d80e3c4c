import { browser } from 'wxt/browser';

export interface PopupPage {
  /** The address to shorten, or null when there is none. */
  url: string | null;
  /** The tab it is open in, when the popup belongs to one (its canonical link can be read). */
  tabId: number | null;
  /** Why a shorten without the popup failed (the toolbar button's one click). */
  problem: { title: string; hint: string } | null;
}

/**
 * The page the popup works on: `?url=` (the worker's fallbacks and tests) wins; otherwise the
 * active tab, readable thanks to activeTab while the popup is open.
 */
export async function resolvePage(search: string = location.search): Promise<PopupPage> {
  const query = new URLSearchParams(search);
  const title = query.get('problem');
  const problem = title ? { title, hint: query.get('hint') ?? '' } : null;
  const fromQuery = query.get('url');
  if (fromQuery) return { url: fromQuery, tabId: null, problem };
  try {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return { url: tab?.url ?? null, tabId: tab?.id ?? null, problem };
  } catch {
    return { url: null, tabId: null, problem };
  }
}
