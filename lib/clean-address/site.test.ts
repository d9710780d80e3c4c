import { describe, expect, it } from 'vitest';
import { sameSite } from './site';

describe('sameSite (a page naming its canonical address)', () => {
  it.each([
    ['https://example.com/a', 'https://www.example.com/a'],
    ['https://www.example.com/a', 'https://example.com/b'],
    ['https://m.example.com/a', 'https://example.com/a'],
    ['https://example.com/a', 'https://blog.example.com/a'],
    ['https://shop.example.co.uk/p', 'https://example.co.uk/p'],
    ['https://alice.github.io/post', 'https://alice.github.io/post/'],
  ])('%s may name %s', (page, canonical) => {
    expect(sameSite(page, canonical)).toBe(true);
  });

  it.each([
    ['https://alice.github.io/post', 'https://github.io/post'],
    ['https://alice.github.io/post', 'https://bob.github.io/post'],
    ['https://evil.netlify.app/', 'https://netlify.app/'],
    ['https://shop.co.uk/p', 'https://co.uk/p'],
    ['https://example.com/a', 'https://com/a'],
    ['https://example.com/a', 'https://example.org/a'],
    ['https://example.com/a', 'not a url'],
  ])('%s may not name %s', (page, canonical) => {
    expect(sameSite(page, canonical)).toBe(false);
  });
});
