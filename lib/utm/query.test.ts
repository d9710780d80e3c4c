import { describe, expect, it } from 'vitest';
import { applyTemplate, chosenUtmParams, fillTemplate, readUtm, writeUtm } from './query';
import { EMPTY_UTM, type UtmValues } from './template';

const utm = (values: Partial<UtmValues>): UtmValues => ({ ...EMPTY_UTM, ...values });

describe('readUtm', () => {
  it.each([
    ['no query', 'https://example.com/a', EMPTY_UTM],
    [
      'all five among others',
      'https://example.com/?id=1&utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=shoes&utm_content=top',
      utm({ source: 'news', medium: 'email', campaign: 'spring', term: 'shoes', content: 'top' }),
    ],
    ['decodes %20, + and escapes', 'https://example.com/?utm_campaign=big%20sale%20%26%20more&utm_term=a+b', utm({ campaign: 'big sale & more', term: 'a b' })],
    ['non-ASCII', 'https://example.com/?utm_campaign=%C3%A9t%C3%A9%20%D8%B1%D8%A8%D9%8A%D8%B9', utm({ campaign: 'été ربيع' })],
    ['case-insensitive names', 'https://example.com/?UTM_Source=x', utm({ source: 'x' })],
    ['the first of a repeated name', 'https://example.com/?utm_source=a&utm_source=b', utm({ source: 'a' })],
    ['not the fragment', 'https://example.com/#utm_source=x', EMPTY_UTM],
    ['a name without a value', 'https://example.com/?utm_source', EMPTY_UTM],
    ['a URL that does not parse', 'example.com/?utm_source=x', EMPTY_UTM],
    ['empty', '', EMPTY_UTM],
  ])('%s', (_, url, expected) => {
    expect(readUtm(url)).toEqual(expected);
  });
});

describe('writeUtm', () => {
  it.each([
    ['adds to an address without a query', 'https://example.com/a', { source: 'news' }, 'https://example.com/a?utm_source=news'],
    ['adds after the other parameters, before the fragment', 'https://example.com/a?id=7#part', { campaign: 'spring' }, 'https://example.com/a?id=7&utm_campaign=spring#part'],
    ['changes a value where it stands', 'https://example.com/?a=1&utm_source=old&b=2', { source: 'new' }, 'https://example.com/?a=1&utm_source=new&b=2'],
    ['removes an emptied value', 'https://example.com/?a=1&utm_source=old&b=2', { source: '' }, 'https://example.com/?a=1&b=2'],
    ['removes the last one with its ?', 'https://example.com/p?utm_source=old#x', { source: '' }, 'https://example.com/p#x'],
    ['encodes spaces, &, =, # and +', 'https://example.com/', { campaign: 'a b&c=d#e+f' }, 'https://example.com/?utm_campaign=a%20b%26c%3Dd%23e%2Bf'],
    ['encodes non-ASCII', 'https://example.com/', { campaign: 'été' }, 'https://example.com/?utm_campaign=%C3%A9t%C3%A9'],
    ['keeps the encoding of an unchanged value', 'https://example.com/?utm_term=a+b&x=%7E', { term: 'a b', source: 's' }, 'https://example.com/?utm_term=a+b&x=%7E&utm_source=s'],
    ['drops the repeats of a changed name', 'https://example.com/?utm_source=a&k=1&utm_source=b', { source: 'c' }, 'https://example.com/?utm_source=c&k=1'],
    ['nothing changed: the address as typed', 'HTTPS://Example.com/a?utm_source=x', { source: 'x' }, 'HTTPS://Example.com/a?utm_source=x'],
    ['a URL that does not parse is left as typed', 'example.com/a', { source: 'x' }, 'example.com/a'],
    ['an empty ? stays out', 'https://example.com/?', { medium: 'social' }, 'https://example.com/?utm_medium=social'],
  ])('%s', (_, url, values, expected) => {
    expect(writeUtm(url, values)).toBe(expected);
  });

  it('reads back what it wrote', () => {
    const values = utm({ source: 'news letter', medium: 'e&mail', campaign: 'q=1#2', term: 'ça', content: '100%' });
    expect(readUtm(writeUtm('https://example.com/p?id=1#f', values))).toEqual(values);
  });
});

describe('templates', () => {
  const page = { title: 'Spring sale', url: 'https://www.shop.example/sale?id=1' };

  it('fills {title} and {domain}', () => {
    expect(fillTemplate(utm({ source: '{domain}', campaign: '{title} {domain}' }), page)).toEqual(utm({ source: 'shop.example', campaign: 'Spring sale shop.example' }));
  });

  it('an unknown title leaves the value empty', () => {
    expect(fillTemplate(utm({ content: '{title}' }), { title: '', url: page.url })).toEqual(EMPTY_UTM);
  });

  it("sets every field the template fills and keeps the user's others", () => {
    const url = 'https://www.shop.example/sale?id=1&utm_term=mine&utm_source=old';
    expect(applyTemplate(url, utm({ source: 'newsletter', campaign: '{domain}', content: '{title}' }), { title: '', url })).toBe(
      'https://www.shop.example/sale?id=1&utm_term=mine&utm_source=newsletter&utm_campaign=shop.example',
    );
  });

  it('names the parameters a URL carries with a value', () => {
    expect(chosenUtmParams('https://example.com/?utm_source=a&utm_medium=&utm_campaign=c')).toEqual(['utm_source', 'utm_campaign']);
  });
});
