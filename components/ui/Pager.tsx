import { pageBounds, pageRange, pageSlots } from '@/lib/paging/page-slots';
import type { PageInfo } from '@/lib/api';

export interface PagerProps {
  /** Names the list, e.g. "links": the navigation is announced as "Pages of links". */
  what: string;
  /** The paging the server answered with. */
  info: PageInfo;
  /** How many items the current page shows (for "11–20 of 45"). */
  shown: number;
  /** Called with the page to show; the caller loads it (only that page is requested). */
  onPage: (page: number) => void;
}

/** Page buttons for a list paged by the server; only the requested page is ever loaded. */
export function Pager({ what, info, shown, onPage }: PagerProps) {
  const { next, last } = pageBounds(info);
  const range = pageRange(info.page, info.perPage, shown, info.total);
  if (last <= 1 && info.page <= 1) {
    // "1 link", "3 links": the names passed in are plurals ending in s.
    return range ? <p class="pager-summary muted">{`${range.total} ${range.total === 1 ? what.replace(/s$/, '') : what}`}</p> : null;
  }
  return (
    <nav class="pager" aria-label={`Pages of ${what}`}>
      {range && <p class="pager-summary muted">{`${range.from}–${range.to} of ${range.total}`}</p>}
      <ul class="pager-list">
        <li>
          <button type="button" class="pager-button" disabled={info.page <= 1} onClick={() => onPage(info.page - 1)}>
            Previous
          </button>
        </li>
        {pageSlots(info.page, last).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} class="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                class="pager-button"
                aria-current={slot === info.page ? 'page' : undefined}
                aria-label={`Page ${slot}`}
                onClick={() => slot !== info.page && onPage(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" class="pager-button" disabled={next === null} onClick={() => next !== null && onPage(next)}>
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
