import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

afterEach(cleanup);

const info = (page: number, nextPage: number | null, maxPage: number) => ({ total: 40, perPage: 10, page, nextPage, maxPage });

describe('Pager', () => {
  it.each([
    ['nextPage null', info(4, null, 4)],
    ['nextPage = the current page', info(4, 4, 4)],
    ['nextPage beyond maxPage', info(4, 5, 4)],
  ])('turns Next off on the last page: %s', (_, page) => {
    const onPage = vi.fn();
    render(<Pager what="links" info={page} shown={10} onPage={onPage} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(next);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('goes to the next page the server named', () => {
    const onPage = vi.fn();
    render(<Pager what="links" info={info(2, 3, 4)} shown={10} onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});
