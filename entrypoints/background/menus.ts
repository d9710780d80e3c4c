import { browser, type Browser } from 'wxt/browser';
import type { MessageData } from '@/lib/messaging';
import type { ShortenSource } from '@/lib/queue';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { defaultFirst } from '@/lib/installations/installations';
import { getSettings } from '@/lib/settings/items';
import type { Installation, Settings } from '@/lib/settings/schema';
import { requestShorten } from '@/lib/flows/queued-shorten';
import { decideText, shortenField, shortenSelection } from '@/lib/flows/text-shorten';
import { extractUrl } from '@/lib/core/shortenable';
import { backgroundFeedback } from './feedback';
import { openPopup } from './open-popup';
import { logMenusForTests } from './test-log';
import { has } from '@/lib/platform/capabilities';

// The five right-click items, each with one entry per installation when there are several.
// Each click is one shorten through the queue (lib/flows/queued-shorten); a selection of words
// with addresses among them, and a text field's text, are one per address (lib/flows/text-shorten),
// read as the page shows them, and wait for the user's answer in Trim's window when they must.

export const MENU = {
  link: 'trim-shorten-link',
  page: 'trim-shorten-page',
  image: 'trim-shorten-image',
  selection: 'trim-shorten-selection',
  text: 'trim-shorten-text',
  /** On the toolbar button's own menu: the popup, also when a click on the button shortens. */
  open: 'trim-open',
} as const;

type MenuInfo = Pick<Browser.contextMenus.OnClickData, 'menuItemId' | 'linkUrl' | 'srcUrl' | 'pageUrl' | 'selectionText' | 'frameUrl' | 'frameId'>;
type MenuTab = Pick<Browser.tabs.Tab, 'url' | 'id' | 'title'> | undefined;

// Titles as message keys: the item alone, and the item opening one entry per installation.
const SHORTEN_ITEMS = [
  { id: MENU.link, title: 'bg_menu_link', withTitle: 'bg_menu_link_with', context: 'link' },
  { id: MENU.page, title: 'bg_menu_page', withTitle: 'bg_menu_page_with', context: 'page' },
  { id: MENU.image, title: 'bg_menu_image', withTitle: 'bg_menu_image_with', context: 'image' },
  { id: MENU.selection, title: 'bg_menu_selection', withTitle: 'bg_menu_selection_with', context: 'selection' },
  { id: MENU.text, title: 'bg_menu_editable', withTitle: 'bg_menu_editable_with', context: 'editable' },
] as const satisfies readonly { id: string; title: MessageKey; withTitle: MessageKey; context: string }[];

/** A shorten item's entry for one installation: `trim-shorten-link@<installation id>`. */
const INSTALLATION_SEPARATOR = '@';

/**
 * The items for the installations the user has, default first. With one, the five shorten
 * items; with several, each of them opens "… with ▸" one entry per installation.
 */
export function menuItems(installations: readonly Pick<Installation, 'id' | 'name'>[]): Browser.contextMenus.CreateProperties[] {
  const open: Browser.contextMenus.CreateProperties = { id: MENU.open, title: t('bg_menu_open'), contexts: ['action'] };
  if (installations.length < 2)
    return [...SHORTEN_ITEMS.map(({ id, title, context }): Browser.contextMenus.CreateProperties => ({ id, title: t(title), contexts: [context] })), open];
  return [
    ...SHORTEN_ITEMS.flatMap(({ id, withTitle, context }): Browser.contextMenus.CreateProperties[] => [
      { id, title: t(withTitle), contexts: [context] },
      ...installations.map((one, index): Browser.contextMenus.CreateProperties => ({
        id: `${id}${INSTALLATION_SEPARATOR}${one.id}`,
        parentId: id,
        title: index === 0 ? t('bg_menu_default', one.name) : one.name,
        contexts: [context],
      })),
    ]),
    open,
  ];
}

// What the registered items show; unknown (null) in a worker woken by an event.
let registered: string | null = null;

// One registration at a time: install and a settings change arriving together must not
// interleave their removeAll and creates.
let registering: Promise<void> = Promise.resolve();

/** Removes and re-creates the items: safe on install, update, every browser start and every change to the installations. */
export function registerMenus(settings?: Settings): Promise<void> {
  const next = registering.then(() => register(settings));
  registering = next.catch(() => undefined);
  return next;
}

async function register(settings?: Settings): Promise<void> {
  if (!has('menus')) return;
  const items = menuItems(defaultFirst(settings ?? (await getSettings())));
  registered = JSON.stringify(items);
  await browser.contextMenus.removeAll();
  for (const item of items) {
    await new Promise<void>((resolve) => {
      // The callback form reports a duplicate id (two starts racing) without an uncaught error.
      browser.contextMenus.create(item, () => {
        void browser.runtime.lastError;
        resolve();
      });
    });
  }
  logMenusForTests(items);
}

/** After a change to the settings: the items again only when an installation, a name or the default changed. */
export async function syncMenus(settings: Settings): Promise<void> {
  await registering;
  if (JSON.stringify(menuItems(defaultFirst(settings))) !== registered) await registerMenus(settings);
}

/** Which URL a click is about, where it came from, and the installation chosen for it (if any). */
export function targetOf(info: MenuInfo, tab: MenuTab): { url: string | null; source: ShortenSource; installation?: string } | null {
  const [item = '', installation] = String(info.menuItemId).split(INSTALLATION_SEPARATOR);
  const target = sourceOf(item, info, tab);
  return target && installation ? { ...target, installation } : target;
}

function sourceOf(item: string, info: MenuInfo, tab: MenuTab): { url: string | null; source: ShortenSource } | null {
  switch (item) {
    case MENU.link:
      return { url: info.linkUrl ?? null, source: 'link' };
    case MENU.page:
      return { url: info.pageUrl ?? tab?.url ?? null, source: 'page' };
    case MENU.image:
      return { url: info.srcUrl ?? null, source: 'image' };
    case MENU.selection:
      return { url: extractUrl(info.selectionText), source: 'selection' };
    // The field's text is read at the click (text-shorten.ts).
    case MENU.text:
      return { url: null, source: 'selection' };
    default:
      return null;
  }
}

/** The host of the page a text comes from, named in the window that asks about it. */
function hostOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).host || undefined : undefined;
  } catch {
    return undefined;
  }
}

export async function handleMenuClick(info: MenuInfo, tab?: MenuTab): Promise<void> {
  if (info.menuItemId === MENU.open) return openPopup({ url: tab?.url });
  const target = targetOf(info, tab);
  if (!target) return;
  const text = { installation: target.installation, page: hostOf(info.pageUrl ?? tab?.url) };
  const where = { tabId: tab?.id, frameId: info.frameId };
  if (String(info.menuItemId).startsWith(MENU.text)) return shortenField(where, backgroundFeedback, text);
  if (target.source === 'selection') return shortenSelection(info.selectionText ?? '', where, backgroundFeedback, text);
  await requestShorten(target.url, target.source, backgroundFeedback, {
    tabId: target.source === 'page' ? tab?.id : undefined,
    installation: target.installation,
    title: tab?.title,
  });
}

/** The answer from the window that asks about a text (text-review.html): only that page of Trim's may give it. */
export async function decideFromWindow({ id, chosen }: MessageData<'text:decide'>, sender: Browser.runtime.MessageSender): Promise<boolean> {
  if (!sender.url?.startsWith(browser.runtime.getURL('/text-review.html'))) return false;
  return decideText(id, chosen, backgroundFeedback);
}
