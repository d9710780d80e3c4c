import { describe, expect, it } from 'vitest';
import type { LinkInput } from '@/lib/api';
import { changedSince, expectedSeen, seenOf, type ReportedLink } from './seen';

// What the service reports after Trim's write, and whether today's report shows a change made elsewhere.

const sent: LinkInput = {
  url: 'https://example.com/sale',
  expiry: '2031-05-06 07:08:00',
  metadescription: 'Up to 40% off',
  geotarget: [{ location: 'Germany', link: 'https://example.de' }],
  devicetarget: [{ device: 'iPhone', link: 'https://apps.example/ios' }],
  password: 'secret',
};

/** The same link as 6.x–7.6 report it (countries nested and lower-cased, devices null) and as spec servers do. */
const v7: ReportedLink = {
  shorturl: 'https://go.brand.test/sale',
  longurl: 'https://example.com/sale',
  title: 'Sale',
  description: 'Up to 40% off',
  expiry: '2031-05-06 07:08:00',
  location: { germany: 'https://example.de' },
  device: null,
};
const spec: ReportedLink = { ...v7, location: { Germany: 'https://example.de' }, device: { iphone: 'https://apps.example/ios' } };

describe('the snapshot of a link', () => {
  const foreseen = expectedSeen(sent, 'https://go.brand.test/sale', { description: '' });

  it('foresees what the service reports after a write, whatever its spelling', () => {
    expect(changedSince(foreseen, v7)).toBe(false);
    expect(changedSince(foreseen, spec)).toBe(false);
    expect(changedSince(foreseen, { ...v7, shorturl: 'HTTP://Go.Brand.test/sale/', expiry: '2031-05-06T07:08' })).toBe(false);
    expect(changedSince(seenOf(v7), v7)).toBe(false);
  });

  it.each<[string, Partial<ReportedLink>]>([
    ['the destination moved', { longurl: 'https://example.com/elsewhere' }],
    ['the expiry cleared (a full write without it)', { expiry: null }],
    ['the expiry moved', { expiry: '2032-01-01 00:00:00' }],
    ['a country removed', { location: {} }],
    ['a country added', { location: { germany: 'https://example.de', canada: 'https://example.ca' } }],
    ['the meta description changed', { description: 'Half price' }],
    ['moved to the default domain', { shorturl: 'https://s.test/sale' }],
    ['a new alias', { shorturl: 'https://go.brand.test/summer' }],
  ])('sees a change: %s', (_name, change) => {
    expect(changedSince(foreseen, { ...v7, ...change })).toBe(true);
  });

  it('compares devices only where both sides know them, and the title only once read', () => {
    expect(changedSince(foreseen, { ...spec, device: {} })).toBe(true);
    expect(changedSince(foreseen, { ...v7, device: null })).toBe(false);
    expect(changedSince(seenOf(v7), { ...spec, device: {} })).toBe(false);
    expect(changedSince(foreseen, { ...v7, title: 'Any title the service fetched' })).toBe(false);
    expect(changedSince(seenOf(v7), { ...v7, title: 'Renamed elsewhere' })).toBe(true);
  });

  it('a list item carries no expiry or targeting: only what it has is compared', () => {
    const listItem: ReportedLink = { shorturl: v7.shorturl, longurl: v7.longurl, title: 'Sale', description: 'Up to 40% off' };
    expect(changedSince(foreseen, listItem)).toBe(false);
    expect(changedSince(foreseen, { ...listItem, longurl: 'https://example.com/moved' })).toBe(true);
  });

  it('a meta description left out of an update survives: known from the report before it', () => {
    const update: LinkInput = { url: 'https://example.com/sale' };
    expect(changedSince(expectedSeen(update, v7.shorturl, { description: 'Kept by the service' }), { ...v7, expiry: null, location: {}, description: 'Kept by the service' })).toBe(
      false,
    );
    expect(expectedSeen(update, v7.shorturl, {}).description).toBeUndefined();
  });
});
