import { current, formatLocale, formatNumber, getMessage, substitute, type Installed, type MessageKey, type PluralKey } from './messages';

// The ways of putting words together that the pages' later views use (counts, markup, lists,
// values built per language), apart from t(): the popup's start-up file holds every module it
// imports whole, and its first view needs only t().

/**
 * A value worked out from the language (a formatter, labels in it), built once per install, so
 * it follows a test's install instead of keeping the first language it saw. Marked pure: a chunk
 * that imports the module for another export drops what it would build.
 */
/* @__NO_SIDE_EFFECTS__ */
export function perLocale<T>(build: () => T): () => T {
  const built = new WeakMap<Installed, { value: T }>();
  return () => {
    const messages = current();
    let entry = built.get(messages);
    if (!entry) built.set(messages, (entry = { value: build() }));
    return entry.value;
  };
}

/**
 * Names one after another ("utm_source, fbclid"), with the language's separator. Not
 * Intl.ListFormat's `unit` lists: they add "and" in German and French and no separator in Turkish.
 */
export const listOf = (items: readonly string[]): string => items.join(getMessage('list_sep', []));

/**
 * The message's text with markup in place of its `$n`: `rich('rate_wait', action, <b>…</b>)`.
 * Returns the text split around the parts, ready to render as children.
 */
export function rich<Part>(key: MessageKey, ...parts: Part[]): (string | Part)[] {
  // Through substitute(): in right-to-left text each part is isolated, as a substitution is.
  const marks = substitute(parts.map((_, index) => `\uE000${index}\uE001`));
  return getMessage(key, marks)
    .split(/\uE000(\d)\uE001/)
    .map((piece, index) => (index % 2 ? parts[Number(piece)]! : piece));
}

/**
 * The form of a counted message for `count` in this locale (Arabic has six): `$1` is the count,
 * formatted; further substitutions are `$2`…. A locale without the category's form uses `other`.
 */
export function plural(key: PluralKey, count: number, ...substitutions: (string | number)[]): string {
  const messages = current();
  messages.rules ??= new Intl.PluralRules(formatLocale());
  const args = substitute([formatNumber(count), ...substitutions]);
  // Brazilians say "0 cliques": Portuguese takes the plural for 0, where CLDR gives it "one".
  const form = count === 0 && formatLocale().startsWith('pt') ? 'other' : messages.rules.select(count);
  return getMessage(`${key}_${form}`, args) || getMessage(`${key}_other`, args);
}
