import { z } from 'zod/mini';
import { countMap, intOr, intOrNull, targetMap, targetMapOrNull, text, textOrNull } from './primitives';
import { isRecord } from '@/lib/api/guards';

const detailsSchema = z.object({
  id: intOrNull,
  shorturl: text,
  longurl: text,
  title: text,
  /** The META description (in an add or update body, `description` is the private note). */
  description: text,
  /** Country name → target URL: the English name as sent (flat, documented) or lower-cased (nested, 6.x/7.6). */
  location: targetMap,
  /** Device name → target URL; null when the service does not report it (6.x–7.6.3 always send null), {} for none. */
  device: targetMapOrNull,
  expiry: textOrNull,
  date: text,
});

const statsFields = z.object({
  clicks: intOr(0),
  uniqueClicks: intOrNull,
  uniqueclicks: intOrNull,
  topCountries: countMap,
  topReferrers: countMap,
  topBrowsers: countMap,
  topOs: countMap,
  socialCount: countMap,
});
export const statsSchema = z.pipe(
  statsFields,
  z.transform(({ uniqueclicks, uniqueClicks, ...stats }: z.output<typeof statsFields>) => ({
    ...stats,
    uniqueClicks: uniqueClicks ?? uniqueclicks ?? 0,
  })),
);
export type LinkStats = z.infer<typeof statsSchema>;

/**
 * GET /api/url/{id} and a matching GET /api/urls?short=: `{ error, id, details, data }`.
 * The id may sit beside `details` or inside it; one of them is required.
 */
const linkAnswer = z.object({ id: intOrNull, details: detailsSchema, data: statsSchema });
export const linkDetailsSchema = z.pipe(
  z.pipe(
    z.transform((raw) => (isRecord(raw) ? { id: raw['id'], details: isRecord(raw['details']) ? raw['details'] : raw, data: isRecord(raw['data']) ? raw['data'] : {} } : raw)),
    linkAnswer,
  ),
  z.transform(({ id, details, data }: z.output<typeof linkAnswer>, ctx) => {
    const linkId = details.id ?? id;
    if (linkId === null || linkId <= 0) {
      ctx.issues.push({ code: 'custom', message: 'The link carries no id.', input: id });
      return z.NEVER;
    }
    return { ...details, id: linkId, stats: data };
  }),
);
export type LinkDetails = z.infer<typeof linkDetailsSchema>;
