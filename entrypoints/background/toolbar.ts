import { browser, type Browser } from 'wxt/browser';
import { getSettings } from '@/lib/settings/items';
import type { Settings } from '@/lib/settings/schema';
import { requestShorten } from '@/lib/flows/queued-shorten';
import { backgroundFeedback } from './feedback';
import { toolbarPopup } from './open-popup';

export function applyToolbarMode(settings: Pick<Settings, 'oneClick'>): Promise<void> {
  return browser.action.setPopup({ popup: toolbarPopup(settings.oneClick) });
}

export async function syncToolbarMode(): Promise<void> {
  await applyToolbarMode(await getSettings());
}

/**
 * The toolbar button with "one click" on: a shorten of the page at once, with the default installation. activeTab grants the
 * page's address (and its canonical link) for this one click.
 */
export async function handleToolbarClick(tab?: Pick<Browser.tabs.Tab, 'url' | 'id' | 'title'>): Promise<void> {
  await requestShorten(tab?.url ?? null, 'button', backgroundFeedback, { tabId: tab?.id, title: tab?.title });
}
