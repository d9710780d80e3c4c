import { z } from 'zod/mini';
import { nextPageOf } from './next-page';
import { intOrNull, positiveInt } from './primitives';
import { isRecord } from '@/lib/api/guards';

export const pageInfoSchema = z.object({
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  /** null on the last page (see nextPageOf). */
  nextPage: z.nullable(z.number()),
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
  const nextPage = nextPageOf(page, paging.nextpage, paging.maxpage);
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
export function listPageSchema<T extends z.ZodMiniType>(keys: readonly string[], item: T) {
  const page = z.object({ items: z.array(item), paging: rawPagingSchema });
  return z.pipe(
    z.pipe(
      z.transform((raw) => extract(raw, keys)),
      page,
    ),
    z.transform(({ items, paging }: z.output<typeof page>): ListPage<z.output<T>> => ({ items, ...normalizePaging(paging, items.length) })),
  );
}

/** Paging query accepted by every list endpoint. */
export const pagingSchema = /* @__PURE__ */ z.object({
  limit: /* @__PURE__ */ z.optional(/* @__PURE__ */ positiveInt()),
  page: /* @__PURE__ */ z.optional(/* @__PURE__ */ positiveInt()),
});
export type Paging = z.infer<typeof pagingSchema>;
