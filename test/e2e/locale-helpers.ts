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
 * Elements that stick out of their box: a child past its parent's content box (beyond what its
 * own negative margins ask for, as a full-width footer does), text wider than an element that
 * does not clip it, a select narrower than its longest option, or the page scrolling sideways.
 * Boxes that clip on purpose (an ellipsis, a scroller) and absolutely placed ones (checked against
 * the page only) are not their parents' problem.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} “${(el.textContent ?? '').trim().slice(0, 40)}”`;
    const px = (value: string) => Number.parseFloat(value) || 0;
    /** How far past its parent's content box an element may reach: its negative margins. */
    const outside = (el: Element): { left: number; right: number } | null => {
      const parent = el.parentElement;
      if (!parent || parent === document.documentElement) return null;
      const style = getComputedStyle(el);
      const box = getComputedStyle(parent);
      if (box.overflowX !== 'visible' || box.display === 'contents' || box.display === 'inline') return null;
      const rect = el.getBoundingClientRect();
      const outer = parent.getBoundingClientRect();
      const left = outer.left + px(box.borderLeftWidth) + px(box.paddingLeft) - Math.max(0, -px(style.marginLeft));
      const right = outer.right - px(box.borderRightWidth) - px(box.paddingRight) + Math.max(0, -px(style.marginRight));
      return { left: left - rect.left, right: rect.right - right };
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px for ${width}`);
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('.visually-hidden, [hidden], svg, option')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (style.position === 'absolute' || style.position === 'fixed') {
        if (rect.right > width + 1 || rect.left < -1) found.push(`${describe(el)}: spans ${Math.round(rect.left)}–${Math.round(rect.right)} px of ${width}`);
        continue;
      }
      const past = outside(el);
      if (past && (past.left > 1 || past.right > 1)) {
        found.push(`${describe(el)}: ${Math.round(Math.max(past.left, past.right))} px past its parent`);
        continue;
      }
      // A closed select shows its chosen option cut short when it is narrower than its widest
      // option. Browsers differ in what scrollWidth says for a select (Chromium 150 reports the
      // options' width, 156 its own), so ask the browser instead: a copy at its natural width,
      // out of the flow, is exactly as wide as the longest option needs.
      if (el instanceof HTMLSelectElement) {
        const probe = el.cloneNode(true) as HTMLSelectElement;
        probe.removeAttribute('id');
        probe.setAttribute('aria-hidden', 'true');
        probe.style.cssText = 'position: absolute; visibility: hidden; inline-size: auto; min-inline-size: 0; max-inline-size: none';
        el.after(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        if (needed > rect.width + 1) found.push(`${describe(el)}: content ${Math.round(needed)} px in ${Math.round(rect.width)} px`);
        continue;
      }
      // A date and time field cut short: the browser draws its parts at their natural width and
      // clips what does not fit ("03/04/2027, 05:"). A copy at its natural width says how much it needs.
      if (el instanceof HTMLInputElement && ['date', 'time', 'datetime-local', 'month', 'week'].includes(el.type)) {
        const probe = el.cloneNode(true) as HTMLInputElement;
        probe.removeAttribute('id');
        probe.value = el.value;
        probe.setAttribute('aria-hidden', 'true');
        probe.style.cssText = 'position: absolute; visibility: hidden; inline-size: auto; min-inline-size: 0; max-inline-size: none';
        el.after(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        if (needed > rect.width + 1) found.push(`${describe(el)}: ${el.type} ${Math.round(needed)} px in ${Math.round(rect.width)} px`);
        continue;
      }
      // A placeholder cut short by its field (an empty field shows it, so it must fit whole).
      if (el instanceof HTMLInputElement && el.placeholder && !el.value) {
        const probe = document.createElement('span');
        probe.textContent = el.placeholder;
        probe.style.cssText = `position: absolute; visibility: hidden; white-space: pre; font: ${style.font}; letter-spacing: ${style.letterSpacing}`;
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        const room = el.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
        if (needed > room + 1) found.push(`${describe(el)}: placeholder ${Math.round(needed)} px in ${Math.round(room)} px`);
        continue;
      }
      // Text wider than its own box: only when no element inside reaches past it (that element is
      // reported itself, or reaches out on purpose, as a full-width footer does).
      if (style.overflowX !== 'visible' || ['inline', 'contents'].includes(style.display) || el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
      const inner = { left: rect.left + px(style.borderLeftWidth), right: rect.right - px(style.borderRightWidth) };
      const reaching = [...el.querySelectorAll('*')].some((child) => {
        const box = child.getBoundingClientRect();
        return box.width > 0 && (box.right > inner.right + 1 || box.left < inner.left - 1);
      });
      if (!reaching) found.push(`${describe(el)}: content ${el.scrollWidth} px in ${el.clientWidth} px`);
    }
    return found;
  });
}
