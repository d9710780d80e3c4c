import { z } from 'zod';
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
  location: z.string().trim().min(1),
  link: httpUrlSchema,
});
export const deviceTargetSchema = z.object({ device: z.enum(TARGET_DEVICES), link: httpUrlSchema });
export const languageTargetSchema = z.object({
  /** Two-letter language code. */
  language: z.string().regex(/^[a-z]{2}$/i, 'Use a two-letter language code.'),
  link: httpUrlSchema,
});
export const urlParameterSchema = z.object({ name: z.string().trim().min(1), value: z.string() });
export const deeplinkSchema = z.union([
  z.object({ auto: z.literal(true) }),
  z.object({ apple: httpUrlSchema.optional(), google: httpUrlSchema.optional() }),
]);

/** `direct`, `frame`, `splash`, a custom splash page's id, or `overlay-<id>` for a CTA overlay. */
export const redirectTypeSchema = z.union([
  z.enum(REDIRECT_TYPES),
  z.templateLiteral(['overlay-', z.number().int().positive()]),
  z.number().int().positive(),
  z.string().regex(/^\d+$/, 'A custom splash page is given by its id.'),
]);
export type RedirectType = z.infer<typeof redirectTypeSchema>;

const positiveId = z.number().int().positive();

const linkOptionsShape = {
  /** Custom alias instead of a random one. */
  custom: z.string().trim().min(1).optional(),
  type: redirectTypeSchema.optional(),
  password: z.string().min(1).optional(),
  /** A branded domain as a URL (`https://brand.tld`), not its id. */
  domain: httpUrlSchema.optional(),
  /** `YYYY-MM-DD HH:MM:SS` (a date alone is accepted by servers too). */
  expiry: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'Use YYYY-MM-DD HH:MM:SS.')
    .optional(),
  geotarget: z.array(geoTargetSchema).optional(),
  devicetarget: z.array(deviceTargetSchema).optional(),
  languagetarget: z.array(languageTargetSchema).optional(),
  /** Query parameters appended to the long URL. */
  parameters: z.array(urlParameterSchema).optional(),
  metatitle: z.string().optional(),
  metadescription: z.string().optional(),
  /** Link to a jpg or png image. */
  metaimage: httpUrlSchema.optional(),
  description: z.string().optional(),
  pixels: z.array(positiveId).optional(),
  channel: positiveId.optional(),
  campaign: positiveId.optional(),
  deeplink: deeplinkSchema.optional(),
  status: z.enum(['public', 'private']).optional(),
};

/** Body of POST /api/url/add. Options the user's plan lacks are dropped by the server silently. */
export const linkInputSchema = z.object({ url: httpUrlSchema, ...linkOptionsShape });
export type LinkInput = z.infer<typeof linkInputSchema>;

/** Body of PUT /api/url/{id}/update: the same fields, `url` optional. */
export const linkUpdateSchema = z.object({ url: httpUrlSchema.optional(), ...linkOptionsShape });
export type LinkUpdate = z.infer<typeof linkUpdateSchema>;
