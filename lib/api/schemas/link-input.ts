import { z } from 'zod/mini';
import { httpUrlSchema, nonEmptyText, positiveInt, textMatching, trimmedText } from './primitives';

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
  location: trimmedText(),
  link: httpUrlSchema,
});
export const deviceTargetSchema = z.object({ device: z.enum(TARGET_DEVICES), link: httpUrlSchema });
export const languageTargetSchema = z.object({
  /** Two-letter language code. */
  language: textMatching(/^[a-z]{2}$/i, 'Use a two-letter language code.'),
  link: httpUrlSchema,
});
export const urlParameterSchema = z.object({ name: trimmedText(), value: z.string() });
export const deeplinkSchema = z.union([
  z.object({ auto: z.literal(true) }),
  z.object({ apple: z.optional(httpUrlSchema), google: z.optional(httpUrlSchema) }),
]);

/** `direct`, `frame`, `splash`, a custom splash page's id, or `overlay-<id>` for a CTA overlay. */
export const redirectTypeSchema = z.union([
  z.enum(REDIRECT_TYPES),
  z.templateLiteral(['overlay-', positiveInt()]),
  positiveInt(),
  textMatching(/^\d+$/, 'A custom splash page is given by its id.'),
]);
export type RedirectType = z.infer<typeof redirectTypeSchema>;

const positiveId = positiveInt();

const linkOptionsShape = {
  /** Custom alias instead of a random one. */
  custom: z.optional(trimmedText()),
  type: z.optional(redirectTypeSchema),
  password: z.optional(nonEmptyText()),
  /** A branded domain as a URL (`https://brand.tld`), not its id. */
  domain: z.optional(httpUrlSchema),
  /** `YYYY-MM-DD HH:MM:SS` (a date alone is accepted by servers too). */
  expiry: z.optional(textMatching(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'Use YYYY-MM-DD HH:MM:SS.')),
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

/** `url` then every option. A function, not an object spread at module level, so that bundlers can drop both schemas where only a constant of this module is used. */
/* @__NO_SIDE_EFFECTS__ */
function linkBody<Url extends z.ZodMiniType>(url: Url) {
  return z.object({ url, ...linkOptionsShape });
}

/** Body of POST /api/url/add. Options the user's plan lacks are dropped by the server silently. */
export const linkInputSchema = linkBody(httpUrlSchema);
export type LinkInput = z.infer<typeof linkInputSchema>;

/** Body of PUT /api/url/{id}/update: the same fields, `url` optional. */
export const linkUpdateSchema = linkBody(z.optional(httpUrlSchema));
export type LinkUpdate = z.infer<typeof linkUpdateSchema>;
