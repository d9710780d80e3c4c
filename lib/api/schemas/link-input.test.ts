import { describe, expect, it } from 'vitest';
import { linkInputSchema, linkUpdateSchema, redirectTypeSchema } from './link-input';

describe('linkInputSchema', () => {
  it('accepts the full field-notes body', () => {
    const body = {
      url: 'https://google.com',
      custom: 'google',
      type: 'overlay-3',
      password: 'pw',
      domain: 'https://brand.test',
      expiry: '2027-11-11 12:00:00',
      geotarget: [{ location: 'Canada', link: 'https://google.ca' }],
      devicetarget: [{ device: 'Mac OS', link: 'https://apple.test' }],
      languagetarget: [{ language: 'fr', link: 'https://google.fr' }],
      parameters: [{ name: 'utm_source', value: 'trim' }],
      metatitle: 't',
      metadescription: 'd',
      metaimage: 'https://img.test/a.png',
      description: 'note',
      pixels: [1, 2],
      channel: 1,
      campaign: 2,
      deeplink: { auto: true },
      status: 'public',
    };
    expect(linkInputSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['missing url', {}],
    ['non-http url', { url: 'javascript:alert(1)' }],
    ['unknown device', { url: 'https://a.test', devicetarget: [{ device: 'Toaster', link: 'https://a.test' }] }],
    ['three-letter language', { url: 'https://a.test', languagetarget: [{ language: 'eng', link: 'https://a.test' }] }],
    ['bad expiry', { url: 'https://a.test', expiry: 'tomorrow' }],
    ['bad status', { url: 'https://a.test', status: 'hidden' }],
    ['pixel names instead of ids', { url: 'https://a.test', pixels: ['fb'] }],
    ['domain id instead of URL', { url: 'https://a.test', domain: 3 }],
  ])('rejects %s', (_name, body) => {
    expect(linkInputSchema.safeParse(body).success).toBe(false);
  });

  it('update makes url optional', () => {
    expect(linkUpdateSchema.safeParse({ custom: 'x' }).success).toBe(true);
  });
});

describe('redirectTypeSchema', () => {
  it.each([
    ['direct', true],
    ['frame', true],
    ['splash', true],
    ['overlay-12', true],
    [12, true],
    ['12', true],
    ['overlay-', false],
    ['overlay-x', false],
    ['overlay-0', false],
    ['overlay--3', false],
    ['overlay-3.5', false],
    ['popup', false],
    [0, false],
  ])('%j valid: %s', (value, valid) => {
    expect(redirectTypeSchema.safeParse(value).success).toBe(valid);
  });
});
