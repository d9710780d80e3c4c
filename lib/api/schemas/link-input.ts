import { z } from 'zod/mini';
import { httpUrlSchema, nonEmptyText, positiveInt, textMatching, trimmedText } from './primitives';

/** Devices the service's device targeting matches. */
export const TARGET_DEVICES = ['iPhone', 'iPad', 'iPod', 'Android', 'Windows', 'Mac OS', 'Linux', 'Ubuntu', 'BlackBerry', 'Chrome', 'Mobile'] as const;

export const REDIRECT_TYPES = ['direct', 'frame', 'splash'] as const;

// Every call below is marked pure: a bundler loses the mark of zod's own functions when they
// sit in another chunk, and would then keep these schemas (and zod's template-literal and
// union code) in a page that takes only TARGET_DEVICES from this module.

export const geoTargetSchema = /* @__PURE__ */ z.object({
  /** Full English country name, e.g. "Canada". */
  location: /* @__PURE__ */ trimmedText(),
  link: httpUrlSchema,
});
export const deviceTargetSchema = /* @__PURE__ */ z.object({ device: /* @__PURE__ */ z.enum(TARGET_DEVICES), link: httpUrlSchema });
export const languageTargetSchema = /* @__PURE__ */ z.object({
  /** Two-letter language code. */
  language: /* @__PURE__ */ textMatching(/^[a-z]{2}$/i, 'Use a two-letter language code.'),
  link: httpUrlSchema,
});
export const urlParameterSchema = /* @__PURE__ */ z.object({ name: /* @__PURE__ */ trimmedText(), value: /* @__PURE__ */ z.string() });
export const deeplinkSchema = /* @__PURE__ */ z.union([
  /* @__PURE__ */ z.object({ auto: /* @__PURE__ */ z.literal(true) }),
  /* @__PURE__ */ z.object({ apple: /* @__PURE__ */ z.optional(httpUrlSchema), google: /* @__PURE__ */ z.optional(httpUrlSchema) }),
]);

/**
 * A CTA overlay's redirect type. A custom check rather than z.templateLiteral, whose code would
 * sit in the popup's start-up file for this one schema (docs/architecture.md); its part's
 * positive-number check did not hold either ("overlay-0" passed).
 */
const overlayType = /* @__PURE__ */ z.custom<`overlay-${number}`>((value) => typeof value === 'string' && /^overlay-[1-9]\d*$/.test(value));

/** `direct`, `frame`, `splash`, a custom splash page's id, or `overlay-<id>` for a CTA overlay. */
export const redirectTypeSchema = /* @__PURE__ */ z.union([
  /* @__PURE__ */ z.enum(REDIRECT_TYPES),
  overlayType,
  /* @__PURE__ */ positiveInt(),
  /* @__PURE__ */ textMatching(/^\d+$/, 'A custom splash page is given by its id.'),
]);

const positiveId = /* @__PURE__ */ positiveInt();

const linkOptionsShape = {
  /** Custom alias instead of a random one. */
  custom: /* @__PURE__ */ z.optional(/* @__PURE__ */ trimmedText()),
  type: /* @__PURE__ */ z.optional(redirectTypeSchema),
  password: /* @__PURE__ */ z.optional(/* @__PURE__ */ nonEmptyText()),
  /** A branded domain as a URL (`https://brand.tld`), not its id. */
  domain: /* @__PURE__ */ z.optional(httpUrlSchema),
  /** `YYYY-MM-DD HH:MM:SS` (a date alone is accepted by servers too). */
  expiry: /* @__PURE__ */ z.optional(/* @__PURE__ */ textMatching(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'Use YYYY-MM-DD HH:MM:SS.')),
  geotarget: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(geoTargetSchema)),
  devicetarget: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(deviceTargetSchema)),
  languagetarget: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(languageTargetSchema)),
  /** Query parameters appended to the long URL. */
  parameters: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(urlParameterSchema)),
  metatitle: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  metadescription: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  /** Link to a jpg or png image. */
  metaimage: /* @__PURE__ */ z.optional(httpUrlSchema),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  pixels: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(positiveId)),
  channel: /* @__PURE__ */ z.optional(positiveId),
  campaign: /* @__PURE__ */ z.optional(positiveId),
  deeplink: /* @__PURE__ */ z.optional(deeplinkSchema),
  status: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['public', 'private'])),
};

/** `url` then every option. A function, not an object spread at module level, so that bundlers can drop both schemas where only a constant of this module is used. */
/* @__NO_SIDE_EFFECTS__ */
function linkBody<Url extends z.ZodMiniType>(url: Url) {
  return /* @__PURE__ */ z.object({ url, ...linkOptionsShape });
}

/** Body of POST /api/url/add. Options the user's plan lacks are dropped by the server silently. */
export const linkInputSchema = linkBody(httpUrlSchema);
export type LinkInput = z.infer<typeof linkInputSchema>;

/** Body of PUT /api/url/{id}/update: the same fields, `url` optional. */
export const linkUpdateSchema = linkBody(/* @__PURE__ */ z.optional(httpUrlSchema));
export type LinkUpdate = z.infer<typeof linkUpdateSchema>;

/** What an edit changes in a link's body: a value sets the field, null clears it, a field left out keeps what the link has. */
export type LinkChanges = { [K in keyof LinkInput]?: LinkInput[K] | null };
