import { z } from 'zod';
import { intOrNull, isRecord } from './primitives';

export const pageInfoSchema = z.object({
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  /** null on the last page. */
  nextPage: z.number().nullable(),
  maxPage: z.number(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
export type ListPage<T> = PageInfo & { items: T[] };

const rawPagingSchema = z.object({
  result: intOrNull,
  perpage: intOrNull,
  currentpage: intOrNull,
  nextpage: intOrNull,
  maxpage: intOrNull,
});
type RawPaging = z.infer<typeof rawPagingSchema>;

function normalizePaging(paging: RawPaging, count: number): PageInfo {
  const page = paging.currentpage !== null && paging.currentpage > 0 ? paging.currentpage : 1;
  // Servers say "no next page" with null, 0 or false.
  const nextPage = paging.nextpage !== null && paging.nextpage > 0 ? paging.nextpage : null;
  return {
    total: paging.result ?? count,
    page,
    perPage: paging.perpage ?? count,
    nextPage,
    maxPage: paging.maxpage ?? nextPage ?? page,
  };
}

/** Finds the object holding the collection: `data` per the spec, the top level for the file list. */
function extract(raw: unknown, keys: readonly string[]): unknown {
  if (!isRecord(raw)) return raw;
  const holders = isRecord(raw['data']) ? [raw['data'], raw] : [raw];
  const holder = holders.find((candidate) => keys.some((key) => candidate[key] !== undefined));
  if (holder === undefined) return { items: undefined, paging: {} };
  const list = keys.map((key) => holder[key]).find((value) => value !== undefined);
  // PHP encodes arrays with gaps in their indexes as objects: {"0": {...}, "2": {...}}.
  const items = isRecord(list) ? Object.values(list) : list;
  return { items, paging: holder };
}

/**
 * One page shape for every list endpoint, whichever key (`urls`, `cta` or `overlay`, ...)
 * and envelope the server uses. Every item must pass `item`; a missing collection fails.
 */
export function listPageSchema<T extends z.ZodType>(keys: readonly string[], item: T) {
  return z
    .preprocess((raw) => extract(raw, keys), z.object({ items: z.array(item), paging: rawPagingSchema }))
    .transform(({ items, paging }): ListPage<z.output<T>> => ({ items, ...normalizePaging(paging, items.length) }));
}

/** Paging query accepted by every list endpoint. */
export const pagingSchema = z.object({
  limit: z.number().int().positive().optional(),
  page: z.number().int().positive().optional(),
});
export type Paging = z.infer<typeof pagingSchema>;
