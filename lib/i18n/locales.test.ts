import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The locale files against the source (English) and against the code: every key in every
// locale, no key the code never reads, the same substitutions, and every plural form a
// language needs (Arabic has six).

type Messages = Record<string, { message: string; description?: string }>;

const ROOT = path.resolve('assets/public/_locales');
const SHIPPED = ['ar', 'de', 'en', 'es', 'fr', 'pt_BR', 'tr'];
const read = (locale: string): Messages => JSON.parse(readFileSync(path.join(ROOT, locale, 'messages.json'), 'utf8'));
const english = read('en');
const locales = readdirSync(ROOT).sort();
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const pluralBases = new Set(Object.keys(english).flatMap((key) => (key.endsWith('_other') ? [key.slice(0, -'_other'.length)] : [])));
const baseOf = (key: string) => {
  const match = PLURAL.exec(key);
  return match && pluralBases.has(match[1]!) ? match[1]! : null;
};
const tag = (locale: string) => locale.replace('_', '-');
const substitutions = (text: string) => [...new Set(text.match(/\$[1-9]/g) ?? [])].sort();

/** The keys a locale must have: English's, with each counted message in the locale's own forms. */
function expectedKeys(locale: string): string[] {
  const categories = new Intl.PluralRules(tag(locale)).resolvedOptions().pluralCategories;
  const plain = Object.keys(english).filter((key) => baseOf(key) === null);
  return [...plain, ...[...pluralBases].flatMap((base) => [...new Set([...categories, 'other'])].map((category) => `${base}_${category}`))].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'testing.tsx' ? [file] : [];
  });
}

describe('locales', () => {
  it('ships the source and the six translations', () => {
    expect(locales).toEqual(SHIPPED);
  });

  it('English describes every message for translators', () => {
    const undescribed = Object.entries(english).filter(([, value]) => !value.description?.trim());
    expect(undescribed.map(([key]) => key)).toEqual([]);
  });

  it.each(locales)('%s has every message, in every plural form it needs, and nothing else', (locale) => {
    const keys = Object.keys(read(locale)).sort();
    const expected = expectedKeys(locale);
    expect({ missing: expected.filter((key) => !keys.includes(key)), extra: keys.filter((key) => !expected.includes(key)) }).toEqual({ missing: [], extra: [] });
  });

  it.each(locales)('%s: every message is written, with the substitutions English has', (locale) => {
    const problems: string[] = [];
    for (const [key, { message }] of Object.entries(read(locale))) {
      if (!message.trim()) problems.push(`${key}: empty`);
      if (/\$(?![1-9$])/.test(message.replaceAll('$$', ''))) problems.push(`${key}: a lone $ (write $$)`);
      // Chrome reads `$2$` (as in "$2$3") as a named placeholder and refuses to load the extension.
      if (/\$\w+\$/.test(message.replaceAll('$$', ''))) problems.push(`${key}: $…$ is a named placeholder to Chrome`);
      const base = baseOf(key);
      const source = english[key]?.message ?? (base ? english[`${base}_other`]!.message : '');
      const expected = substitutions(source);
      const actual = substitutions(message);
      // A singular may spell its count out ("one link", Arabic's dual "رابطان"): $1 may go.
      const spelled = base !== null && /_(zero|one|two)$/.test(key) ? expected.filter((s) => s !== '$1') : expected;
      if (!actual.every((s) => expected.includes(s)) || !spelled.every((s) => actual.includes(s))) problems.push(`${key}: ${actual.join(' ')} for ${expected.join(' ')}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(locales)('%s names its own tag and writing direction', (locale) => {
    const messages = read(locale);
    expect(messages.locale?.message).toBe(tag(locale));
    expect(messages.direction?.message).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  });

  it.each(locales.filter((locale) => read(locale).direction?.message === 'rtl'))('%s: addresses and code written in a message stay left to right', (locale) => {
    // Inside Arabic words, "https://" would read "//:https" unless isolated (LRI … PDI).
    const code = /https?:\/\/[^\s\u2069]*|\b[a-z]+_\*|\/api\b/g;
    const bare = Object.entries(read(locale)).flatMap(([key, { message }]) =>
      [...message.matchAll(code)].filter((match) => message[match.index - 1] !== '\u2066').map((match) => `${key}: ${match[0]}`),
    );
    expect(bare).toEqual([]);
  });

  it.each(locales)('%s: the store listing fits the stores', (locale) => {
    const messages = read(locale);
    expect(messages.ext_name!.message.length).toBeLessThanOrEqual(45);
    expect(messages.ext_description!.message.length).toBeLessThanOrEqual(132);
  });

  it('the code reads every English message (a counted one by its base)', () => {
    const code = [...['components', 'entrypoints', 'lib'].flatMap((dir) => sourceFiles(path.resolve(dir))), path.resolve('wxt.config.ts')]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const used = (key: string) => code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`__MSG_${key}__`);
    const unused = Object.keys(english).filter((key) => !used(baseOf(key) ?? key));
    expect(unused).toEqual([]);
  });
});
