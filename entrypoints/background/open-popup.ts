import { quietly } from '@/lib/activity/activity';
import { browser } from 'wxt/browser';
import { has } from '@/lib/platform/capabilities';
import { getSettings } from '@/lib/settings/items';

export const POPUP_PATH = 'popup.html';

export interface PopupRequest {
  /** The address the form starts with. */
  url?: string | undefined;
  /** Shown beside the form: why the one-click shorten did not happen. */
  problem?: { title: string; hint: string } | undefined;
}

/** `popup.html?url=…&problem=…&hint=…`, read by the popup (lib/shorten/current-page.ts). */
export function popupPath({ url, problem }: PopupRequest): string {
  const query = new URLSearchParams();
  if (url) query.set('url', url);
  if (problem) {
    query.set('problem', problem.title);
    query.set('hint', problem.hint);
  }
  const text = query.toString();
  return text ? `${POPUP_PATH}?${text}` : POPUP_PATH;
}

/**
 * What the toolbar button shows: no popup when one click shortens, so the click reaches the
 * worker; always the popup where the button has no menu (its "Open Trim" is the way back).
 */
export function toolbarPopup(oneClick: boolean): string {
  return oneClick && has('menus') ? '' : POPUP_PATH;
}

/** One of Trim's pages in a small window of its own; a tab where the browser has no windows (Firefox for Android). */
export async function openTrimWindow(page: 'popup' | 'text-review', query: string, size = { width: 420, height: 640 }): Promise<void> {
  const url = browser.runtime.getURL(`/${page}.html${query}`);
  const opened: Promise<unknown> = has('windows') ? browser.windows.create({ url, type: 'popup', ...size }) : browser.tabs.create({ url });
  await quietly(`open Trim's ${page} window`, opened);
}

/**
 * Opens Trim's popup from the worker (the button's "Open Trim", a failed one-click shorten).
 * The button's own popup where the browser allows it; otherwise, as Firefox does outside a
 * click, the same page in a small window. Never throws: it is the last word of a failure.
 */
export async function openPopup(request: PopupRequest = {}): Promise<void> {
  try {
    await browser.action.setPopup({ popup: popupPath(request) });
    await browser.action.openPopup();
  } catch {
    await openTrimWindow('popup', popupPath(request).slice(POPUP_PATH.length));
  } finally {
    // Back to what the user chose.
    const { oneClick } = await getSettings().catch(() => ({ oneClick: false }));
    await quietly('restore the toolbar popup', browser.action.setPopup({ popup: toolbarPopup(oneClick) }));
  }
}
