import { describe, expect, it } from 'vitest';
import { isCredentialParameter, lookupQuery } from './lookup-query';

describe('lookupQuery', () => {
  it.each([
    ['https://example.com/article', 'https://example.com/article'],
    ['https://example.com/a?utm_source=x&page=2', 'https://example.com/a?utm_source=x&page=2'],
    ['https://example.com/app#access_token=abc&state=1', 'https://example.com/app'],
    ['https://example.com/doc#section-2', 'https://example.com/doc'],
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
  ])('%s is a credential: %s', (name, credential) => {
    expect(isCredentialParameter(name)).toBe(credential);
  });
});
