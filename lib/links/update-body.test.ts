import { describe, expect, it } from 'vitest';
import type { LinkChanges, LinkInput } from '@/lib/api';
import { knownBody, updateBody, type ReportedLink } from './update-body';

// remembered + reported + changes → the whole body: always `url`, nothing the link holds dropped,
// and the domain the short link is on.

/** The service's address: its host is the default domain. */
const SERVICE = 'https://s.test';

const made: LinkInput = {
  url: 'https://example.com/sale',
  custom: 'sale',
  status: 'public',
  type: 'frame',
  password: 'letmein',
  expiry: '2030-01-01 10:00:00',
  description: 'For the newsletter',
  metatitle: 'Sale',
  metadescription: 'Up to 40% off',
  geotarget: [{ location: 'Canada', link: 'https://example.ca/sale' }],
  devicetarget: [{ device: 'iPhone', link: 'https://apps.example/ios' }],
  languagetarget: [{ language: 'fr', link: 'https://example.fr/sale' }],
  parameters: [{ name: 'utm_source', value: 'trim' }],
  pixels: [3],
  deeplink: { auto: true },
};

/** What 6.x/7.6 report of `made`: geo nested (lower-cased), device null, the rest never. */
const reportedV7: ReportedLink = {
  shorturl: 'https://s.test/sale',
  longurl: 'https://example.com/sale',
  description: 'Up to 40% off',
  expiry: '2030-01-01 10:00:00',
  location: { canada: 'https://example.ca/sale' },
  device: null,
};

const { custom: _alias, ...madeWithoutAlias } = made;

describe('updateBody', () => {
  it.each<[string, LinkInput | null, ReportedLink, LinkChanges, LinkInput]>([
    [
      'a remembered link, its meta description edited: everything else sent again',
      made,
      reportedV7,
      { metadescription: 'Half price' },
      { ...madeWithoutAlias, metadescription: 'Half price' },
    ],
    ['a remembered link, nothing changed: the whole body, country named as sent', made, reportedV7, {}, madeWithoutAlias],
    [
      'what the service reports wins over what Trim sent (the plan dropped the country, the destination moved)',
      made,
      { ...reportedV7, longurl: 'https://example.com/moved', location: {} },
      {},
      (() => {
        const { geotarget: _geo, ...rest } = madeWithoutAlias;
        return { ...rest, url: 'https://example.com/moved' };
      })(),
    ],
    [
      'a link made elsewhere: what the service reports, devices from the flat form',
      null,
      {
        shorturl: 'https://s.test/app',
        longurl: 'https://example.com/app',
        description: '',
        expiry: null,
        location: { Germany: 'https://example.de', Canada: 'https://example.ca' },
        device: { iPhone: 'https://apps.example' },
      },
      { description: 'Private note' },
      {
        url: 'https://example.com/app',
        description: 'Private note',
        geotarget: [
          { location: 'Germany', link: 'https://example.de' },
          { location: 'Canada', link: 'https://example.ca' },
        ],
        devicetarget: [{ device: 'iPhone', link: 'https://apps.example' }],
      },
    ],
    [
      '"Use on a link" from a list item: url always, the redirect type changed',
      null,
      { shorturl: 'https://s.test/x', longurl: 'https://example.com/x', description: 'Meta' },
      { type: 'overlay-4' },
      { url: 'https://example.com/x', type: 'overlay-4', metadescription: 'Meta' },
    ],
    [
      'a new alias goes; null clears a field; an emptied meta title is sent empty',
      made,
      reportedV7,
      { custom: 'summer', password: null, expiry: null, metatitle: '' },
      (() => {
        const { password: _p, expiry: _e, ...rest } = madeWithoutAlias;
        return { ...rest, custom: 'summer', metatitle: '' };
      })(),
    ],
    [
      'a branded link made elsewhere: its domain, told by the short link, is sent (left out, the service moves the link)',
      null,
      { shorturl: 'https://Go.Brand.test/brand-edit', longurl: 'https://example.com/b', description: '' },
      { metadescription: 'Edited' },
      { url: 'https://example.com/b', domain: 'https://go.brand.test', metadescription: 'Edited' },
    ],
    [
      'a remembered branded domain the link is no longer on (deleted, or moved elsewhere): not sent back',
      { url: 'https://example.com/b', domain: 'https://go.brand.test', password: 'x' },
      { shorturl: 'https://s.test/b', longurl: 'https://example.com/b' },
      {},
      { url: 'https://example.com/b', password: 'x' },
    ],
    [
      'devices reported in lower case (spec servers): named as the body spells them',
      { url: 'https://example.com/d', devicetarget: [{ device: 'iPhone', link: 'https://a.test' }] },
      { shorturl: 'https://s.test/d', longurl: 'https://example.com/d', device: { iphone: 'https://a.test', 'mac os': 'https://m.test' } },
      {},
      {
        url: 'https://example.com/d',
        devicetarget: [
          { device: 'iPhone', link: 'https://a.test' },
          { device: 'Mac OS', link: 'https://m.test' },
        ],
      },
    ],
  ])('%s', (_name, remembered, reported, changes, expected) => {
    const body = updateBody({ reported, remembered }, changes, SERVICE);
    expect(body).toEqual(expected);
    expect(body.url).toBeTruthy();
  });

  it('knownBody is the body of no change; without the service address, every domain is named', () => {
    expect(knownBody({ reported: reportedV7, remembered: made })).toEqual(updateBody({ reported: reportedV7, remembered: made }, {}));
    expect(updateBody({ reported: reportedV7, remembered: made }, {}).domain).toBe('https://s.test');
  });
});
