import { describe, expect, it } from 'vitest';
import type { LinkDetails, LinkInput } from '@/lib/api';
import { aliasOf, editValuesFrom, resetBySave, resetByWrite, settingNames, toLocalInput, unknownSettings, validateLinkEdit, type LinkEditValues } from './link-edit';

const details: Pick<LinkDetails, 'shorturl' | 'title'> = { shorturl: 'https://s.test/news', title: 'News' };
/** The known body of a link made elsewhere, as lib/links' knownBody gives it: what the details report. */
const reported: LinkInput = {
  url: 'https://example.com/news',
  metadescription: 'Front page',
  expiry: '2020-01-01 10:00:00',
  geotarget: [{ location: 'Canada', link: 'https://example.ca/' }],
  devicetarget: [{ device: 'iPhone', link: 'https://apps.example/ios' }],
};
const original = editValuesFrom(reported, details, false);
const now = new Date(2026, 10, 22, 12, 0);
const edit = (change: Partial<LinkEditValues>) => validateLinkEdit(original, { ...original, ...change }, now);

describe('aliasOf', () => {
  it.each([
    ['https://s.test/abc', 'abc'],
    ['https://s.test/abc/', 'abc'],
    ['https://s.test/prefix/x%20y', 'x y'],
    ['https://s.test/', ''],
    ['not a url', ''],
  ])('%s → %s', (input, expected) => expect(aliasOf(input)).toBe(expected));
});

describe('toLocalInput', () => {
  it.each<[string | null, string]>([
    ['2026-12-31 23:59:00', '2026-12-31T23:59'],
    ['2026-12-31T23:59', '2026-12-31T23:59'],
    ['2026-12-31', ''],
    [null, ''],
    ['soon', ''],
  ])('%s → %s', (input, expected) => expect(toLocalInput(input)).toBe(expected));
});

describe('editValuesFrom', () => {
  it('prefills what the service reports; what it does not report opens as not reported', () => {
    expect(original).toMatchObject({
      url: 'https://example.com/news',
      alias: 'news',
      metadescription: 'Front page',
      metatitle: 'News',
      description: '',
      type: '',
      status: '',
      password: '',
      expiry: '2020-01-01T10:00',
      geo: [{ target: 'Canada', link: 'https://example.ca/' }],
      device: [{ target: 'iPhone', link: 'https://apps.example/ios' }],
    });
  });

  it('prefills everything Trim remembers', () => {
    const values = editValuesFrom(
      { url: 'https://example.com/a', type: 'frame', password: 'pw', description: 'note', parameters: [{ name: 'utm_source', value: 'x' }], deeplink: { auto: true } },
      details,
      true,
    );
    expect(values).toMatchObject({ type: 'frame', status: 'private', password: 'pw', description: 'note', parameters: [{ name: 'utm_source', value: 'x' }], deeplink: 'auto' });
  });
});

describe('what a save resets', () => {
  it('lists the unknown settings still empty, in words', () => {
    const unknown = unknownSettings(false, true);
    expect(unknown).toEqual(['password', 'type', 'status', 'parameters', 'pixels', 'language', 'deeplink', 'note']);
    expect(unknownSettings(false, false)).toContain('device');
    expect(unknownSettings(true, false)).toEqual([]);
    expect(resetBySave(unknown, { ...original, password: 'new', type: 'frame' })).not.toContain('password');
    expect(settingNames(['password', 'type', 'status'])).toBe('password, redirect type, visibility');
  });

  it('a write with one change ("Use on a link") resets every unknown setting but the one it sets', () => {
    const unknown = unknownSettings(false, false);
    expect(resetByWrite(unknown, { type: 'overlay-4' })).toEqual(['password', 'status', 'parameters', 'pixels', 'language', 'deeplink', 'note', 'device']);
    expect(resetByWrite(unknown, { type: 'frame', password: null, parameters: [], status: 'public' })).not.toContain('status');
    expect(resetByWrite(unknown, { type: 'frame', password: null, parameters: [] })).toEqual(expect.arrayContaining(['password', 'parameters']));
    // Said before the details are read: whether the service reports devices is not known yet.
    expect(settingNames(['note', 'device'], true)).toBe('private note, device targeting (where the service does not report it)');
  });
});

