import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  accountUpdateSchema,
  campaignCreateSchema,
  channelCreateSchema,
  domainCreateSchema,
  domainUpdateSchema,
  fileUploadOptionsSchema,
  linkUpdateSchema,
  PIXEL_TYPES,
  pixelCreateSchema,
  pixelUpdateSchema,
} from '../api';
import type { Validated } from '../forms/field-errors';
import {
  validateAccountUpdate,
  validateCampaign,
  validateChannel,
  validateDomain,
  validateDomainRedirects,
  validatePixel,
  validatePixelUpdate,
  validateUpload,
} from './forms';
import { validateLinkEdit, type LinkEditValues } from './link-edit';

// Every manage-page form against arbitrary typing: it never throws, and it either names the
// fields to fix (keys the form has, each with words) or gives a body the API layer's own input
// schema accepts, so nothing a form lets through is refused by the client before it is sent.
// The popup's shorten form and the options page have their fuzz in lib/forms.

const NOW = new Date('2026-06-15T12:00:00');

const ws = fc.constantFrom('', ' ', '\t', '\n');
/** Arbitrary text, plus near-misses of what the field wants, with stray whitespace. */
const around = (...near: fc.Arbitrary<string>[]) =>
  fc.tuple(ws, fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), ...near), ws).map(([a, s, b]) => a + s + b);
const hexish = fc
  .tuple(fc.constantFrom('#', '', '##'), fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFgz'), maxLength: 7 }))
  .map(([hash, digits]) => hash + digits);
const url = fc.oneof(fc.webUrl(), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constantFrom('javascript:alert(1)', 'ftp://x.test', 'https://', 'http://a'));
const slug = fc.stringMatching(/^[A-Za-z0-9_-]{0,70}$/);
const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const long = fc.string({ minLength: 250, maxLength: 1100 });

function expectShape<T>(result: Validated<T>, fields: readonly string[], apiSchema: z.ZodMiniType): void {
  if (result.ok) {
    const parsed = apiSchema.safeParse(result.value);
    expect(parsed.success, JSON.stringify({ value: result.value, issues: parsed.error?.issues })).toBe(true);
    return;
  }
  const keys = Object.keys(result.errors);
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    expect(fields).toContain(key.split('.')[0]);
    expect(result.errors[key]).toMatch(/\S/);
  }
}

const RUNS = { numRuns: 300 };

