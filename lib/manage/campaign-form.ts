import { z } from 'zod/mini';
import type { CampaignCreate } from '@/lib/api';
import type { Validated } from '@/lib/forms/field-errors';
import { MSG, say, SLUG, trimmed, run } from './form-checks';

// The campaign form: its values, their check, and what an edit sends.

export interface CampaignFormValues {
  name: string;
  slug: string;
  public: boolean;
}

/** The rotator slug is the rotator URL's last path segment; '' when the campaign has none. */
export function slugOfRotator(rotator: string | false): string {
  if (rotator === false) return '';
  try {
    return decodeURIComponent(new URL(rotator).pathname.split('/').filter(Boolean).at(-1) ?? '');
  } catch {
    return '';
  }
}

/** The service keeps a campaign's old name, without an error, when the new one is shorter than this. */
export const CAMPAIGN_NAME_MIN = 3;

const campaignFields = z.object({
  name: trimmed(
    255,
    z.minLength(1, say(MSG.nameMissing)),
    z.refine((v) => v === '' || v.length >= CAMPAIGN_NAME_MIN, say(MSG.campaignShort)),
  ),
  slug: trimmed(
    64,
    z.refine((v) => v === '' || SLUG.test(v), say(MSG.slug)),
  ),
  public: z.boolean(),
});
const campaignSchema = z.pipe(
  campaignFields,
  z.transform(({ name, slug, public: isPublic }: z.output<typeof campaignFields>): CampaignCreate & { name: string } => ({
    name,
    ...(slug === '' ? {} : { slug }),
    public: isPublic,
  })),
);

export function validateCampaign(values: CampaignFormValues): Validated<CampaignCreate & { name: string }> {
  return run(campaignSchema, values);
}

/**
 * A rename's body: the slug only when it changed. The service refuses its own unchanged slug
 * ("This slug is currently not available") after it has renamed the campaign; an emptied slug
 * removes the rotator (the service clears it on an empty string).
 */
export function campaignChanges(body: CampaignCreate & { name: string }, rotator: string | false): CampaignCreate & { name: string } {
  const { slug, ...rest } = body;
  const before = slugOfRotator(rotator);
  if ((slug ?? '') === before) return rest;
  return { ...rest, slug: slug ?? '' };
}
