// The popup's boot snapshot: the markup of its last plain first view (the form shell; never a
// page's address, a link, a number or an error), painted by the classic script
// entrypoints/popup-paint.ts before the popup's module has loaded, then taken over in place by
// Preact, which reuses the very nodes. localStorage because only it can be read synchronously;
// every extension page shares it, so a page that changes what the shell shows forgets it.
// A hand check instead of a zod schema: the paint script must stay a few hundred bytes.

export const BOOT_SNAPSHOT_KEY = 'trim:boot-snapshot';

export interface BootSnapshot {
  /** The build that took it (its module script's hashed name): another build's markup may differ. */
  build: string;
  /** The browser's UI language when it was taken. */
  language: string;
  /** The <html> element's attributes (lang, dir, theme, scroll padding). */
  attributes: [string, string][];
  html: string;
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * Which build this page is, read from its module script's hashed name in the head: chrome.runtime's first use costs several
 * milliseconds, more than the paint the snapshot saves.
 */
export const pageBuild = (): string => document.head.querySelector('script[src]')?.getAttribute('src') ?? '';

/** The stored snapshot when it was taken by this build in this language, else null. */
export function readBootSnapshot(build: string, language: string): BootSnapshot | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(BOOT_SNAPSHOT_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const snapshot = value as Partial<BootSnapshot>;
    if (!build || snapshot.build !== build || snapshot.language !== language || typeof snapshot.html !== 'string' || !Array.isArray(snapshot.attributes)) return null;
    return snapshot as BootSnapshot;
  } catch {
    return null;
  }
}

/**
 * The markup as the browser would draw it: a select's chosen option is a property Preact sets,
 * not an attribute, so it is written into the copy. Field values are properties too, so the
 * page's address typed into the form never reaches the copy.
 */
export function snapshotMarkup(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  const live = root.querySelectorAll('select');
  copy.querySelectorAll('select').forEach((select, n) => {
    const chosen = live[n]?.selectedIndex ?? -1;
    select.querySelectorAll('option').forEach((option, i) => option.toggleAttribute('selected', i === chosen));
  });
  return copy.innerHTML;
}

export function saveBootSnapshot(root: Element, language: string): void {
  const html = document.documentElement;
  const snapshot: BootSnapshot = { build: pageBuild(), language, attributes: [...html.attributes].map((a) => [a.name, a.value]), html: snapshotMarkup(root) };
  try {
    storage()?.setItem(BOOT_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // A full or disabled localStorage only costs the next opening its early paint.
  }
}

export function forgetBootSnapshot(): void {
  try {
    storage()?.removeItem(BOOT_SNAPSHOT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
