import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkInputSchema } from '@/lib/api/schemas/link-input';
import { emptyShortenForm, firstInvalidField, isAdvancedField, SHORTEN_FIELD_ORDER, type ShortenFormValues } from './form';
import { DEVICES } from './targeting';
import { validateShortenForm } from './validate';

const NOW = new Date(2026, 10, 22, 12, 0);
const base = (patch: Partial<ShortenFormValues> = {}): ShortenFormValues => ({
  ...emptyShortenForm('https://example.com/page'),
  ...patch,
});
const errorsOf = (patch: Partial<ShortenFormValues>) => {
  const result = validateShortenForm(base(patch), NOW);
  return result.ok ? {} : result.errors;
};

describe('validateShortenForm: one message per invalid field', () => {
  it.each([
    ['url', { url: '' }, /Enter the address/],
    ['url', { url: 'example.com' }, /http:\/\/ or https:\/\//],
    ['url', { url: 'javascript:alert(1)' }, /http:\/\/ or https:\/\//],
    ['url', { url: 'ftp://example.com/file' }, /http:\/\/ or https:\/\//],
    ['alias', { alias: 'ab' }, /at least 3/],
    ['alias', { alias: 'has space' }, /letters, numbers/],
    ['alias', { alias: 'émoji' }, /letters, numbers/],
    ['alias', { alias: '<script>' }, /letters, numbers/],
    ['alias', { alias: 'a'.repeat(65) }, /at most 64/],
    ['domain', { domain: 'brand.tld' }, /Choose one/],
    ['campaign', { campaign: 'abc' }, /Choose one/],
    ['channel', { channel: '-1' }, /Choose one/],
    ['type', { type: 'overlay-x' }, /Choose one/],
    ['expiry', { expiry: '2026-11-22T11:59' }, /in the future/],
    ['expiry', { expiry: '2026-02-31T10:00' }, /complete date/],
    ['expiry', { expiry: 'tomorrow' }, /complete date/],
    ['metaimage', { metaimage: 'https://example.com/page.html' }, /\.jpg or \.png/],
    ['metaimage', { metaimage: 'image.png' }, /\.jpg or \.png/],
    ['description', { description: 'x'.repeat(501) }, /under 500/],
    ['deeplinkApple', { deeplink: 'custom' }, /App Store or a Google Play/],
    ['deeplinkGoogle', { deeplink: 'custom', deeplinkApple: 'https://apps.apple.com/x', deeplinkGoogle: 'play' }, /https:\/\//],
    ['geo.0.target', { geo: [{ id: 1, target: '', link: 'https://example.ca' }] }, /Choose a country/],
    ['geo.0.link', { geo: [{ id: 1, target: 'Canada', link: 'example.ca' }] }, /http:\/\//],
    [
      'geo.1.target',
      {
        geo: [
          { id: 1, target: 'Canada', link: 'https://a.ca' },
          { id: 2, target: 'Canada', link: 'https://b.ca' },
        ],
      },
      /already targeted/,
    ],
    ['device.0.target', { device: [{ id: 1, target: 'Nokia', link: 'https://example.com' }] }, /Choose a device/],
    ['device.0.link', { device: [{ id: 1, target: 'iPhone', link: '' }] }, /where this row sends/],
    ['language.0.target', { language: [{ id: 1, target: 'eng', link: 'https://example.com' }] }, /two-letter/],
    ['parameters.0.name', { parameters: [{ id: 1, name: 'utm source', value: 'x' }] }, /without spaces/],
    ['parameters.0.name', { parameters: [{ id: 1, name: '', value: 'x' }] }, /without spaces/],
  ] as const)('%s: %j', (field, patch, message) => {
    const errors = errorsOf(patch as Partial<ShortenFormValues>);
    expect(errors[field]).toMatch(message);
  });

  it('accepts the boundaries: alias of 3 and 64, expiry a minute ahead, blank targeting rows', () => {
    for (const patch of [
      { alias: 'abc' },
      { alias: 'a'.repeat(64) },
      { alias: 'Ab_1-x' },
      { expiry: '2026-11-22T12:01' },
      { geo: [{ id: 1, target: '', link: '' }] },
      { parameters: [{ id: 1, name: ' ', value: '' }] },
      { metaimage: 'https://cdn.example.com/og.JPEG?v=2' },
    ]) {
      expect(validateShortenForm(base(patch as Partial<ShortenFormValues>), NOW)).toMatchObject({ ok: true });
    }
  });
});

describe('validateShortenForm: the request body', () => {
  it('a bare URL sends url, status and type only', () => {
    expect(validateShortenForm(base(), NOW)).toEqual({
      ok: true,
      value: { url: 'https://example.com/page', status: 'private', type: 'direct' },
    });
  });

  it('maps every option to the field notes’ structures', () => {
    const result = validateShortenForm(
      base({
        url: '  https://example.com/all  ',
        alias: ' all-options ',
        domain: 'https://brand.example',
        campaign: '12',
        channel: '7',
        status: 'public',
        type: 'overlay-3',
        password: 'pw',
        expiry: '2027-01-02T03:04',
        description: 'd',
        metatitle: 't',
        metadescription: 'md',
        metaimage: 'https://example.com/i.png',
        pixels: [4, 5, 4],
        geo: [
          { id: 1, target: 'Canada', link: 'https://example.ca' },
          { id: 2, target: '', link: '' },
        ],
        device: [{ id: 3, target: 'iPhone', link: 'https://example.com/ios' }],
        language: [{ id: 4, target: 'fr', link: 'https://example.fr' }],
        deeplink: 'custom',
        deeplinkApple: 'https://apps.apple.com/app/id1',
        deeplinkGoogle: '',
        parameters: [{ id: 5, name: 'utm_source', value: 'trim' }],
      }),
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        url: 'https://example.com/all',
        custom: 'all-options',
        domain: 'https://brand.example',
        campaign: 12,
        channel: 7,
        status: 'public',
        type: 'overlay-3',
        password: 'pw',
        expiry: '2027-01-02 03:04:00',
        description: 'd',
        metatitle: 't',
        metadescription: 'md',
        metaimage: 'https://example.com/i.png',
        pixels: [4, 5],
        geotarget: [{ location: 'Canada', link: 'https://example.ca' }],
        devicetarget: [{ device: 'iPhone', link: 'https://example.com/ios' }],
        languagetarget: [{ language: 'fr', link: 'https://example.fr' }],
        deeplink: { apple: 'https://apps.apple.com/app/id1' },
        parameters: [{ name: 'utm_source', value: 'trim' }],
      },
    });
  });

  it('automatic deep links and a custom splash page id', () => {
    const result = validateShortenForm(base({ deeplink: 'auto', type: '42' }), NOW);
    expect(result).toMatchObject({ ok: true, value: { deeplink: { auto: true }, type: '42' } });
  });

  it('prefills from the saved defaults', () => {
    expect(emptyShortenForm('https://x.example', { domain: 'https://b.example', campaign: 3, channel: null, status: 'public', type: 'frame' })).toMatchObject({
      url: 'https://x.example',
      domain: 'https://b.example',
      campaign: '3',
      channel: '',
      status: 'public',
      type: 'frame',
    });
  });
});

describe('focus order', () => {
  it('picks the first invalid field in screen order, rows included', () => {
    expect(firstInvalidField({ metaimage: 'x', alias: 'y' })).toBe('alias');
    expect(firstInvalidField({ 'geo.1.link': 'x', parameters: 'y' })).toBe('geo.1.link');
    expect(isAdvancedField('geo.0.link')).toBe(true);
    expect(isAdvancedField('alias')).toBe(false);
  });
});

// Anything a user can type, in any field: validation never throws; it answers either with
// messages for known fields or with a body the API layer's own schema accepts.
const text = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', 'https://example.com/x', 'http://a.b/c.png', 'Canada', 'iPhone', 'fr', '2030-01-01T10:00', '<img src=x onerror=alert(1)>', '12', 'overlay-3'),
);
const rows = fc.array(fc.record({ id: fc.nat(), target: text, link: text }), { maxLength: 3 });
const formValues = fc.record({
  url: text,
  alias: text,
  domain: text,
  campaign: text,
  channel: text,
  status: fc.constantFrom('public' as const, 'private' as const),
  type: text,
  password: text,
  expiry: text,
  description: text,
  metatitle: text,
  metadescription: text,
  metaimage: text,
  pixels: fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 4 }),
  geo: rows,
  device: rows,
  language: rows,
  deeplink: fc.constantFrom('none' as const, 'auto' as const, 'custom' as const),
  deeplinkApple: text,
  deeplinkGoogle: text,
  parameters: fc.array(fc.record({ id: fc.nat(), name: text, value: text }), { maxLength: 3 }),
});

