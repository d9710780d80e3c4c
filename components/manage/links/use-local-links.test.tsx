import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withConnection } from '@/components/connection/testing';
import { testConnection } from '@/lib/connection/test-utils';
import { seedIndexForTests } from '@/lib/history/e2e-seed';
import type { IndexedLink } from '@/lib/history/schema';
import { readIndexStatus, type IndexStatus } from '@/lib/history/status';
import { useLocalLinks } from './use-local-links';

// The manage list's newest links are one page's read; every link is read after they show, never
// beside them: the browser serves a page's IndexedDB reads in turn, so at 100,000 links reading
// them all held the first page back for seconds (the bench's "first link shown").

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const FILTERS = { q: '', order: 'date', campaign: null, channel: null, tag: '' } as const;

/** 200 links, id 200 the newest; the oldest's long URL alone carries a utm_campaign tag. */
const links = Array.from({ length: 200 }, (_, n): IndexedLink => ({
  id: 200 - n,
  alias: `a${200 - n}`,
  shorturl: `https://s.test/a${200 - n}`,
  longurl: n === 199 ? 'https://example.com/first?utm_campaign=oldest' : `https://example.com/${200 - n}`,
  title: `Link ${200 - n}`,
  clicks: 0,
  date: `2026-01-01 10:${String(Math.floor((200 - n) / 60)).padStart(2, '0')}:${String((200 - n) % 60).padStart(2, '0')}`,
  groups: null,
}));

function List({ status }: { status: IndexStatus }) {
  const { list, tags } = useLocalLinks(status, FILTERS, 1, true);
  return (
    <>
      <ul>
        {list.data?.items.map((link) => (
          <li key={link.id}>{link.title}</li>
        ))}
      </ul>
      <p>tags: {tags.join(', ')}</p>
    </>
  );
}

describe('useLocalLinks', () => {
  it('shows the newest page before it reads every link, then reads them all for the filters', async () => {
    const { connection } = testConnection(() => ({ status: 500 }));
    await seedIndexForTests(connection.id, connection.source, links);
    const status = await readIndexStatus(connection.id, connection.source);
    // Every link is read with one getAll over the index by date: what the page showed when it began.
    const index = (globalThis as unknown as { IDBIndex: { prototype: { getAll: (...args: unknown[]) => unknown } } }).IDBIndex.prototype;
    const getAll = index.getAll;
    const shownWhenEveryLinkRead: boolean[] = [];
    index.getAll = function (...args: unknown[]) {
      shownWhenEveryLinkRead.push(screen.queryByText('Link 200') !== null);
      return getAll.apply(this, args);
    };
    try {
      render(<List status={status} />, { wrapper: withConnection(connection) });
      await screen.findByText('tags: oldest');
    } finally {
      index.getAll = getAll;
    }
    expect(shownWhenEveryLinkRead).toEqual([true]);
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
  });
});
