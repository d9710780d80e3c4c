import type { PageInfo } from '@/lib/api';
import { nextPageOf } from '@/lib/api/schemas/next-page';

// Which page buttons a list shows: always the first and last page, a window around the
// current one, and a gap marker where pages are skipped, so the row stays short at any size.

export type PageSlot = number | 'gap';

/**
 * The page Next goes to (null: Next is off) and the last page button. A PageInfo can be built
 * by hand, so the API layer's rule is applied again rather than trusted.
 */
export function pageBounds(info: PageInfo): { next: number | null; last: number } {
  const next = nextPageOf(info.page, info.nextPage, info.maxPage);
  return { next, last: Math.max(info.maxPage, next ?? 0, info.page) };
}

export function pageSlots(current: number, last: number, around = 1): PageSlot[] {
  const max = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), max);
  const wanted = new Set<number>([1, max]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= max) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const p of sorted) {
    // A gap of exactly one page is shown as that page: a "…" would hide no more than a number.
    if (p - previous === 2) slots.push(p - 1);
    else if (p - previous > 2) slots.push('gap');
    slots.push(p);
    previous = p;
  }
  return slots;
}

/** "16–30 of 42" style summary numbers for a page, or null when the list is empty. */
export function pageRange(page: number, perPage: number, shown: number, total: number): { from: number; to: number; total: number } | null {
  if (shown <= 0) return null;
  const from = (Math.max(1, page) - 1) * Math.max(1, perPage) + 1;
  return { from, to: from + shown - 1, total: Math.max(total, from + shown - 1) };
}
