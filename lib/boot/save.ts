import { BOOT_SNAPSHOT_KEY } from './forget';

// The popup's boot snapshot: the markup of its last plain first view (the form shell; never a
// page's address, a link, a number or an error), painted by assets/public/popup-paint.js before
// the popup's module has loaded, then taken over in place by Preact, which reuses the very nodes.
// localStorage because only it can be read synchronously. Loaded after the first frame: the
// early paint must not make the start-up file bigger.

export interface BootSnapshot {
  /** The build that took it (its module's hashed name): another build's markup may differ. */
  build: string;
  /** The browser's UI language when it was taken. */
  language: string;
  /** The <html> element's attributes (lang, dir, theme, scroll padding). */
  attributes: [string, string][];
  html: string;
}

/** The popup's first frame, taken as it committed: the rest is written after, off its path. */
export interface FirstFrame {
  /** A deep clone of the popup's #app. */
  copy: Element;
  /** Each select's chosen option: a property Preact sets, not an attribute the clone carries. */
  selected: number[];
  /** The <html> element's attributes. */
  attributes: [string, string][];
}

/**
 * Keeps the frame for the next opening, as the browser drew it: each select's chosen option
 * written into the copy. Field values are properties, so the page's address in the form never
 * reaches the copy.
 */
export function saveBootSnapshot({ copy, selected, attributes }: FirstFrame, language: string): void {
  copy.querySelectorAll('select').forEach((select, n) => {
    select.querySelectorAll('option').forEach((option, i) => option.toggleAttribute('selected', i === selected[n]));
  });
  // Which build this page is, read from its module's hashed name, as the paint script does.
  const build = document.head.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
  const snapshot: BootSnapshot = { build, language, attributes, html: copy.innerHTML };
  try {
    localStorage.setItem(BOOT_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // A full or disabled localStorage only costs the next opening its early paint.
  }
}
