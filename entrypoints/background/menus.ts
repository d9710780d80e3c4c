import { browser, type Browser } from 'wxt/browser';
import type { ShortenSource } from '@/lib/queue';
import { requestShorten } from '@/lib/shorten/request';
import { extractUrl } from '@/lib/shorten/shortenable';
import { backgroundFeedback } from './feedback';
import { openPopup } from './open-popup';

// The four right-click items. Each is one shorten through the queue (lib/shorten/request).

export const MENU = {
  link: 'trim-shorten-link',
  page: 'trim-shorten-page',
  image: 'trim-shorten-image',
  selection: 'trim-shorten-selection',
  /** On the toolbar button's own menu: the popup, also when a click on the button shortens. */
  open: 'trim-open',
} as const;

type MenuInfo = Pick<Browser.contextMenus.OnClickData, 'menuItemId' | 'linkUrl' | 'srcUrl' | 'pageUrl' | 'selectionText' | 'frameUrl'>;
type MenuTab = Pick<Browser.tabs.Tab, 'url' | 'id'> | undefined;

/** Removes and re-creates the items: safe on install, update and every browser start. */
export async function registerMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  const items: Browser.contextMenus.CreateProperties[] = [
    { id: MENU.link, title: 'Shorten link', contexts: ['link'] },
    { id: MENU.page, title: 'Shorten this page', contexts: ['page'] },
    { id: MENU.image, title: 'Shorten image URL', contexts: ['image'] },
    { id: MENU.selection, title: 'Shorten selected URL', contexts: ['selection'] },
    { id: MENU.open, title: 'Open Trim', contexts: ['action'] },
  ];
  for (const item of items) {
    await new Promise<void>((resolve) => {
      // The callback form reports a duplicate id (two starts racing) without an uncaught error.
      browser.contextMenus.create(item, () => {
        void browser.runtime.lastError;
        resolve();
      });
    });
  }
}

/** Which URL a click is about, and where it came from. */
export function targetOf(info: MenuInfo, tab: MenuTab): { url: string | null; source: ShortenSource } | null {
  switch (info.menuItemId) {
    case MENU.link:
      return { url: info.linkUrl ?? null, source: 'link' };
    case MENU.page:
      return { url: info.pageUrl ?? tab?.url ?? null, source: 'page' };
    case MENU.image:
      return { url: info.srcUrl ?? null, source: 'image' };
    case MENU.selection:
      return { url: extractUrl(info.selectionText), source: 'selection' };
    default:
      return null;
  }
}

export async function handleMenuClick(info: MenuInfo, tab?: MenuTab): Promise<void> {
  if (info.menuItemId === MENU.open) return openPopup({ url: tab?.url });
  const target = targetOf(info, tab);
  if (!target) return;
  await requestShorten(target.url, target.source, backgroundFeedback, target.source === 'page' ? tab?.id : undefined);
}
