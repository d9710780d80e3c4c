import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  accountUpdateSchema,
  campaignCreateSchema,
  channelCreateSchema,
  domainCreateSchema,
  domainUpdateSchema,
  type FileUploadOptions,
  fileUploadOptionsSchema,
  linkUpdateSchema,
  PIXEL_TYPES,
  pixelCreateSchema,
  pixelUpdateSchema,
  TARGET_DEVICES,
} from '@/lib/api';
import type { Validated } from '@/lib/forms/field-errors';
import { validateAccountUpdate } from './account-form';
import { validateCampaign } from './campaign-form';
import { validateChannel } from './channel-form';
import { validateDomain, validateDomainRedirects } from './domain-form';
import { validatePixel, validatePixelUpdate } from './pixel-form';
import { validateUpload } from './upload-form';
import { validateLinkEdit, type LinkEditValues } from './link-edit';
import { emptyShortenForm } from '@/lib/shorten/form-model';

// Every manage-page form against arbitrary typing: it never throws, and it either names the
// fields to fix (keys the form has, each with words) or gives a body the API layer's own input
// schema accepts, so nothing a form lets through is refused by the client before it is sent.
// The popup's shorten form has its fuzz in lib/shorten, the options page's in lib/forms.

const NOW = new Date('2026-06-15T12:00:00');

const ws = fc.constantFrom('', ' ', '\t', '\n');
/** Arbitrary text, plus near-misses of what the field wants, with stray whitespace. */
const around = (...near: fc.Arbitrary<string>[]) =>
  fc.tuple(ws, fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), ...near), ws).map(([a, s, b]) => a + s + b);
