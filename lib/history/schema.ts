import { z } from 'zod/mini';
import { errorRecordSchema } from '@/lib/api/error-record';
import { intOrNull } from '@/lib/api/schemas/primitives';

// What Trim keeps of the user's links in storage.local, per installation: an index of the
// fields it shows (search, the address bar, Recent) and, apart from it, each link's click
// totals by day. Two items, so the pages that only search never read the history.

/** One link as the index keeps it: the fields Trim shows, nothing more. */
export const indexedLinkSchema = z.object({
  id: z.number(),
  alias: z._default(z.string(), ''),
  shorturl: z.string(),
  longurl: z._default(z.string(), ''),
  title: z._default(z.string(), ''),
  /** The all-time total the server last reported; null when it did not say. */
  clicks: z._default(intOrNull, null),
  /** As the server sent it (`YYYY-MM-DD HH:MM:SS`), or '' when unknown. */
  date: z._default(z.string(), ''),
});
export type IndexedLink = z.infer<typeof indexedLinkSchema>;

const failureRecordSchema = z.object({ error: errorRecordSchema, at: z.number() });
const failureWordsSchema = z.object({ title: z.string(), hint: z.string(), at: z.number() });
type IndexFailure = z.infer<typeof failureRecordSchema> | z.infer<typeof failureWordsSchema>;

/**
 * Why a refresh failed, worded when shown; an index stored by an older version holds the words
 * themselves. Either shape, checked by hand: z.union would be zod code the worker carries for this alone.
 */
export const indexFailureSchema = z.custom<IndexFailure>((value) => failureRecordSchema.safeParse(value).success || failureWordsSchema.safeParse(value).success);

/** The index of one installation's links, newest first, and how its last refresh went. */
export interface LinkIndex {
  /** The connection it was filled from (connectionSource): another address or key starts afresh. */
  source: string;
  links: IndexedLink[];
  /** When a refresh last succeeded (epoch ms); 0 = never. */
  refreshedAt: number;
  /** Set when the last refresh did not reach every link: how many it holds of how many the server has. */
  coverage: { kept: number; total: number } | null;
  /** Why the last refresh failed (kept until one succeeds); what it fetched before failing is kept. */
  failure: IndexFailure | null;
}

export const EMPTY_INDEX: LinkIndex = Object.freeze({ source: '', links: [], refreshedAt: 0, coverage: null, failure: null }) as LinkIndex;

/**
 * One link's click totals by day, stored as differences because most days add few clicks:
 * `base` is the total on day `start`, `steps[i]` the change up to day `start + i + 1` since the
 * last day with a snapshot, null for a day without one. 1,000 links × 365 days fit in about a
 * megabyte this way, a tenth of storage.local's quota (the bench prints the figure).
 */
export const clickSeriesSchema = z.object({
  start: z.int(),
  base: z.int(),
  steps: z.array(z.nullable(z.int())),
});
export type ClickSeries = z.infer<typeof clickSeriesSchema>;

export const HISTORY_VERSION = 2;

/** Every link's series by link id (a link deleted on the server keeps its past until it ages out). */
export interface ClickHistory {
  version: typeof HISTORY_VERSION;
  source: string;
  series: Record<string, ClickSeries>;
}

export const EMPTY_HISTORY: ClickHistory = Object.freeze({ version: HISTORY_VERSION, source: '', series: {} }) as ClickHistory;
