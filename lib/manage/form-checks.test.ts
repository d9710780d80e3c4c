import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';
import { pixelTypeLabel, validatePixel, validatePixelUpdate } from './pixel-form';
import { slugOfRotator, validateCampaign, campaignChanges } from './campaign-form';
import { validateAccountUpdate } from './account-form';
import { validateChannel } from './channel-form';
import { validateDomain, validateDomainRedirects } from './domain-form';
import { validateUpload, type UploadFormValues } from './upload-form';

const errorKeys = (result: { ok: boolean; errors?: Record<string, string> }) => Object.keys(result.errors ?? {});

describe('campaigns', () => {
  it.each([
    [
      { name: ' Spring ', slug: '', public: false },
      { name: 'Spring', public: false },
    ],
    [
      { name: 'Spring', slug: ' spring-26 ', public: true },
      { name: 'Spring', slug: 'spring-26', public: true },
    ],
  ])('%j', (values, body) => expect(validateCampaign(values)).toEqual({ ok: true, value: body }));

  it.each([
    [{ name: '  ', slug: '', public: false }, ['name']],
    [{ name: 'xyz', slug: 'has space', public: false }, ['slug']],
    [{ name: 'xyz', slug: 'ünï', public: false }, ['slug']],
    // The service keeps the old name, without an error, for a shorter one.
    [{ name: ' ab ', slug: '', public: false }, ['name']],
  ])('refuses %j', (values, keys) => expect(errorKeys(validateCampaign(values))).toEqual(keys));

  it.each<[string, { name: string; slug?: string; public: boolean }, string | false, object]>([
    ['an unchanged slug is not sent', { name: 'Spring 2', slug: 'spring', public: true }, 'https://s.test/r/spring', { name: 'Spring 2', public: true }],
    ['a changed slug is sent', { name: 'Spring', slug: 'summer', public: true }, 'https://s.test/r/spring', { name: 'Spring', slug: 'summer', public: true }],
    ['an emptied slug removes the rotator', { name: 'Spring', public: true }, 'https://s.test/r/spring', { name: 'Spring', slug: '', public: true }],
    ['no rotator, none asked', { name: 'Spring', public: false }, false, { name: 'Spring', public: false }],
  ])('campaignChanges: %s', (_name, body, rotator, sent) => expect(campaignChanges(body, rotator)).toEqual(sent));

  it.each<[string | false, string]>([
    [false, ''],
    ['https://s.test/r/spring-26', 'spring-26'],
    ['https://s.test/r/spring-26/', 'spring-26'],
    ['nonsense', ''],
  ])('slug of %s', (rotator, slug) => expect(slugOfRotator(rotator)).toBe(slug));
});

describe('channels', () => {
  it.each([
    [
      { name: 'News', description: '', color: '', starred: false },
      { name: 'News', description: '', starred: false },
    ],
    [
      { name: 'News', description: ' d ', color: '#ABC', starred: true },
      { name: 'News', description: 'd', color: '#aabbcc', starred: true },
    ],
  ])('%j', (values, body) => expect(validateChannel(values)).toEqual({ ok: true, value: body }));

  it.each([
    [{ name: '', description: '', color: '', starred: false }, ['name']],
    [{ name: 'x', description: '', color: 'red', starred: false }, ['color']],
    [{ name: 'x', description: '', color: '#12345', starred: false }, ['color']],
  ])('refuses %j', (values, keys) => expect(errorKeys(validateChannel(values))).toEqual(keys));
});

describe('domains', () => {
  it.each([
    [{ domain: 'https://go.example.com', redirectroot: '', redirect404: '' }, { domain: 'https://go.example.com' }],
    [
      { domain: ' https://Go.Example.com/ ', redirectroot: 'https://example.com', redirect404: '' },
      { domain: 'https://go.example.com', redirectroot: 'https://example.com' },
    ],
    [
      { domain: 'http://go.example.com:8080', redirectroot: '', redirect404: 'https://example.com/404' },
      { domain: 'http://go.example.com:8080', redirect404: 'https://example.com/404' },
    ],
  ])('%j', (values, body) => expect(validateDomain(values)).toEqual({ ok: true, value: body }));

  it.each([
    [{ domain: 'go.example.com', redirectroot: '', redirect404: '' }, ['domain']],
    [{ domain: 'https://go.example.com/path', redirectroot: '', redirect404: '' }, ['domain']],
    [{ domain: 'https://go.example.com/?a', redirectroot: '', redirect404: '' }, ['domain']],
    [{ domain: 'ftp://go.example.com', redirectroot: 'nope', redirect404: 'javascript:x' }, ['domain', 'redirectroot', 'redirect404']],
  ])('refuses %j', (values, keys) => expect(errorKeys(validateDomain(values)).sort()).toEqual(keys.sort()));

  it('sends both redirects on edit, an emptied one to clear it', () => {
    expect(validateDomainRedirects({ redirectroot: ' ', redirect404: ' https://x.test/404' })).toEqual({
      ok: true,
      value: { redirectroot: '', redirect404: 'https://x.test/404' },
    });
  });
});

