import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

// What a user of another language reads: the locale files, and the checks that hold in any of them.

export type Messages = Record<string, { message: string }>;

export function readMessages(locale: string): Messages {
  return JSON.parse(readFileSync(path.resolve('assets/public/_locales', locale, 'messages.json'), 'utf8'));
}

/** The locale Trim's text is longest in (all messages together): where a layout breaks first. */
export function longestLocale(): string {
  const locales = ['de', 'fr', 'es', 'pt_BR', 'tr', 'ar'];
  // English's keys only, so a language with more plural forms (Arabic's six) is not counted longer for them.
  const keys = Object.keys(readMessages('en'));
  const length = (locale: string) => {
    const messages = readMessages(locale);
    return keys.reduce((sum, key) => sum + (messages[key]?.message.length ?? 0), 0);
  };
  return locales.reduce((longest, locale) => (length(locale) > length(longest) ? locale : longest));
}

/**
 * The locale's text for an English message, so a test drives the page by what its user reads.
 * Throws when the English text is no whole message: the test then names what to look for.
 */
export function translator(locale: string): (english: string) => string {
  const source = readMessages('en');
  const target = readMessages(locale);
  return (english) => {
    const key = Object.keys(source).find((k) => source[k]!.message === english);
    if (!key) throw new Error(`No English message reads ${JSON.stringify(english)}`);
    return target[key]!.message;
  };
}

/**
 * English sentences left on a page in another locale: a message whose translation differs and
 * which is long enough not to be a word the server or a URL could hold.
 */
export async function untranslatedText(page: Page, locale: string): Promise<string[]> {
  const source = readMessages('en');
  const target = readMessages(locale);
  const text = await page.evaluate(() => document.body.innerText);
  return Object.entries(source)
    .filter(([key, { message }]) => !message.includes('$') && message.includes(' ') && message.length >= 12 && target[key]?.message !== message)
    .map(([, { message }]) => message)
    .filter((message) => text.includes(message));
}

/**
 * Elements that stick out of their box or out of the page's width: text wider than its element
 * (unless the element clips it on purpose, as an ellipsis does), or a box past the viewport's edges.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} “${(el.textContent ?? '').trim().slice(0, 40)}”`;
    const clipped = (el: Element): boolean => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px for ${width}`);
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('.visually-hidden, [hidden], svg')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (style.overflowX === 'visible' && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && !['inline', 'contents'].includes(style.display)) {
        found.push(`${describe(el)}: content ${el.scrollWidth} px in ${el.clientWidth} px`);
      } else if (!clipped(el) && (rect.right > width + 1 || rect.left < -1) && style.position !== 'fixed') {
        found.push(`${describe(el)}: spans ${Math.round(rect.left)}–${Math.round(rect.right)} px of ${width}`);
      }
    }
    return found;
  });
}
