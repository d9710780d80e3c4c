import { z } from 'zod/mini';
import { httpUrlSchema } from './primitives';

/** Devices the service's device targeting matches. */
export const TARGET_DEVICES = [
  'iPhone',
  'iPad',
  'iPod',
  'Android',
  'Windows',
  'Mac OS',
  'Linux',
  'Ubuntu',
  'BlackBerry',
  'Chrome',
  'Mobile',
] as const;

export const REDIRECT_TYPES = ['direct', 'frame', 'splash'] as const;

export const geoTargetSchema = z.object({
  /** Full English country name, e.g. "Canada". */
  location: z.string().check(z.trim(), z.minLength(1)),
  link: httpUrlSchema,
});
export const deviceTargetSchema = z.object({ device: z.enum(TARGET_DEVICES), link: httpUrlSchema });
export const languageTargetSchema = z.object({
  /** Two-letter language code. */
  language: z.string().check(z.regex(/^[a-z]{2}$/i, 'Use a two-letter language code.')),
  link: httpUrlSchema,
});
export const urlParameterSchema = z.object({ name: z.string().check(z.trim(), z.minLength(1)), value: z.string() });
export const deeplinkSchema = z.union([
  z.object({ auto: z.literal(true) }),
  z.object({ apple: z.optional(httpUrlSchema), google: z.optional(httpUrlSchema) }),
]);

/** `direct`, `frame`, `splash`, a custom splash page's id, or `overlay-<id>` for a CTA overlay. */
export const redirectTypeSchema = z.union([
  z.enum(REDIRECT_TYPES),
  z.templateLiteral(['overlay-', z.int().check(z.positive())]),
  z.int().check(z.positive()),
  z.string().check(z.regex(/^\d+$/, 'A custom splash page is given by its id.')),
]);
export type RedirectType = z.infer<typeof redirectTypeSchema>;

const positiveId = z.int().check(z.positive());

const linkOptionsShape = {
  /** Custom alias instead of a random one. */
  custom: z.optional(z.string().check(z.trim(), z.minLength(1))),
  type: z.optional(redirectTypeSchema),
  password: z.optional(z.string().check(z.minLength(1))),
  /** A branded domain as a URL (`https://brand.tld`), not its id. */
  domain: z.optional(httpUrlSchema),
  /** `YYYY-MM-DD HH:MM:SS` (a date alone is accepted by servers too). */
  expiry: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'Use YYYY-MM-DD HH:MM:SS.'))),
  geotarget: z.optional(z.array(geoTargetSchema)),
  devicetarget: z.optional(z.array(deviceTargetSchema)),
  languagetarget: z.optional(z.array(languageTargetSchema)),
  /** Query parameters appended to the long URL. */
  parameters: z.optional(z.array(urlParameterSchema)),
  metatitle: z.optional(z.string()),
  metadescription: z.optional(z.string()),
  /** Link to a jpg or png image. */
  metaimage: z.optional(httpUrlSchema),
  description: z.optional(z.string()),
  pixels: z.optional(z.array(positiveId)),
  channel: z.optional(positiveId),
  campaign: z.optional(positiveId),
  deeplink: z.optional(deeplinkSchema),
  status: z.optional(z.enum(['public', 'private'])),
};

/** Body of POST /api/url/add. Options the user's plan lacks are dropped by the server silently. */
export const linkInputSchema = z.object({ url: httpUrlSchema, ...linkOptionsShape });
export type LinkInput = z.infer<typeof linkInputSchema>;

/** Body of PUT /api/url/{id}/update: the same fields, `url` optional. */
export const linkUpdateSchema = z.object({ url: z.optional(httpUrlSchema), ...linkOptionsShape });
export type LinkUpdate = z.infer<typeof linkUpdateSchema>;