const hexish = fc.tuple(fc.constantFrom('#', '', '##'), fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFgz'), maxLength: 7 })).map(([hash, digits]) => hash + digits);
const url = fc.oneof(fc.webUrl(), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constantFrom('javascript:alert(1)', 'ftp://x.test', 'https://', 'http://a'));
const slug = fc.stringMatching(/^[A-Za-z0-9_-]{0,70}$/);
const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const long = fc.string({ minLength: 250, maxLength: 1100 });

// Valid typing only, by the forms' own rules (forms.ts, and the shorten form's for the link edit,
// which reuses them). Arbitrary text is almost never valid, so without these the "accepted, and
// sent as the API wants" half of a property would run in a handful of cases.
const padded = (value: fc.Arbitrary<string>) => fc.tuple(ws, value, ws).map(([a, s, b]) => a + s + b);
const optional = (value: fc.Arbitrary<string>) => fc.oneof(fc.constant(''), value);
const text = (maxLength: number) => fc.string({ minLength: 1, maxLength }).filter((s) => s.trim() !== '');
const httpUrl = fc.oneof(fc.webUrl(), fc.webUrl({ withQueryParameters: true, withFragments: true }));
const alias = fc.stringMatching(/^[A-Za-z0-9_-]{3,64}$/);
const email = fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,12})?@[a-z0-9]{1,12}\.[a-z]{2,6}$/);
// From two days past NOW: later than NOW's date in every time zone the tests may run in.
const laterDay = fc.date({ min: new Date('2026-06-17T00:00:00Z'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
/** Filled targeting rows: each target once (as the form compares them), each with a web address. */
const targetRows = (target: fc.Arbitrary<string>): fc.Arbitrary<LinkEditValues['geo']> =>
  fc
    .uniqueArray(fc.record({ target: padded(target), link: padded(httpUrl) }), { maxLength: 3, selector: (row) => row.target.trim().toLowerCase() })
    .map((rows) => rows.map((row, index) => ({ id: index + 1, ...row })));
const country = fc.oneof(fc.constantFrom('Canada', 'France', 'Japan', 'United States'), text(20));
const device = fc.constantFrom(...TARGET_DEVICES);

/**
 * Asserts the property over valid values, and that the assertion ran in every run: a generator
 * that drifts into invalid values fails here instead of leaving the property untested.
 */
function assertAccepted<T, V>(values: fc.Arbitrary<T>, validate: (values: T) => Validated<V>, check: (values: T, value: V) => void): void {
  let accepted = 0;
  fc.assert(
    fc.property(values, (values) => {
      const result = validate(values);
      expect(result, JSON.stringify(values)).toMatchObject({ ok: true });
      if (result.ok) check(values, result.value);
      accepted += 1;
    }),
    RUNS,
  );
  expect(accepted).toBe(RUNS.numRuns);
}

/** Checks either half of a form's answer; true when it was a body, so a property can count those. */
function expectShape<T>(result: Validated<T>, fields: readonly string[], apiSchema: z.ZodMiniType): boolean {
  if (result.ok) {
    const parsed = apiSchema.safeParse(result.value);
    expect(parsed.success, JSON.stringify({ value: result.value, issues: parsed.error?.issues })).toBe(true);
    return true;
  }
  const keys = Object.keys(result.errors);
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    expect(fields).toContain(key.split('.')[0]);
    expect(result.errors[key]).toMatch(/\S/);
  }
  return false;
}

const RUNS = { numRuns: 300 };

describe('manage forms under arbitrary input', () => {
  it('campaign: a name, and a slug of letters, digits, - and _ only', () => {
    let bodies = 0;
    fc.assert(
      fc.property(fc.record({ name: around(long), slug: around(slug), public: fc.boolean() }), (values) => {
        const result = validateCampaign(values);
        if (expectShape(result, ['name', 'slug', 'public'], campaignCreateSchema)) bodies += 1;
        if (result.ok) {
          expect(result.value.name).toBe(values.name.trim());
          if (result.value.slug !== undefined) expect(result.value.slug).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        }
      }),
      RUNS,
    );
    expect(bodies).toBeGreaterThan(0);
  });

  it('channel: the colour is sent only as #rrggbb, and every HEX colour is accepted', () => {
    let bodies = 0;
    fc.assert(
      fc.property(fc.record({ name: around(long), description: around(long), color: around(hexish), starred: fc.boolean() }), (values) => {
        const result = validateChannel(values);
        if (expectShape(result, ['name', 'description', 'color', 'starred'], channelCreateSchema)) bodies += 1;
        if (result.ok && result.value.color !== undefined) expect(result.value.color).toMatch(/^#[0-9a-f]{6}$/);
      }),
      RUNS,
    );
    expect(bodies).toBeGreaterThan(0);
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
    const origin = httpUrl.map((address) => new URL(address).origin);
    const valid = fc.record({
      domain: padded(fc.tuple(origin, fc.constantFrom('', '/')).map(([scheme, slash]) => scheme + slash)),
      redirectroot: optional(padded(httpUrl)),
      redirect404: optional(padded(httpUrl)),
    });
    assertAccepted(valid, validateDomain, (values, value) => {
      expectShape({ ok: true, value }, [], domainCreateSchema);
      expect(value.domain).toBe(new URL(values.domain.trim()).origin);
    });
    assertAccepted(valid, validateDomainRedirects, (_values, value) => expectShape({ ok: true, value }, [], domainUpdateSchema));
  });

  it('pixel: a known provider, a name and a tag', () => {
    const type = fc.oneof(fc.constantFrom(...PIXEL_TYPES), fc.string({ maxLength: 12 }));
    let bodies = 0;
    fc.assert(
      fc.property(fc.record({ type, name: around(long), tag: around(long) }), (values) => {
        if (expectShape(validatePixel(values), ['type', 'name', 'tag'], pixelCreateSchema)) bodies += 1;
        expectShape(validatePixelUpdate(values), ['name', 'tag'], pixelUpdateSchema);
      }),
      RUNS,
    );
    expect(bodies).toBeGreaterThan(0);
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
    const change = fc.uniqueArray(email, { minLength: 2, maxLength: 2, selector: (address) => address.toLowerCase() }).chain(([current, other]) =>
      fc
        .oneof(
          fc.record({ email: padded(fc.constant(other!)), password: fc.constant(''), confirm: fc.string({ maxLength: 12 }) }),
          fc
            .tuple(fc.constantFrom('', current!, current!.toUpperCase(), other!), fc.string({ minLength: 5, maxLength: 40 }))
            .map(([address, password]) => ({ email: address, password, confirm: password })),
        )
        .map((values) => ({ values, current: current! })),
    );
    assertAccepted(
      change,
      ({ values, current }) => validateAccountUpdate(values, current),
      ({ values, current }, value) => {
        expectShape({ ok: true, value }, [], accountUpdateSchema);
        const newEmail = values.email.trim() !== '' && values.email.trim().toLowerCase() !== current;
        expect(value.email).toBe(newEmail ? values.email.trim() : undefined);
        expect(value.password).toBe(values.password === '' ? undefined : values.password);
      },
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
    // The name travels as the upload's file name, not in the options body.
    const expectSent = ({ name, ...options }: FileUploadOptions & { name: string }) => {
      expect(name).toMatch(/\S/);
      expectShape({ ok: true, value: options }, [], fileUploadOptionsSchema);
      if (options.expiry !== undefined) expect(options.expiry > '2026-06-15').toBe(true);
      if (options.maxdownloads !== undefined) expect(Number.isSafeInteger(options.maxdownloads) && options.maxdownloads >= 1).toBe(true);
    };
    fc.assert(
      fc.property(upload, (values) => {
        const result = validateUpload(values, NOW);
        if (result.ok) expectSent(result.value);
        else expectShape(result, ['name', 'alias', 'domain', 'password', 'expiry', 'maxDownloads'], fileUploadOptionsSchema);
      }),
      RUNS,
    );
    const valid = fc.record({
      name: padded(text(250)),
      alias: optional(padded(alias)),
      domain: optional(padded(httpUrl)),
      password: fc.string({ maxLength: 255 }),
      expiry: optional(padded(laterDay)),
      maxDownloads: optional(padded(fc.integer({ min: 1, max: 999_999_999 }).map(String))),
    });
    assertAccepted(
      valid,
      (values) => validateUpload(values, NOW),
      (_values, value) => expectSent(value),
    );
  });
});

/** The fields a change sets (null clears one, which the API schema has no word for). */
const setFields = <T extends object>(result: Validated<T>): Validated<Partial<T>> =>
  result.ok ? { ok: true, value: Object.fromEntries(Object.entries(result.value).filter(([, value]) => value !== null)) as Partial<T> } : result;

/** The edit form's values: the fields drawn, the rest as a link made elsewhere opens (not reported). */
const editValues = <R extends Record<string, fc.Arbitrary<unknown>>>(fields: R): fc.Arbitrary<LinkEditValues> =>
  fc.record(fields).map((drawn) => ({ ...emptyShortenForm(), status: '' as const, type: '', ...drawn }) as LinkEditValues);

describe('link edit under arbitrary input', () => {
  const row = fc.record({ id: fc.nat(), target: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('Canada', 'iPhone', 'Android', 'en')), link: around(url) });
  const values: fc.Arbitrary<LinkEditValues> = editValues({
    url: around(url),
    alias: around(slug),
    description: around(long),
    type: fc.oneof(fc.constantFrom('', 'direct', 'frame', 'splash', '12', 'overlay-3'), fc.string({ maxLength: 10 })),
    password: fc.string({ maxLength: 20 }),
    expiry: fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 16 }),
      day.map((d) => `${d}T10:30`),
    ),
    geo: fc.array(row, { maxLength: 3 }),
    device: fc.array(row, { maxLength: 3 }),
  });
  const FIELDS = ['url', 'alias', 'description', 'type', 'password', 'expiry', 'geo', 'device'];

  const rows = { geo: targetRows(country), device: targetRows(device) };

  it('never throws; per-field messages or an update body the API schema accepts', () => {
    fc.assert(
      fc.property(values, values, (original, edited) => {
        expectShape(setFields(validateLinkEdit(original, edited, NOW)), FIELDS, linkUpdateSchema);
      }),
      RUNS,
    );
    const valid: fc.Arbitrary<LinkEditValues> = editValues({
      url: padded(httpUrl),
      alias: optional(padded(alias)),
      description: padded(fc.string({ maxLength: 400 })),
      type: fc.oneof(
        fc.constantFrom('', 'direct', 'frame', 'splash'),
        fc.integer({ min: 1, max: 999_999_999 }).map((id) => String(id)),
        fc.integer({ min: 1, max: 999_999_999 }).map((id) => `overlay-${id}`),
      ),
      password: fc.string({ maxLength: 255 }),
      expiry: optional(laterDay.map((d) => `${d}T10:30`)),
      ...rows,
    });
    assertAccepted(
      fc.tuple(values, valid),
      ([original, edited]) => validateLinkEdit(original, edited, NOW),
      (_values, value) => expectShape(setFields({ ok: true, value }), [], linkUpdateSchema),
    );
  });

  it('saving without a change sends nothing', () => {
    // As editValuesFrom fills the form from a link the service holds: redirect type and password
    // blank (the details do not tell them), everything else as the link has it.
    const loaded: fc.Arbitrary<LinkEditValues> = editValues({
      url: httpUrl,
      alias: optional(alias),
      description: fc.string({ maxLength: 500 }),
      type: fc.constant(''),
      password: fc.constant(''),
      // Checked only once changed: an expiry already passed, or one the form cannot read, may stay.
      expiry: fc.oneof(
        fc.constant(''),
        fc.string({ maxLength: 16 }),
        day.map((d) => `${d}T10:30`),
      ),
      ...rows,
    });
    assertAccepted(
      loaded,
      (original) => validateLinkEdit(original, structuredClone(original), NOW),
      (_original, value) => expect(value).toEqual({}),
    );
  });
});
