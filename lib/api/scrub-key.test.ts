import { describe, expect, it } from 'vitest';
import { scrubKey } from './scrub-key';

const KEY = 'sk-Trim_echo+Key/42';

describe('scrubKey', () => {
  it.each([
    ['the key itself', `Your key ${KEY} is not valid`],
    ['in upper case', `YOUR KEY ${KEY.toUpperCase()} IS NOT VALID`],
    ['in lower case', `key=${KEY.toLowerCase()}`],
    ['split by zero-width spaces', `key ${[...KEY].join('\u200b')}`],
    ['split by a soft hyphen and a word joiner', `key ${KEY.slice(0, 5)}\u00ad${KEY.slice(5, 9)}\u2060${KEY.slice(9)}`],
    ['in base64', `token ${btoa(KEY)}`],
    ['in URL-safe base64 without padding', `token ${btoa(KEY).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}`],
    ['percent-encoded', `?key=${encodeURIComponent(KEY)}`],
  ])('replaces the key %s', (_, text) => {
    const scrubbed = scrubKey(text, KEY);
    expect(scrubbed).toContain('[API key]');
    expect(scrubbed.toLowerCase()).not.toContain('echo');
  });

  it('leaves other text alone, and a key too short to tell from words', () => {
    expect(scrubKey('Link does not exist.', KEY)).toBe('Link does not exist.');
    expect(scrubKey('the abc of it', 'abc')).toBe('the abc of it');
  });
});
