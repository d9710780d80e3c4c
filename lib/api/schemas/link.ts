import { z } from 'zod';
import { pagingSchema } from './envelope';
import { httpUrlSchema, idSchema, intOr, intOrNull, text, toNumber } from './primitives';

/** `channel` on list items: an array of channel ids (or nothing). */
const channelIds = z
  .preprocess(
    (value) =>
      (Array.isArray(value) ? value : [])
        .map(toNumber)
        .filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0),
    z.array(z.number()),
  )
  .catch([]);

/** A list item of GET /api/urls. */
export const linkSchema = z
  .object({
    id: idSchema,
    alias: text,
    shorturl: text,
    longurl: text,
    clicks: intOr(0),
    uniqueclicks: intOrNull,
    title: text,
    description: text,
    date: text,
    domain: text,
    campaign: intOrNull,
    channel: channelIds,
  })
  .transform(({ uniqueclicks, channel, ...link }) => ({ ...link, uniqueClicks: uniqueclicks, channels: channel }));
export type Link = z.infer<typeof linkSchema>;

/**
 * The answer to link create and update: `{ id, shorturl }`, or `short` in the vendor's
 * documentation of update. Strict: Trim cannot go on without both.
 */
export const linkResultSchema = z
  .object({ id: idSchema, shorturl: httpUrlSchema.optional().catch(undefined), short: httpUrlSchema.optional().catch(undefined) })
  .transform(({ id, shorturl, short }, ctx) => {
    const url = shorturl ?? short;
    if (url === undefined) {
      ctx.issues.push({ code: 'custom', message: 'The answer carries no short URL.', input: { id, shorturl, short } });
      return z.NEVER;
    }
    return { id, shorturl: url };
  });
export type LinkResult = z.infer<typeof linkResultSchema>;

export const linkListQuerySchema = pagingSchema.extend({
  order: z.enum(['date', 'click']).optional(),
  /** Keyword search. */
  q: z.string().optional(),
});
export type LinkListQuery = z.infer<typeof linkListQuerySchema>;
