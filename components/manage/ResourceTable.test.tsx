import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListPage } from '@/lib/api';
import { ResourceList, ResourceTable, type Column } from './ResourceTable';
import type { Resource } from './use-resource';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
  hits: number;
}
const ROWS: Row[] = [
  { id: 1, name: 'Alpha', hits: 1200 },
  { id: 2, name: 'Beta', hits: 3 },
];
const COLUMNS: Column<Row>[] = [
  { header: 'Name', cellClass: 'strong', cell: (row) => row.name },
  { header: 'Hits', class: 'num', cell: (row) => row.hits.toLocaleString('en') },
];

const page = (items: Row[]): ListPage<Row> => ({ items, total: items.length, page: 1, perPage: 15, nextPage: null, maxPage: 1 });
const resource = (state: Partial<Resource<ListPage<Row>>>): Resource<ListPage<Row>> => ({
  data: undefined,
  error: null,
  loading: false,
  reload: vi.fn(),
  update: vi.fn(),
  ...state,
});

describe('ResourceTable', () => {
  it('names the table, heads each column, marks the open row and puts row buttons under a hidden "Actions" header', () => {
    render(<ResourceTable label="Things" items={ROWS} columns={COLUMNS} current={2} busy actions={(row) => <button>{`Edit ${row.name}`}</button>} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Hits', 'Actions']);
    const [, alpha, beta] = within(table).getAllByRole('row');
    expect(alpha!.getAttribute('aria-current')).toBeNull();
    expect(beta!.getAttribute('aria-current')).toBe('true');
    expect(
      within(alpha!)
        .getAllByRole('cell')
        .map((td) => [td.className, td.textContent]),
    ).toEqual([
      ['strong', 'Alpha'],
      ['num', '1,200'],
      ['cell-actions', 'Edit Alpha'],
    ]);
  });

  it('has no actions column without actions, and is never busy unless told', () => {
    render(<ResourceTable label="Things" items={ROWS} columns={COLUMNS} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.hasAttribute('aria-busy')).toBe(false);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
  });
});

describe('ResourceList', () => {
  const list = (state: Partial<Resource<ListPage<Row>>>) =>
    render(
      <ResourceList list={resource(state)} what="things" count={(n) => `${n} things`} emptyText="No things yet.">
        {(items) => <ResourceTable label="Things" items={items} columns={COLUMNS} />}
      </ResourceList>,
    );

  it('says it is loading before the first page, then shows the items and the count', () => {
    list({ loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    cleanup();
    list({ data: page(ROWS) });
    expect(screen.getByRole('table', { name: 'Things' })).toBeTruthy();
    expect(screen.getByText('2 things')).toBeTruthy();
  });

  it('says when the list is empty', () => {
    list({ data: page([]) });
    expect(screen.getByRole('status').textContent).toBe('No things yet.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    const reload = vi.fn();
    list({ error: new Error('boom'), reload });
    // The failure's words load on demand (components/ui/use-wording.ts).
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
