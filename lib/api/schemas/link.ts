import { z } from 'zod/mini';
import { pagingSchema } from './envelope';
import { httpUrlSchema, idSchema, intOrNull, text, toNumber } from './primitives';

/** `channel` on list items: an array of channel ids (or nothing). */
const channelIds = z.catch(
  z.pipe(
    z.transform((value) => (Array.isArray(value) ? value : []).map(toNumber).filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)),
    z.array(z.number()),
  ),
  [],
);

/** A list item of GET /api/urls. */
const linkFields = z.object({
  id: idSchema,
  alias: text,
  shorturl: text,
  longurl: text,
  /** null when the server did not say (never a made-up 0: the click history would read it as a reset). */
  clicks: intOrNull,
  uniqueclicks: intOrNull,
  title: text,
  description: text,
  date: text,
  domain: text,
  // Optional: the documented list items carry neither, and "not reported" must not read as "in none".
  campaign: z.optional(intOrNull),
  channel: z.optional(channelIds),
});
export const linkSchema = z.pipe(
  linkFields,
  z.transform(({ uniqueclicks, channel, ...link }: z.output<typeof linkFields>) => ({
    ...link,
    uniqueClicks: uniqueclicks,
    channels: channel,
  })),
);
export type Link = z.infer<typeof linkSchema>;

/**
 * The answer to link create and update: `{ id, shorturl }`, or `short` in the vendor's
 * documentation of update. Strict: Trim cannot go on without both.
 */
const optionalUrl = z.catch(z.optional(httpUrlSchema), undefined);
const linkResultFields = z.object({ id: idSchema, shorturl: optionalUrl, short: optionalUrl });
export const linkResultSchema = z.pipe(
  linkResultFields,
  z.transform(({ id, shorturl, short }: z.output<typeof linkResultFields>, ctx) => {
    const url = shorturl ?? short;
    if (url === undefined) {
      ctx.issues.push({ code: 'custom', message: 'The answer carries no short URL.', input: { id, shorturl, short } });
      return z.NEVER;
    }
    return { id, shorturl: url };
  }),
);

export const linkListQuerySchema = /* @__PURE__ */ z.extend(pagingSchema, {
  order: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['date', 'click'])),
  /** Keyword search. */
  q: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});
export type LinkListQuery = z.infer<typeof linkListQuerySchema>;
