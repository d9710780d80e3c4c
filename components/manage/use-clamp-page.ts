import { useEffect } from 'preact/hooks';
import type { PageInfo } from '@/lib/api';
import { navigate } from '@/lib/manage/history';

/**
 * A page past the end (the last items were deleted, or an old address was reopened) moves to
 * the last page that has items, replacing the history entry so back does not return to it.
 */
export function useClampPage(page: number, info: (PageInfo & { items: unknown[] }) | undefined, key: 'page' | 'subPage' = 'page'): void {
  const past = info !== undefined && info.items.length === 0 && page > 1;
  const last = Math.max(1, info?.maxPage ?? 1);
  useEffect(() => {
    if (past) navigate({ [key]: Math.min(page - 1, last) }, { replace: true });
  }, [past, last, page, key]);
}