describe('manage forms under arbitrary input', () => {
  it('campaign: a name, and a slug of letters, digits, - and _ only', () => {
    fc.assert(
      fc.property(fc.record({ name: around(long), slug: around(slug), public: fc.boolean() }), (values) => {
        const result = validateCampaign(values);
        expectShape(result, ['name', 'slug', 'public'], campaignCreateSchema);
        if (result.ok) {
          expect(result.value.name).toBe(values.name.trim());
          if (result.value.slug !== undefined) expect(result.value.slug).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        }
      }),
      RUNS,
    );
  });

  it('channel: the colour is sent only as #rrggbb, and every HEX colour is accepted', () => {
    fc.assert(
      fc.property(fc.record({ name: around(long), description: around(long), color: around(hexish), starred: fc.boolean() }), (values) => {
        const result = validateChannel(values);
        expectShape(result, ['name', 'description', 'color', 'starred'], channelCreateSchema);
        if (result.ok && result.value.color !== undefined) expect(result.value.color).toMatch(/^#[0-9a-f]{6}$/);
      }),
      RUNS,
    );
    const hex = fc.oneof(fc.stringMatching(/^#[0-9a-fA-F]{3}$/), fc.stringMatching(/^#[0-9a-fA-F]{6}$/));
    fc.assert(
      fc.property(hex, (color) => {
        expect(validateChannel({ name: 'Work', description: '', color, starred: false }).ok).toBe(true);
      }),
      RUNS,
    );
  });

  it('domain: only scheme and host are sent; redirects are web addresses', () => {
    fc.assert(
      fc.property(fc.record({ domain: around(url), redirectroot: around(url), redirect404: around(url) }), (values) => {
        const result = validateDomain(values);
        expectShape(result, ['domain', 'redirectroot', 'redirect404'], domainCreateSchema);
        if (result.ok) {
          const sent = new URL(result.value.domain);
          expect(result.value.domain).toBe(sent.origin);
          expect(['http:', 'https:']).toContain(sent.protocol);
        }
        // On edit an emptied redirect is sent as '' to clear it, which the update schema accepts.
        expectShape(validateDomainRedirects(values), ['redirectroot', 'redirect404'], domainUpdateSchema);
      }),
      RUNS,
    );
  });

  it('pixel: a known provider, a name and a tag', () => {
    const type = fc.oneof(fc.constantFrom(...PIXEL_TYPES), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.record({ type, name: around(long), tag: around(long) }), (values) => {
        expectShape(validatePixel(values), ['type', 'name', 'tag'], pixelCreateSchema);
        expectShape(validatePixelUpdate(values), ['name', 'tag'], pixelUpdateSchema);
      }),
      RUNS,
    );
  });

  it('account: a new email or a new password typed twice, never neither', () => {
    const password = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(
        fc.record({ email: around(fc.emailAddress()), password, confirm: fc.oneof(password, fc.constant('')) }),
        fc.oneof(fc.emailAddress(), fc.constant('demo@trim.test')),
        (values, current) => {
          const result = validateAccountUpdate(values, current);
          expectShape(result, ['email', 'password', 'confirm'], accountUpdateSchema);
          if (result.ok) {
            expect(result.value.email !== undefined || result.value.password !== undefined).toBe(true);
            if (result.value.password !== undefined) expect(result.value.password).toBe(values.confirm);
          }
        },
      ),
      RUNS,
    );
  });

  it('file upload: alias, domain, an expiry after today and a whole number of downloads', () => {
    const upload = fc.record({
      name: around(long),
      alias: around(slug),
      domain: fc.oneof(fc.constant(''), around(url)),
      password: fc.string({ maxLength: 300 }),
      expiry: around(day),
      maxDownloads: around(fc.integer({ min: -5, max: 2_000_000_000 }).map(String)),
    });
    fc.assert(
      fc.property(upload, (values) => {
        const result = validateUpload(values, NOW);
        // The name travels as the upload's file name, not in the options body.
        if (result.ok) {
          const { name, ...options } = result.value;
          expect(name).toMatch(/\S/);
          expectShape({ ok: true, value: options }, [], fileUploadOptionsSchema);
          if (options.expiry !== undefined) expect(options.expiry > '2026-06-15').toBe(true);
          if (options.maxdownloads !== undefined) expect(Number.isSafeInteger(options.maxdownloads) && options.maxdownloads >= 1).toBe(true);
        } else {
          expectShape(result, ['name', 'alias', 'domain', 'password', 'expiry', 'maxDownloads'], fileUploadOptionsSchema);
        }
      }),
      RUNS,
    );
  });
});

describe('link edit under arbitrary input', () => {
  const row = fc.record({ id: fc.nat(), target: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('Canada', 'iPhone', 'Android', 'en')), link: around(url) });
  const values: fc.Arbitrary<LinkEditValues> = fc.record({
    url: around(url),
    alias: around(slug),
    description: around(long),
    type: fc.oneof(fc.constantFrom('', 'direct', 'frame', 'splash', '12', 'overlay-3'), fc.string({ maxLength: 10 })),
    password: fc.string({ maxLength: 20 }),
    expiry: fc.oneof(fc.constant(''), fc.string({ maxLength: 16 }), day.map((d) => `${d}T10:30`)),
    geo: fc.array(row, { maxLength: 3 }),
    device: fc.array(row, { maxLength: 3 }),
  });
  const FIELDS = ['url', 'alias', 'description', 'type', 'password', 'expiry', 'geo', 'device'];

  it('never throws; per-field messages or an update body the API schema accepts', () => {
    fc.assert(
      fc.property(values, values, (original, edited) => {
        expectShape(validateLinkEdit(original, edited, NOW), FIELDS, linkUpdateSchema);
      }),
      RUNS,
    );
  });

  it('saving without a change sends nothing', () => {
    // As editValuesFrom fills the form: the alias comes from the short URL, never padded.
    const loaded = fc.tuple(values, slug).map(([v, alias]) => ({ ...v, alias }));
    fc.assert(
      fc.property(loaded, (original) => {
        const result = validateLinkEdit(original, { ...original, type: '', password: '' }, NOW);
        if (result.ok) expect(result.value).toEqual({});
      }),
      RUNS,
    );
  });
});
