import { describe, expect, it } from 'vitest';
import { looksLikeOwnShortLink } from './own-short-link';

const domains = [{ domain: 'https://brand.test' }, { domain: 'not a url' }];

describe('looksLikeOwnShortLink', () => {
  it.each([
    ['an alias on the service host', 'https://sho.rt/abc', 'https://sho.rt', true],
    ['a trailing slash', 'https://sho.rt/abc/', 'https://sho.rt/', true],
    ['host case', 'https://SHO.rt/abc', 'https://sho.rt', true],
    ['an alias on a branded domain', 'https://brand.test/x1', 'https://sho.rt', true],
    ['the service under a path', 'https://example.com/s/abc', 'https://example.com/s/', true],
    ['a page beside the service path', 'https://example.com/blog/post', 'https://example.com/s', false],
    ['the bare host', 'https://sho.rt/', 'https://sho.rt', false],
    ['two segments', 'https://sho.rt/a/b', 'https://sho.rt', false],
    ['another host', 'https://example.org/abc', 'https://sho.rt', false],
    ['a port that differs', 'https://sho.rt:8443/abc', 'https://sho.rt', false],
    ['not a web page', 'chrome://settings', 'https://sho.rt', false],
    ['no base URL', 'https://sho.rt/abc', '', false],
  ])('%s', (_, url, baseUrl, expected) => {
    expect(looksLikeOwnShortLink(url, baseUrl, domains)).toBe(expected);
  });
});
