/**
 * The page after `page`, or null when there is none: the one rule for every list. Servers
 * that copy the vendor's documentation example repeat the current page as `nextpage` on the
 * last page, and others send null, 0 or a page past `maxpage`; none of those is a next page.
 * Without a `maxpage` the server's `nextpage` is taken as it is.
 */
export function nextPageOf(page: number, nextpage: number | null | undefined, maxpage: number | null | undefined): number | null {
  if (typeof nextpage !== 'number' || !Number.isInteger(nextpage) || nextpage <= page) return null;
  if (typeof maxpage === 'number' && nextpage > maxpage) return null;
  return nextpage;
}
