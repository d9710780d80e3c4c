import { describe, expect, it } from 'vitest';
import { isCredentialParameter, looksLikeToken, lookupQuery, shortLinkQuery } from './lookup-query';

describe('lookupQuery', () => {
  it.each([
    ['https://example.com/article', 'https://example.com/article'],
    ['https://example.com/a?utm_source=x&page=2', 'https://example.com/a?utm_source=x&page=2'],
    ['https://example.com/app#access_token=abc&state=1', 'https://example.com/app'],
    ['https://example.com/doc#section-2', 'https://example.com/doc'],
    // Slugs, product names, numbers and words are not tokens.
    ['https://blog.example/2024/how-to-bake-bread-at-home-2024', 'https://blog.example/2024/how-to-bake-bread-at-home-2024'],
    ['https://shop.example/iphone-15-pro-max-review', 'https://shop.example/iphone-15-pro-max-review'],
    ['https://social.example/status/1790123456789012345', 'https://social.example/status/1790123456789012345'],
    ['https://wiki.example/TheQuickBrownFoxJumpsOverTheLazyDog', 'https://wiki.example/TheQuickBrownFoxJumpsOverTheLazyDog'],
    ['https://example.com/search?keyword=bread&author=ann', 'https://example.com/search?keyword=bread&author=ann'],
    // A one-letter name is a time or a search as often as a token: sent unless its value is one.
    ['https://video.example/watch?v=dQw4w9WgXcQ&t=42s', 'https://video.example/watch?v=dQw4w9WgXcQ&t=42s'],
    ['https://shop.example/s?k=noise+cancelling+headphones', 'https://shop.example/s?k=noise+cancelling+headphones'],
  ])('sends %s as %s', (url, sent) => {
    expect(lookupQuery(url)).toBe(sent);
  });

  it.each([
    'https://example.com/reset?token=abc123',
    'https://example.com/login?session_id=42',
    'https://example.com/cb?code=xyz&state=1',
    'https://s3.example.com/f.pdf?X-Amz-Signature=deadbeef&X-Amz-Credential=AK',
    'https://example.com/api?api_key=sk-1',
    'https://example.com/share?AuthToken=1',
    'https://example.com/verify?key=abc',
    'https://example.com/p?password=hunter2',
    // Issue #41, item 4: a user name and password before the host.
    'https://alice:hunter2@intranet.example/wiki',
    'https://alice@intranet.example/wiki',
    // Names that end in a secret's word, or hold one as a part.
    'https://example.com/a?access_key=AKIA1',
    'https://example.com/a?private_key=pk',
    'https://example.com/a?reset_key=rk',
    'https://example.com/a?resetKey=rk',
    'https://example.com/a?apikey=1',
    'https://example.com/a?X-Amz-Signature=1',
    'https://example.com/a?oauth=1',
    'https://example.com/a?passcode=1',
    'https://example.com/a?user_pass=1',
    'https://example.com/a?url_sig=1',
    'https://example.com/login?magic=abc',
    'https://example.com/login?magic_link=abc',
    // A token in the path, or in a parameter's value whatever its name.
    'https://files.example/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit',
    'https://example.com/invite/550e8400-e29b-41d4-a716-446655440000',
    'https://example.com/dl/d41d8cd98f00b204e9800998ecf8427e/report.pdf',
    'https://example.com/app?t=eyJhbGciOiJIUzI1NiJ9',
    'https://example.com/app?k=Xk9fQ2pL7mN3vR8sT1wY',
  ])('sends nothing for %s', (url) => {
    expect(lookupQuery(url)).toBeNull();
  });

  it.each([
    ['page', false],
    ['utm_campaign', false],
    ['keyword', false],
    ['id', false],
    ['access_token', true],
    ['refreshToken', true],
    ['client-secret', true],
    ['sig', true],
    ['access_key', true],
    ['private_key', true],
    ['reset_key', true],
    ['magic', true],
    ['monkey', true],
    ['keyword', false],
    ['author', false],
    ['authorization', true],
    ['auth_code', true],
    ['t', false],
    ['k', false],
  ])('%s is a credential: %s', (name, credential) => {
    expect(isCredentialParameter(name)).toBe(credential);
  });

  it.each([
    ['d41d8cd98f00b204e9800998ecf8427e', true],
    ['550e8400-e29b-41d4-a716-446655440000', true],
    ['eyJhbGciOiJIUzI1NiJ9', true],
    ['Xk9fQ2pL7mN3vR8sT1wY', true],
    ['my-post-title-a1b2c3d4e5f6a7b8', true],
    ['a1b2c3d4e5f6a7b', false],
    ['how-to-bake-bread-2024', false],
    ['iphone-15-pro-max-review', false],
    ['HowToBakeBreadAtHome', false],
    ['kqzvxwplmrtbnhgdjs', false],
    ['1790123456789012345', false],
    ['https%3A%2F%2Fexample.com%2F2024', false],
  ])('%s looks like a token: %s', (text, token) => {
    expect(looksLikeToken(text)).toBe(token);
  });
});

describe('shortLinkQuery', () => {
  it.each([
    ['https://sho.rt/abc', 'https://sho.rt/abc'],
    ['https://alice:hunter2@sho.rt/abc', 'https://sho.rt/abc'],
    ['https://sho.rt/abc?token=1#x', 'https://sho.rt/abc'],
    ['https://SHO.rt/go/abc/', 'https://sho.rt/go/abc/'],
  ])('sends %s as %s', (url, sent) => {
    expect(shortLinkQuery(url)).toBe(sent);
  });
});
