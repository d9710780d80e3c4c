import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '@/lib/api/http-url';
import { httpUrlSchema } from '@/lib/api/schemas/primitives';
import { emptyShortenForm } from './form-model';
import { isShortenable } from '@/lib/core/shortenable';
import { validateShortenForm } from './validate';

// One address rule: whatever isHttpUrl says, the page check, the popup form and the API
// schema say too, so a page the popup offers is one the form and the client accept.

const urlFieldAccepts = (value: string) => {
  const result = validateShortenForm(emptyShortenForm(value));
  return result.ok || result.errors['url'] === undefined;
};

const samples = [
  'https://example.com/a?b=c#d',
  'http://127.0.0.1:8080/x',
  'HTTPS://EXAMPLE.COM',
  'example.com',
  '//example.com',
  'https://',
  'ftp://example.com/file',
  'chrome://extensions',
  'moz-extension://abc/popup.html',
  'about:blank',
  'javascript:alert(1)',
  'data:text/html,hi',
  'file:///home/me/a.html',
  'not a url',
];

describe('every surface asks the one address rule', () => {
  it.each(samples)('%j', (value) => {
    const rule = isHttpUrl(value);
    expect(isShortenable(value)).toBe(rule);
    expect(httpUrlSchema.safeParse(value).success).toBe(rule);
    expect(urlFieldAccepts(value)).toBe(rule);
  });

  it('agrees on arbitrary text and web addresses', () => {
    const value = fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string({ maxLength: 30 }), fc.constantFrom(...samples));
    let addresses = 0;
    fc.assert(
      fc.property(value, (candidate) => {
        const rule = isHttpUrl(candidate);
        if (rule) addresses += 1;
        expect(isShortenable(candidate)).toBe(rule);
        expect(httpUrlSchema.safeParse(candidate).success).toBe(rule);
        // The form trims what was typed before it asks.
        const trimmed = candidate.trim();
        expect(urlFieldAccepts(candidate)).toBe(trimmed !== '' && isHttpUrl(trimmed));
      }),
    );
    // Some runs were addresses the rule accepts: it is compared on those, not only on refusals.
    expect(addresses).toBeGreaterThan(0);
  });
});
