import { z } from 'zod';
import { boolOr, idSchema, intOrNull, text } from './primitives';

/** A rotator URL, or false when the campaign has no rotator slug. */
const rotator = z
  .preprocess((value) => (typeof value === 'string' && value.trim() !== '' && value.trim() !== '0' ? value : false), z.union([z.string(), z.literal(false)]))
  .catch(false);

/**
 * A campaign list item and the create/update answer alike. The name arrives as
 * `name` (list), `domain` (spec's create answer) or `campaign` (real servers).
 */
export const campaignSchema = z
  .object({
    id: idSchema,
    name: text.optional(),
    campaign: text.optional(),
    domain: text.optional(),
    public: boolOr(false),
    rotator,
    list: text,
    views: intOrNull,
  })
  .transform(({ name, campaign, domain, ...rest }) => ({
    ...rest,
    name: [name, campaign, domain].find((candidate) => candidate !== undefined && candidate !== '') ?? '',
  }));
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignCreateSchema = z.object({
  name: z.string().trim().min(1).optional(),
  /** Rotator slug. */
  slug: z.string().trim().min(1).optional(),
  public: z.boolean().optional(),
});
export type CampaignCreate = z.infer<typeof campaignCreateSchema>;

export const campaignUpdateSchema = campaignCreateSchema.extend({ name: z.string().trim().min(1) });
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;
