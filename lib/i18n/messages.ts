import type english from '@/assets/public/_locales/en/messages.json';

/** Every message Trim shows, typed from the source locale: a missing key is a type error. */
export type MessageKey = keyof typeof english;

/** Messages counted with `plural()`: the key without its `_one` / `_other` / … ending. */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

/** Where a context's text comes from: the browser's i18n, or a test's stand-in for it. */
export interface MessageSource {
  /** The message with `$1`…`$9` replaced; '' for a key the locale lacks. */
  getMessage(key: string, substitutions: string[]): string;
  getUILanguage(): string;
}

// The browser's own i18n, read when a context first needs it, never at import: the sandbox and
// the e2e tests import lib/ in Node, where there is no `browser`. WXT types getMessage per key
// once `wxt prepare` has run; MessageKey is the one source here, and plural forms are looked up
// by a key built at run time.
const browserSource = (): MessageSource => browser.i18n as MessageSource;

/** One context's messages and what is worked out from them once: the direction, the locale, its plural rules. */
export interface Installed {
  readonly source: MessageSource;
  rtl?: boolean;
  locale?: string;
  rules?: Intl.PluralRules;
}

let installed: Installed | undefined;

/**
 * Sets where this context's text comes from: each page and the worker install once as they start,
 * and a test installs a fresh one per test, so nothing worked out for one language outlives it.
 */
export function installI18n(source: MessageSource = browserSource()): void {
  installed = { source };
}

// A context that never installed still reads the browser's messages.
export const current = (): Installed => (installed ??= { source: browserSource() });

export const getMessage = (key: string, substitutions: string[]): string => current().source.getMessage(key, substitutions);

/**
 * In right-to-left text each substitution is isolated (FSI…PDI), so an address, an alias or a
 * list of parameter names keeps its own order beside Arabic words, as ICU's BidiFormatter does.
 */
export const substitute = (values: (string | number)[]): string[] => {
  const messages = current();
  messages.rtl ??= messages.source.getMessage('direction', []) === 'rtl';
  return values.map((value) => (messages.rtl ? `\u2068${value}\u2069` : String(value)));
};

/** A message's text; `$1`…`$9` in it take the substitutions, in order. */
export function t(key: MessageKey, ...substitutions: (string | number)[]): string {
  return getMessage(key, substitute(substitutions));
}

/**
 * The locale numbers and dates are written in: the browser's own (en-GB's day-month dates) when
 * it is a variant of the language Trim's text is in, else that language, so a page in English
 * never shows Japanese dates.
 */
export function formatLocale(): string {
  const messages = current();
  if (messages.locale) return messages.locale;
  const text = t('locale');
  const browserLocale = messages.source.getUILanguage();
  messages.locale = browserLocale.toLowerCase().startsWith(text.split('-')[0]!.toLowerCase()) ? browserLocale : text;
  return messages.locale;
}

export const formatNumber = (value: number): string => value.toLocaleString(formatLocale());
