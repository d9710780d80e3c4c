import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sendsKeyInClear, validateConnection } from './connection-form';

describe('validateConnection', () => {
  it.each([
    ['', 'key', 'baseUrl', /Enter the address/],
    ['short.example.com', 'key', 'baseUrl', /https:\/\//],
    ['ftp://short.example.com', 'key', 'baseUrl', /https:\/\//],
    ['https://user:pw@short.example.com', 'key', 'baseUrl', /user name and password/],
    ['https://short.example.com/?x=1', 'key', 'baseUrl', /after \? or #/],
    ['https://short.example.com/#top', 'key', 'baseUrl', /after \? or #/],
    ['https://short.example.com', '', 'apiKey', /Paste the API key/],
    ['https://short.example.com', '   ', 'apiKey', /Paste the API key/],
    ['https://short.example.com', 'abc def', 'apiKey', /no spaces/],
  ])('%j + %j → %s', (baseUrl, apiKey, field, message) => {
    const result = validateConnection({ baseUrl, apiKey });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toMatch(message);
  });

  it('trims both and drops trailing slashes; a path prefix stays', () => {
    expect(validateConnection({ baseUrl: ' https://example.com/short/ ', apiKey: ' k3y ' })).toEqual({
      ok: true,
      value: { baseUrl: 'https://example.com/short', apiKey: 'k3y' },
    });
  });

  it.each([
    ['https://short.example.com/api', undefined, 'https://short.example.com'],
    ['https://short.example.com/API/', undefined, 'https://short.example.com'],
    ['https://example.com/short/api', undefined, 'https://example.com/short'],
    ['https://example.com/v2/api', 'v2/api', 'https://example.com'],
    ['https://example.com/apis', undefined, 'https://example.com/apis'],
  ])('an address ending in the API path (%s, path %s) is saved without it: Trim adds it itself', (baseUrl, apiPath, kept) => {
    const result = validateConnection({ baseUrl, apiKey: 'k', ...(apiPath === undefined ? {} : { apiPath }) });
    expect(result.ok && result.value.baseUrl).toBe(kept);
  });

  it('never throws on any input; what it accepts is trimmed', () => {
    // Web addresses too: arbitrary text alone is never a base URL, so nothing would be accepted.
    const typed = fc.oneof(
      fc.string(),
      fc.webUrl().map((url) => ` ${url}/ `),
    );
    let accepted = 0;
    fc.assert(
      fc.property(typed, fc.string(), (baseUrl, apiKey) => {
        const result = validateConnection({ baseUrl, apiKey });
        if (!result.ok) expect(Object.keys(result.errors).every((k) => k === 'baseUrl' || k === 'apiKey')).toBe(true);
        else {
          expect(result.value).toEqual({ baseUrl: baseUrl.trim().replace(/\/+$/, ''), apiKey: apiKey.trim() });
          accepted += 1;
        }
      }),
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

describe('sendsKeyInClear', () => {
  it.each([
    ['http://short.example.com', true],
    ['http://127.0.0.1:8787', true],
    ['https://short.example.com', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => expect(sendsKeyInClear(url)).toBe(expected));
});

describe('validateConnection: the API path', () => {
  const pair = { baseUrl: 'https://s.test', apiKey: 'KEY' };
  it.each([
    ['', undefined],
    ['/api', undefined],
    ['api/v2/', '/api/v2'],
    [' /x ', '/x'],
  ])('%j is stored as %j', (apiPath, stored) => {
    const result = validateConnection({ ...pair, apiPath });
    expect(result.ok && result.value.apiPath).toBe(stored ?? undefined);
  });

  it.each(['..', '/a/../b', './x', '/a?b', '/$&'])('refuses %j', (apiPath) => {
    expect(validateConnection({ ...pair, apiPath }).ok).toBe(false);
  });

  it('a path that starts like another host stays a path on this one', () => {
    const result = validateConnection({ ...pair, apiPath: '//evil.test' });
    expect(result.ok && result.value.apiPath).toBe('/evil.test');
  });
});
