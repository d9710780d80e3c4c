import { describe, expect, it } from 'vitest';
import { extractUrl, isShortenable } from './shortenable';

describe('isShortenable', () => {
  it.each([
    ['https://example.com/a?b=c#d', true],
    ['http://127.0.0.1:8080/x', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['chrome://extensions', false],
    ['chrome-extension://abc/popup.html', false],
    ['moz-extension://abc/popup.html', false],
    ['about:blank', false],
    ['about:newtab', false],
    ['edge://settings', false],
    ['file:///home/me/a.html', false],
    ['data:text/html,hi', false],
    ['javascript:alert(1)', false],
    ['view-source:https://example.com', false],
    ['ftp://example.com/file', false],
    ['', false],
    ['not a url', false],
    [undefined, false],
    [null, false],
  ])('%s → %s', (url, expected) => {
    expect(isShortenable(url)).toBe(expected);
  });
});

describe('extractUrl', () => {
  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['  https://example.com/x \n', 'https://example.com/x'],
    ['http://example.com', 'http://example.com'],
    ['example.com/x', 'https://example.com/x'],
    ['www.example.co.uk/path?q=1', 'https://www.example.co.uk/path?q=1'],
    ['example.com:8443/a', 'https://example.com:8443/a'],
    ['//example.com/a', 'https://example.com/a'],
    ['<https://example.com/a>', 'https://example.com/a'],
    ['"https://example.com/a"', 'https://example.com/a'],
    ['(example.com/a)', 'https://example.com/a'],
    ['https://example.com/a.', 'https://example.com/a'],
    ['example.com/x,', 'https://example.com/x'],
    ['see https://example.com/x', null],
    ['hello world', null],
    ['hello', null],
    ['file.txt', null],
    ['notes.md', null],
    ['example.com', 'https://example.com'],
    ['www.example.page', 'https://www.example.page'],
    ['example.page/x', 'https://example.page/x'],
    ['1.2', null],
    ['javascript:alert(1)', null],
    ['mailto:me@example.com', null],
    ['chrome://settings', null],
    ['ftp://example.com/x', null],
    ['', null],
    ['   ', null],
    [undefined, null],
  ])('%j → %j', (selection, expected) => {
    expect(extractUrl(selection)).toBe(expected);
  });
});
