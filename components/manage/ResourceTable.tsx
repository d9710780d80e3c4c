import type { ComponentChildren } from 'preact';
import { ApiErrorAlert, Pager } from '@/components/ui';
import type { ListPage } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { navigate } from '@/lib/manage/history';
import { ListStatus } from './ListStatus';
import type { Resource } from './use-resource';

export interface Column<T> {
  /** The header cell's content; its text names the column for assistive technology. */
  header: ComponentChildren;
  /** Class of the header and of every cell in the column, e.g. "num" or "col-check". */
  class?: string;
  /** Class of the body cells only, e.g. "strong break". */
  cellClass?: string;
  cell: (item: T) => ComponentChildren;
}

export interface ResourceTableProps<T extends { id: number }> {
  /** The table's accessible name, e.g. "Campaigns". */
  label: string;
  items: T[];
  columns: Column<T>[];
  /** Buttons for one row, in a last column headed "Actions" for screen readers only. */
  actions?: (item: T) => ComponentChildren;
  /** Marks the table busy while the next page loads; omitted, the table never is. */
  busy?: boolean;
  /** The id of the item that is open below the list (aria-current). */
  current?: number | null;
}

const joined = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ') || undefined;

/** One page of a list as a table: a row per item, its columns, and its row buttons. */
export function ResourceTable<T extends { id: number }>({ label, items, columns, actions, busy, current }: ResourceTableProps<T>) {
  return (
    <div class="table-wrap">
      <table class="data-table" aria-label={label} aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" class={column.class}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span class="visually-hidden">{t('mg_actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} aria-current={current !== undefined && item.id === current ? 'true' : undefined}>
              {columns.map((column, index) => (
                // The header's words, for the card a row becomes at a phone's width (manage.css).
                <td key={index} class={joined(column.class, column.cellClass)} data-label={typeof column.header === 'string' ? column.header : undefined}>
                  {column.cell(item)}
                </td>
              ))}
              {actions && <td class="cell-actions">{actions(item)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface ResourceListProps<T> {
  list: Resource<ListPage<T>>;
  /** Names the list in the pager, as a plural: "campaigns" gives "Pages of campaigns". */
  what: string;
  /** The whole count of a list that fits on one page, e.g. "3 campaigns"; by default "3 items". */
  count?: ((total: number) => string) | undefined;
  emptyText: string;
  /** Which route field the pager moves (a second list on a page uses `subPage`). */
  pageKey?: 'page' | 'subPage';
  /** The page's items, usually as a ResourceTable; shown only when there are some. */
  children: (items: T[]) => ComponentChildren;
}

/** A server-paged list's states in one place: its failure (with retry), loading, empty, the items and the pager. */
export function ResourceList<T>({ list, what, count, emptyText, pageKey = 'page', children }: ResourceListProps<T>) {
  const page = list.data;
  return (
    <>
      <ApiErrorAlert error={list.error} onRetry={list.reload} />
      <ListStatus loading={list.loading && !page} empty={!!page && page.items.length === 0} emptyText={emptyText} />
      {page && page.items.length > 0 && (
        <>
          {children(page.items)}
          <Pager what={what} count={count} info={page} shown={page.items.length} onPage={(p) => navigate({ [pageKey]: p })} />
        </>
      )}
    </>
  );
}
