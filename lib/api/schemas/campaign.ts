import { z } from 'zod/mini';
import { boolOr, idSchema, intOrNull, text, trimmedText } from './primitives';

/** A rotator URL, or false when the campaign has no rotator slug (the transform yields nothing else). */
const rotator = z.catch(
  z.transform((value): string | false => (typeof value === 'string' && value.trim() !== '' && value.trim() !== '0' ? value : false)),
  false,
);

/**
 * A campaign list item and the create/update answer alike. The name arrives as
 * `name` (list), `domain` (spec's create answer) or `campaign` (real servers).
 */
const campaignFields = z.object({
  id: idSchema,
  name: z.optional(text),
  campaign: z.optional(text),
  domain: z.optional(text),
  public: boolOr(false),
  rotator,
  list: text,
  views: intOrNull,
});
export const campaignSchema = z.pipe(
  campaignFields,
  z.transform(({ name, campaign, domain, ...rest }: z.output<typeof campaignFields>) => ({
    ...rest,
    name: [name, campaign, domain].find((candidate) => candidate !== undefined && candidate !== '') ?? '',
  })),
);
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignCreateSchema = /* @__PURE__ */ z.object({
  name: /* @__PURE__ */ z.optional(/* @__PURE__ */ trimmedText()),
  /** Rotator slug. */
  slug: /* @__PURE__ */ z.optional(/* @__PURE__ */ trimmedText()),
  public: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type CampaignCreate = z.infer<typeof campaignCreateSchema>;

export const campaignUpdateSchema = /* @__PURE__ */ z.extend(campaignCreateSchema, { name: /* @__PURE__ */ trimmedText() });
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;
