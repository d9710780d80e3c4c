import { describe, expect, it } from 'vitest';
import { addressesIn, replaceAddresses } from './text-addresses';

describe('addressesIn', () => {
  it.each<[string, string[]]>([
    ['Read https://a.test/x and www.b.test today.', ['https://a.test/x', 'https://www.b.test']],
    ['(see https://a.test/x), then https://a.test/x again', ['https://a.test/x']],
    ['Wiki: https://en.wikipedia.org/wiki/Foo_(bar).', ['https://en.wikipedia.org/wiki/Foo_(bar)']],
    ['[docs](https://a.test/docs) and <https://b.test/>', ['https://a.test/docs', 'https://b.test/']],
    ['example.com/path, e.g. notes.txt or Node.js; i.e. nothing else', ['https://example.com/path']],
    ['“https://a.test/q?x=1&y=2”!', ['https://a.test/q?x=1&y=2']],
    ['mailto:me@a.test ftp://a.test/x javascript:alert(1)', []],
    ['no addresses at all', []],
  ])('%s', (text, addresses) => {
    expect(addressesIn(text, [])).toEqual(addresses);
  });

  it('leaves out addresses already on one of the user’s short domains', () => {
    const text = 'Old https://sho.rt/abc, brand https://Go.Brand.test/x and new https://a.test';
    expect(addressesIn(text, ['sho.rt', 'go.brand.test'])).toEqual(['https://a.test']);
  });
});

describe('replaceAddresses', () => {
  const short = new Map([
    ['https://a.test/x', 'https://sho.rt/1'],
    ['https://www.b.test', 'https://sho.rt/2'],
  ]);

  it.each<[string, string]>([
    ['Read https://a.test/x and www.b.test today.', 'Read https://sho.rt/1 and https://sho.rt/2 today.'],
    ['(https://a.test/x)\n\nhttps://a.test/x.', '(https://sho.rt/1)\n\nhttps://sho.rt/1.'],
    ['Unknown https://c.test stays; so do   spaces\tand tabs', 'Unknown https://c.test stays; so do   spaces\tand tabs'],
    ['', ''],
  ])('%j', (text, expected) => {
    expect(replaceAddresses(text, short)).toBe(expected);
  });
});