// Valid typing only, by the form's own rules: arbitrary text in a dozen fields is never a whole
// valid form, so without these the "a body the API schema accepts" half would never run.
const webUrl = fc.webUrl({ withQueryParameters: true, withFragments: true });
const optional = (value: fc.Arbitrary<string>) => fc.oneof(fc.constant(''), value);
const id = optional(fc.integer({ min: 1, max: 999_999_999 }).map(String));
const filled = (target: fc.Arbitrary<string>) =>
  fc
    .uniqueArray(fc.record({ target, link: webUrl }), { maxLength: 3, selector: (row) => row.target.toLowerCase() })
    .map((rows) => rows.map((row, index) => ({ id: index + 1, ...row })));
const validValues: fc.Arbitrary<ShortenFormValues> = fc.record({
  url: webUrl,
  alias: optional(fc.stringMatching(/^[A-Za-z0-9_-]{3,64}$/)),
  domain: optional(fc.webUrl()),
  campaign: id,
  channel: id,
  status: fc.constantFrom('public' as const, 'private' as const),
  type: fc.oneof(
    fc.constantFrom('direct', 'frame', 'splash'),
    fc.integer({ min: 1, max: 999_999_999 }).map((n) => `overlay-${n}`),
  ),
  password: fc.string({ maxLength: 255 }),
  // After NOW in every time zone the tests may run in.
  expiry: optional(fc.date({ min: new Date('2026-11-24T00:00:00Z'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => `${d.toISOString().slice(0, 10)}T10:30`)),
  description: fc.string({ maxLength: 500 }),
  metatitle: fc.string({ maxLength: 500 }),
  metadescription: fc.string({ maxLength: 500 }),
  metaimage: optional(fc.webUrl().map((address) => `${new URL(address).origin}/image.png`)),
  pixels: fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 4 }),
  geo: filled(fc.constantFrom('Canada', 'France', 'Japan', 'United States')),
  device: filled(fc.constantFrom(...DEVICES)),
  language: filled(fc.stringMatching(/^[a-z]{2}$/)),
  deeplink: fc.constantFrom('none' as const, 'auto' as const, 'custom' as const),
  deeplinkApple: webUrl,
  deeplinkGoogle: optional(webUrl),
  parameters: fc.array(fc.record({ id: fc.nat(), name: fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/), value: fc.string({ maxLength: 50 }) }), { maxLength: 3 }),
});

describe('fuzz', () => {
  it('never throws; per-field messages or a body the API schema accepts', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(formValues, validValues), (values) => {
        const result = validateShortenForm(values, NOW);
        if (result.ok) {
          expect(linkInputSchema.safeParse(result.value).success).toBe(true);
          accepted += 1;
        } else {
          const keys = Object.keys(result.errors);
          expect(keys.length).toBeGreaterThan(0);
          for (const key of keys) {
            expect(SHORTEN_FIELD_ORDER as readonly string[]).toContain(key.split('.')[0]);
            expect(result.errors[key]).toMatch(/\S/);
          }
        }
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(0);
  }, 30_000);

  it('accepts every valid form, as a body the API schema accepts', () => {
    let accepted = 0;
    fc.assert(
      fc.property(validValues, (values) => {
        const result = validateShortenForm(values, NOW);
        expect(result, JSON.stringify(values)).toMatchObject({ ok: true });
        if (result.ok) expect(linkInputSchema.safeParse(result.value).success).toBe(true);
        accepted += 1;
      }),
      { numRuns: 200 },
    );
    expect(accepted).toBe(200);
  }, 30_000);
});
