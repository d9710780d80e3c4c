import { describe, expect, it } from 'vitest';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { withDefaults } from './defaults';

const none = DEFAULT_SHORTEN_DEFAULTS;

describe('withDefaults', () => {
  it('sends only the URL and the always-set status and type when nothing else is chosen', () => {
    expect(withDefaults('https://example.com', none)).toEqual({ url: 'https://example.com', status: 'private', type: 'direct' });
  });

  it('adds every default that has a value', () => {
    expect(withDefaults('https://example.com', { domain: ' https://brand.example ', campaign: 3, channel: 9, status: 'public', type: 'frame' })).toEqual({
      url: 'https://example.com',
      domain: 'https://brand.example',
      campaign: 3,
      channel: 9,
      status: 'public',
      type: 'frame',
    });
  });

  it.each([
    ['splash', 'splash'],
    ['overlay-4', 'overlay-4'],
    ['12', '12'],
  ])('keeps the redirect type %s', (type, expected) => {
    expect(withDefaults('https://example.com', { ...none, type }).type).toBe(expected);
  });

  it.each(['bogus', '', 'overlay-x', '0'])('sends a stored redirect type the form would refuse (%j) as direct, as the popup opens with', (type) => {
    expect(withDefaults('https://example.com', { ...none, type }).type).toBe('direct');
  });

  it('leaves out a stored domain that is not a web address', () => {
    expect(withDefaults('https://example.com', { ...none, domain: 'brand.example' })).not.toHaveProperty('domain');
  });
});
