import { browser } from 'wxt/browser';
import { isShortenable } from '@/lib/core/shortenable';

// Reading a page's <link rel="canonical"> needs `scripting`, asked for at run time when the user
// turns the option on (never at install), plus the access to the active tab that opening Trim,
// its menu or its shortcut grants for that one tab.
const CANONICAL_PERMISSIONS: { permissions: ['scripting'] } = { permissions: ['scripting'] };

/** The page's canonical address when it declares a web address; null otherwise or without access. */
export async function readCanonical(tabId: number): Promise<string | null> {
  // Without the permission the API is absent.
  if (!browser.scripting) return null;
  try {
    const [frame] = await browser.scripting.executeScript({
      target: { tabId },
      func: () => document.querySelector<HTMLLinkElement>('link[rel~="canonical" i][href]')?.href ?? null,
    });
    const href: unknown = frame?.result;
    return typeof href === 'string' && isShortenable(href) ? href : null;
  } catch {
    // A page Trim may not read (the store, a PDF viewer, a closed tab): keep its own address.
    return null;
  }
}

/** Must run inside the user's click: the browser only asks while the gesture is active. */
export function requestCanonicalAccess(): Promise<boolean> {
  return browser.permissions.request(CANONICAL_PERMISSIONS);
}

export function dropCanonicalAccess(): Promise<boolean> {
  return browser.permissions.remove(CANONICAL_PERMISSIONS);
}
