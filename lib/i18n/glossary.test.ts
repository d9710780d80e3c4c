import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a native reviewer checks across a whole locale file, kept from coming back: one name for
// one thing, one quotation style, one apostrophe. The languages listed are those whose file has
// been brought to the rule; a language joins a list once its file keeps it.

type Messages = Record<string, { message: string }>;

const read = (locale: string): Messages => JSON.parse(readFileSync(path.resolve('assets/public/_locales', locale, 'messages.json'), 'utf8'));
const entries = (locale: string) => Object.entries(read(locale)).map(([key, { message }]) => ({ key, message }));

const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

describe('glossary', () => {
  it.each(['ar', 'de', 'en', 'es', 'fr', 'pt_BR', 'tr'])('%s: a UTM field has the same name in the popup and in the options', (locale) => {
    const messages = read(locale);
    const popup = UTM_FIELDS.map((field) => messages[`utm_f_${field}`]!.message);
    const options = UTM_FIELDS.map((field) => messages[`utmt_${field}`]!.message);
    expect(options).toEqual(popup);
  });

  it.each([
    ['pt_BR', '“…”'],
    ['tr', '“…”'],
    ['ar', '«…»'],
  ])('%s quotes with %s, never with straight quotes', (locale) => {
    expect(entries(locale).filter(({ message }) => message.includes('"'))).toEqual([]);
  });

  it("tr writes one apostrophe before a suffix (Trim'in, ID'yi)", () => {
    expect(entries('tr').filter(({ message }) => message.includes('’'))).toEqual([]);
  });

  it('ar names an installation خادم, never تثبيت', () => {
    expect(entries('ar').filter(({ message }) => /تثبيت/.test(message))).toEqual([]);
  });

  it.each(['pt_BR', 'tr', 'ar'])('%s: the hint for an unreadable text field names the right-click item as the menu shows it', (locale) => {
    const messages = read(locale);
    expect(messages.bg_text_unreadable_hint!.message).toContain(messages.bg_menu_selection!.message);
  });
});