describe('pixels', () => {
  it('accepts a known provider', () => {
    expect(validatePixel({ type: 'fbpixel', name: ' Ads ', tag: ' 123 ' })).toEqual({ ok: true, value: { type: 'fbpixel', name: 'Ads', tag: '123' } });
  });
  it.each([
    [{ type: '', name: 'n', tag: 't' }, ['type']],
    [{ type: 'myspace', name: 'n', tag: 't' }, ['type']],
    [{ type: 'bing', name: '', tag: '' }, ['name', 'tag']],
  ])('refuses %j', (values, keys) => expect(errorKeys(validatePixel(values))).toEqual(keys));
  it('checks only name and tag on edit', () => {
    expect(validatePixelUpdate({ name: ' N ', tag: ' T ' })).toEqual({ ok: true, value: { name: 'N', tag: 'T' } });
    expect(errorKeys(validatePixelUpdate({ name: 'N', tag: ' ' }))).toEqual(['tag']);
  });
  it.each([
    ['gtmpixel', 'Google Tag Manager'],
    ['tiktok', 'TikTok'],
    ['newthing', 'newthing'],
  ])('labels %s', (type, label) => expect(pixelTypeLabel(type)).toBe(label));
});

describe('account', () => {
  it.each([
    [{ email: 'new@example.com', password: '', confirm: '' }, { email: 'new@example.com' }],
    [{ email: 'me@example.com', password: 'secret1', confirm: 'secret1' }, { password: 'secret1' }],
    [{ email: 'ME@example.com ', password: 'secret1', confirm: 'secret1' }, { password: 'secret1' }],
  ])('%j', (values, body) => expect(validateAccountUpdate(values, 'me@example.com')).toEqual({ ok: true, value: body }));

  it.each([
    [{ email: 'me@example.com', password: '', confirm: '' }, ['email']],
    [{ email: 'not-an-email', password: '', confirm: '' }, ['email']],
    [{ email: '', password: 'abc', confirm: 'abc' }, ['password']],
    [{ email: '', password: 'secret1', confirm: 'secret2' }, ['confirm']],
  ])('refuses %j', (values, keys) => expect(errorKeys(validateAccountUpdate(values, 'me@example.com'))).toEqual(keys));
});

describe('uploads', () => {
  const blank: UploadFormValues = { name: 'report.pdf', alias: '', domain: '', password: '', expiry: '', maxDownloads: '' };
  const now = new Date(2026, 10, 22, 9, 0);
  it.each<[Partial<UploadFormValues>, object]>([
    [{}, { name: 'report.pdf' }],
    [
      { alias: 'q4-report', domain: 'https://go.example.com', password: 'pw', expiry: '2026-11-23', maxDownloads: '10' },
      { name: 'report.pdf', custom: 'q4-report', domain: 'https://go.example.com', password: 'pw', expiry: '2026-11-23', maxdownloads: 10 },
    ],
  ])('%j', (change, body) => expect(validateUpload({ ...blank, ...change }, now)).toEqual({ ok: true, value: body }));
  it.each<[Partial<UploadFormValues>, string[]]>([
    [{ name: ' ' }, ['name']],
    [{ alias: 'ab' }, ['alias']],
    [{ alias: 'a b c' }, ['alias']],
    [{ expiry: '2026-11-22' }, ['expiry']],
    [{ expiry: '22/11/2027' }, ['expiry']],
    [{ maxDownloads: '0' }, ['maxDownloads']],
    [{ maxDownloads: '2.5' }, ['maxDownloads']],
    [{ domain: 'go.example.com' }, ['domain']],
  ])('refuses %j', (change, keys) => expect(errorKeys(validateUpload({ ...blank, ...change }, now))).toEqual(keys));
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [5.5 * 1024 * 1024, '5.5 MB'],
    [12 * 1024 * 1024, '12 MB'],
    [-1, ''],
  ])('%d → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
