import { describe, expect, it } from 'vitest';
import { cleanAddress } from './index';

const page = 'https://example.com/post?id=7&utm_source=news';
const off = { dropTracking: false, extraParams: [], preferCanonical: false };

describe('cleanAddress', () => {
  it.each([
    ['both off: the page as it is', off, null, { url: page, removed: [], canonical: false }],
    ['tracking dropped', { ...off, dropTracking: true }, null, { url: 'https://example.com/post?id=7', removed: ['utm_source'], canonical: false }],
    ['canonical preferred and declared', { ...off, preferCanonical: true }, 'https://example.com/p/7', { url: 'https://example.com/p/7', removed: [], canonical: true }],
    ['canonical preferred but none', { ...off, preferCanonical: true }, null, { url: page, removed: [], canonical: false }],
    [
      'canonical, then tracking dropped from it',
      { ...off, preferCanonical: true, dropTracking: true },
      'https://example.com/p/7?utm_medium=x',
      { url: 'https://example.com/p/7', removed: ['utm_medium'], canonical: true },
    ],
    ['a canonical equal to the page is no change', { ...off, preferCanonical: true }, page, { url: page, removed: [], canonical: false }],
    [
      'a canonical on www. of the same site',
      { ...off, preferCanonical: true },
      'https://www.example.com/p/7',
      { url: 'https://www.example.com/p/7', removed: [], canonical: true },
    ],
    ['a canonical on another site is ignored', { ...off, preferCanonical: true }, 'https://elsewhere.example.org/x', { url: page, removed: [], canonical: false }],
    ['a canonical on a look-alike host is ignored', { ...off, preferCanonical: true }, 'https://example.com.evil.test/x', { url: page, removed: [], canonical: false }],
  ])('%s', async (_, rule, canonical, expected) => {
    expect(await cleanAddress(page, rule, async () => canonical)).toEqual({ ...expected, original: page });
  });

  it('does not read the page unless the canonical address is preferred', async () => {
    let read = 0;
    await cleanAddress(page, { ...off, dropTracking: true }, async () => (read++, null));
    expect(read).toBe(0);
  });
});
