import { describe, expect, it } from 'vitest';
import { webAddresses } from './all-tabs';

describe('webAddresses (Shorten all tabs)', () => {
  it('keeps web pages once, in tab order, and counts what it left out', () => {
    expect(
      webAddresses([
        'https://a.example/',
        'chrome://settings/',
        'https://b.example/post?id=2',
        'https://a.example/',
        undefined,
        'chrome-extension://abc/popup.html',
        'http://c.example/',
        'file:///home/me/notes.txt',
      ]),
    ).toEqual({ urls: ['https://a.example/', 'https://b.example/post?id=2', 'http://c.example/'], skipped: { notWeb: 4, duplicates: 1 } });
  });
});