describe('validateLinkEdit', () => {
  it.each<[string, Partial<LinkEditValues>, object]>([
    ['nothing changed (a past expiry may stay)', {}, {}],
    ['a new long URL', { url: ' https://example.com/new ' }, { url: 'https://example.com/new' }],
    ['a new alias', { alias: 'latest' }, { custom: 'latest' }],
    ['an emptied alias keeps the current one', { alias: '' }, {}],
    ['spaces around the alias are no change', { alias: ' news\t' }, {}],
    ['the Description is the meta description', { metadescription: 'Back page' }, { metadescription: 'Back page' }],
    ['a cleared Description is sent empty (it survives when left out)', { metadescription: '' }, { metadescription: '' }],
    ['a private note', { description: 'For me' }, { description: 'For me' }],
    ['a redirect type', { type: 'overlay-7' }, { type: 'overlay-7' }],
    ['a splash page', { type: '12' }, { type: '12' }],
    ['a visibility', { status: 'public' }, { status: 'public' }],
    ['a password', { password: 'open sesame' }, { password: 'open sesame' }],
    ['a future expiry', { expiry: '2027-01-02T03:04' }, { expiry: '2027-01-02 03:04:00' }],
    ['a removed country', { geo: [] }, { geotarget: null }],
    [
      'an added device',
      { device: [...original.device, { id: 99, target: 'Android', link: 'https://play.example/app' }] },
      {
        devicetarget: [
          { device: 'iPhone', link: 'https://apps.example/ios' },
          { device: 'Android', link: 'https://play.example/app' },
        ],
      },
    ],
    ['a URL parameter', { parameters: [{ id: 5, name: 'utm_source', value: 'x' }] }, { parameters: [{ name: 'utm_source', value: 'x' }] }],
    ['a blank row added is no change', { geo: [...original.geo, { id: 98, target: '', link: '' }] }, {}],
  ])('%s', (_, change, expected) => {
    expect(edit(change)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, Partial<LinkEditValues>, string]>([
    ['an empty long URL', { url: '' }, 'url'],
    ['a long URL that is no web address', { url: 'javascript:alert(1)' }, 'url'],
    ['an alias with spaces', { alias: 'a b' }, 'alias'],
    ['an alias too short', { alias: 'ab' }, 'alias'],
    ['a new expiry in the past', { expiry: '2021-01-01T00:00' }, 'expiry'],
    ['an unknown redirect type', { type: 'popup' }, 'type'],
    ['a country row without a link', { geo: [{ id: 1, target: 'Canada', link: '' }] }, 'geo.0.link'],
    ['an unknown device', { device: [{ id: 1, target: 'Toaster', link: 'https://x.test' }] }, 'device.0.target'],
  ])('refuses %s', (_, change, field) => {
    const result = edit(change);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toContain(field);
  });
});

describe('validateLinkEdit: what the service already holds stays savable', () => {
  it.each([
    ['a 2-letter alias', { shorturl: 'https://s.test/ab' }, {}],
    ['a non-ASCII alias', { shorturl: 'https://s.test/caf%C3%A9' }, {}],
    ['a description over 500 characters', {}, { metadescription: 'x'.repeat(600) }],
  ])('%s, unchanged, while another field changes', (_, held, body) => {
    const before = editValuesFrom({ ...reported, ...body }, { ...details, ...held }, false);
    const result = validateLinkEdit(before, { ...before, url: 'https://example.com/moved' }, now);
    expect(result).toEqual({ ok: true, value: { url: 'https://example.com/moved' } });
  });

  it('a changed alias is still checked', () => {
    const before = editValuesFrom(reported, { ...details, shorturl: 'https://s.test/ab' }, false);
    const result = validateLinkEdit(before, { ...before, alias: 'x' }, now);
    expect(result.ok).toBe(false);
  });
});
