import { z } from 'zod/mini';
import { errorRecordSchema } from '@/lib/api/error-record';

// What Trim keeps of the user's links, per installation: an index of every link with the fields
// Trim shows and filters by, one IndexedDB record per link (link-records.ts), each link's click
// totals by day in records of their own (series-records.ts), and in storage.local a small status
// every page watches (status.ts): how far the index is filled, when it was last read, why a read
// failed. Pages watch the status and read the records they show.

/** The service's campaign and channels of a link, as its list items report them. */
export interface LinkGroups {
  /** The campaign's id, null for none. */
  campaign: number | null;
  channels: number[];
}

/** One link as the index keeps it. */
export interface IndexedLink {
  id: number;
  alias: string;
  shorturl: string;
  longurl: string;
  title: string;
  /** The all-time total the server last reported; null when it did not say. */
  clicks: number | null;
  /** As the server sent it (`YYYY-MM-DD HH:MM:SS`), or '' when unknown. */
  date: string;
  /** Null when the service did not say (the documented list items carry neither): never read as "in none". */
  groups: LinkGroups | null;
}

const failureRecordSchema = z.object({ error: errorRecordSchema, at: z.number() });
const failureWordsSchema = z.object({ title: z.string(), hint: z.string(), at: z.number() });
export type IndexFailure = z.infer<typeof failureRecordSchema> | z.infer<typeof failureWordsSchema>;

/**
 * Why a read failed, worded when shown; an index stored by an older version holds the words
 * themselves. Either shape, checked by hand: z.union would be zod code the worker carries for this alone.
 */
export const indexFailureSchema = z.custom<IndexFailure>((value) => failureRecordSchema.safeParse(value).success || failureWordsSchema.safeParse(value).success);

/**
 * One link's click totals by day, stored as differences because most days add few clicks:
 * `base` is the total on day `start`, `steps[i]` the change up to day `start + i + 1` since the
 * last day with a snapshot, null for a day without one.
 */
export const clickSeriesSchema = z.object({
  start: z.int(),
  base: z.int(),
  steps: z.array(z.nullable(z.int())),
});
export type ClickSeries = z.infer<typeof clickSeriesSchema>;
