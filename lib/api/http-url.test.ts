import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './http-url';

describe('isHttpUrl: an absolute http(s) URL with a host', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/a?b=c#d', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['http://127.0.0.1:8080/x', true],
    ['https://[::1]/', true],
    ['https://brand.example/', true],
    ['example.com', false],
    ['//example.com/a', false],
    ['/relative/path', false],
    ['https://', false],
    ['http:', false],
    ['ftp://example.com/file', false],
    ['file:///home/me/a.html', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['mailto:me@example.com', false],
    ['chrome://settings', false],
    ['about:blank', false],
    ['', false],
    ['not a url', false],
  ])('%j → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});
