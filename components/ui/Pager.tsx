import { pageBounds, pageRange, pageSlots } from '@/lib/paging/page-slots';
import type { PageInfo } from '@/lib/api';
import { formatNumber, t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import './pager.css';

export interface PagerProps {
  /** Names the list, e.g. "links": the navigation is announced as "Pages of links". */
  what: string;
  /**
   * The whole count of a list that fits on one page, e.g. `(n) => plural('links_count', n)`
   * for "3 links"; by default "3 items".
   */
  count?: (total: number) => string;
  /** The paging the server answered with. */
  info: PageInfo;
  /** How many items the current page shows (for "11–20 of 45"). */
  shown: number;
  /** Called with the page to show; the caller loads it (only that page is requested). */
  onPage: (page: number) => void;
}

/** Page buttons for a list paged by the server; only the requested page is ever loaded. */
export function Pager({ what, count, info, shown, onPage }: PagerProps) {
  const { next, last } = pageBounds(info);
  const range = pageRange(info.page, info.perPage, shown, info.total);
  if (last <= 1 && info.page <= 1) {
    return range ? <p class="pager-summary muted">{count ? count(range.total) : plural('ui_pager_items', range.total)}</p> : null;
  }
  return (
    <nav class="pager" aria-label={t('ui_pager_label', what)}>
      {range && <p class="pager-summary muted">{t('ui_pager_range', formatNumber(range.from), formatNumber(range.to), formatNumber(range.total))}</p>}
      <ul class="pager-list">
        <li>
          <button type="button" class="pager-button" disabled={info.page <= 1} onClick={() => onPage(info.page - 1)}>
            {t('ui_previous')}
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
                aria-label={t('ui_page', formatNumber(slot))}
                onClick={() => slot !== info.page && onPage(slot)}
              >
                {formatNumber(slot)}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" class="pager-button" disabled={next === null} onClick={() => next !== null && onPage(next)}>
            {t('ui_next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
