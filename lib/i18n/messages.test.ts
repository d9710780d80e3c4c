import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, parseServerDate } from './format';
import { formatLocale, installI18n, t } from './messages';
import { perLocale, plural, rich } from './compose';

// The accessor over a stand-in source installed per test, as Chrome answers for a locale: a key it lacks is ''.

function speaking(uiLanguage: string, messages: Record<string, string>): void {
  installI18n({
    getUILanguage: () => uiLanguage,
    getMessage: (key, subs) => (messages[key] ?? '').replace(/\$([1-9])/g, (_, n: string) => subs[Number(n) - 1] ?? ''),
  });
}

afterEach(() => vi.restoreAllMocks());

const ARABIC_DAYS = {
  locale: 'ar',
  err_wait_seconds_zero: 'zero $1',
  err_wait_seconds_one: 'one',
  err_wait_seconds_two: 'two',
  err_wait_seconds_few: 'few $1',
  err_wait_seconds_many: 'many $1',
  err_wait_seconds_other: 'other $1',
};

describe('plural', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'two'],
    [3, 'few'],
    [11, 'many'],
    [100, 'other'],
  ])('Arabic picks its form for %i, the count in Arabic digits', (count, form) => {
    speaking('ar', ARABIC_DAYS);
    const digits = count.toLocaleString('ar');
    expect(plural('err_wait_seconds', count)).toBe(['one', 'two'].includes(form) ? form : `${form} ${digits}`);
  });

  it.each([
    [1, 'Try again in 1 second.'],
    [1500, 'Try again in 1,500 seconds.'],
  ])('English: %i', (count, text) => {
    speaking('en-US', { locale: 'en', err_wait_seconds_one: 'Try again in $1 second.', err_wait_seconds_other: 'Try again in $1 seconds.' });
    expect(plural('err_wait_seconds', count)).toBe(text);
  });

  it.each([
    [0, '0 cliques'],
    [1, '1 clique'],
    [2, '2 cliques'],
  ])('Brazilian Portuguese: %i takes %s (the plural for 0)', (count, text) => {
    speaking('pt-BR', { locale: 'pt-BR', err_wait_seconds_one: '$1 clique', err_wait_seconds_other: '$1 cliques' });
    expect(plural('err_wait_seconds', count)).toBe(text);
  });

  it('falls back to the other form when a locale lacks a category', () => {
    speaking('fr', { locale: 'fr', err_wait_seconds_other: '$1 secondes' });
    // French says "many" for a million; this locale only wrote "other".
    expect(plural('err_wait_seconds', 1_000_000)).toBe(`${(1_000_000).toLocaleString('fr')} secondes`);
  });
});

describe('rich', () => {
  it('returns the text around the parts, in the translation’s order', () => {
    speaking('de', { locale: 'de', err_key_area: '$1 kann dieser Schlüssel nicht nutzen: $2' });
    const parts = rich('err_key_area', { part: 'A' }, { part: 'B' });
    expect(parts).toEqual(['', { part: 'A' }, ' kann dieser Schlüssel nicht nutzen: ', { part: 'B' }, '']);
  });
});

describe('formatLocale', () => {
  it.each([
    ['en-GB', 'en', 'en-GB'],
    ['de-AT', 'de', 'de-AT'],
    ['ja', 'en', 'en'],
    ['pt-BR', 'pt-BR', 'pt-BR'],
  ])('browser %s, text in %s: numbers and dates in %s', (ui, text, expected) => {
    speaking(ui, { locale: text });
    expect(formatLocale()).toBe(expected);
  });

  it('English dates in en-GB are day first', () => {
    speaking('en-GB', { locale: 'en' });
    expect(formatDate(new Date(2026, 10, 24), { dateStyle: 'short' })).toBe('24/11/2026');
  });
});

describe('parseServerDate', () => {
  it.each([
    ['2026-11-22 14:05:00', new Date(2026, 10, 22, 14, 5, 0)],
    ['2026-11-22', new Date(2026, 10, 22)],
    ['2026-11-22T14:05', new Date(2026, 10, 22, 14, 5)],
  ])('%s is a wall-clock time', (text, date) => {
    expect(parseServerDate(text)).toEqual(date);
  });

  it.each(['', 'yesterday', '0000-00-00 00:00:00', '2026-11-31', '22/11/2026'])('%j is not a date', (text) => {
    expect(parseServerDate(text)).toBeNull();
  });
});

describe('right to left', () => {
  it('isolates each substitution, so an address keeps its order beside Arabic words', () => {
    speaking('ar', { locale: 'ar', direction: 'rtl', err_key_area: 'لا يمكن $1', err_wait_seconds_other: '$1 ثانية' });
    expect(t('err_key_area', 'utm_*, fbclid')).toBe('لا يمكن \u2068utm_*, fbclid\u2069');
    expect(plural('err_wait_seconds', 5)).toBe(`\u2068${(5).toLocaleString('ar')}\u2069 ثانية`);
  });

  it('leaves left-to-right text as it is', () => {
    speaking('de', { locale: 'de', direction: 'ltr', err_key_area: '$1 geht nicht' });
    expect(t('err_key_area', 'https://sho.rt/abc')).toBe('https://sho.rt/abc geht nicht');
  });
});

describe('rich, right to left', () => {
  it('isolates each part, so a short link in bold keeps its order beside Arabic words', () => {
    speaking('ar', { locale: 'ar', direction: 'rtl', err_key_area: 'حذف $1؟' });
    expect(rich('err_key_area', { part: 'https://sho.rt/abc' })).toEqual(['حذف \u2068', { part: 'https://sho.rt/abc' }, '\u2069؟']);
  });
});

describe('installI18n', () => {
  it('reads the browser’s messages when given no source, at each call', () => {
    installI18n();
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('de-AT');
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(((key: string) => (key === 'locale' ? 'de' : '')) as typeof fakeBrowser.i18n.getMessage);
    expect(formatLocale()).toBe('de-AT');
  });

  it('a new install forgets what the last one worked out, and so does a value built per locale', () => {
    const dayName = perLocale(() => new Intl.DateTimeFormat(formatLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 23)));
    speaking('ar', { locale: 'ar', direction: 'rtl', err_key_area: '$1' });
    expect([t('err_key_area', 'x'), formatLocale(), dayName()]).toEqual(['\u2068x\u2069', 'ar', 'الاثنين']);
    speaking('de', { locale: 'de', direction: 'ltr', err_key_area: '$1' });
    expect([t('err_key_area', 'x'), formatLocale(), dayName()]).toEqual(['x', 'de', 'Montag']);
  });
});
