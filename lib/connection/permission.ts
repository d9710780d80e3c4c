import { browser } from 'wxt/browser';

// Trim asks for no host access up front: only the user's own service origin, at Save time.

/** `https://short.example/*` for a base URL; ports are left out (match patterns ignore them). */
export function originPattern(baseUrl: string): string {
  const url = new URL(baseUrl.trim());
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`Not an http(s) URL: ${url.protocol}`);
  }
  return `${url.protocol}//${url.hostname}/*`;
}

function patternOrNull(baseUrl: string): string | null {
  try {
    return originPattern(baseUrl);
  } catch {
    return null;
  }
}

export async function hasOriginPermission(baseUrl: string): Promise<boolean> {
  const pattern = patternOrNull(baseUrl);
  if (!pattern) return false;
  return browser.permissions.contains({ origins: [pattern] });
}

/**
 * Must run inside the user's click: browsers only show the prompt while the gesture is
 * active, so nothing may be awaited before `permissions.request` (hence no async here).
 */
export function requestOriginPermission(baseUrl: string): Promise<boolean> {
  const pattern = patternOrNull(baseUrl);
  if (!pattern) return Promise.resolve(false);
  return browser.permissions.request({ origins: [pattern] });
}

/**
 * Gives up the origin's access once no installation uses it. A refusal (the permission is one
 * the manifest requires, as in the test build) leaves it as it was.
 */
export async function releaseOriginPermission(baseUrl: string): Promise<boolean> {
  const pattern = patternOrNull(baseUrl);
  if (!pattern) return false;
  return browser.permissions.remove({ origins: [pattern] }).catch(() => false);
}

/** Whether two base URLs are covered by the same origin permission (ports do not count). */
export function sharesOriginPermission(a: string, b: string): boolean {
  const left = patternOrNull(a);
  return left !== null && left === patternOrNull(b);
}
