import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { TEST_INSTALLATION, testConnection } from '@/lib/connection/test-utils';

import { createdLink, noteCreated, noteDeleted, noteEdited, serverDate } from './own-changes';
import { indexTargetOf } from './items';
import { linkIndexItem, readLinkIndex } from './store';

// 2026-01-02 03:04:05 local time.
const NOW = new Date(2026, 0, 2, 3, 4, 5).getTime();
const made = { id: 42, shorturl: 'https://s.test/xyz' };

describe('serverDate', () => {
  it.each([
    [new Date(2026, 0, 2, 3, 4, 5).getTime(), '2026-01-02 03:04:05'],
    [new Date(2025, 11, 31, 23, 59, 59).getTime(), '2025-12-31 23:59:59'],
    [new Date(2024, 1, 29, 12, 0, 0).getTime(), '2024-02-29 12:00:00'],
  ])('%i → %s (local time)', (ms, expected) => {
    expect(serverDate(ms)).toBe(expected);
    expect(serverDate(ms)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('createdLink', () => {
  it.each<[string, { id: number; shorturl: string }, Parameters<typeof createdLink>[1], { alias: string; longurl: string; title: string }]>([
    ['the alias asked for', made, { url: 'https://example.com', custom: 'mine', metatitle: 'Title' }, { alias: 'mine', longurl: 'https://example.com', title: 'Title' }],
    ["else the short URL's last path segment", made, { url: 'https://example.com' }, { alias: 'xyz', longurl: 'https://example.com', title: '' }],
    ['an empty custom alias is none', made, { url: 'https://example.com', custom: '' }, { alias: 'xyz', longurl: 'https://example.com', title: '' }],
    ['a trailing slash is not the segment', { id: 42, shorturl: 'https://s.test/u/abc/' }, {}, { alias: 'abc', longurl: '', title: '' }],
    ['a deeper path: its last segment', { id: 42, shorturl: 'https://brand.example/go/abc' }, { metatitle: 'T' }, { alias: 'abc', longurl: '', title: 'T' }],
  ])('%s', (_, answer, sent, expected) => {
    expect(createdLink(answer, sent, NOW)).toEqual({ id: answer.id, shorturl: answer.shorturl, clicks: 0, date: '2026-01-02 03:04:05', ...expected });
  });
});

describe('noting own changes in the index', () => {
  const { connection } = testConnection(() => ({ body: '{}' }));
  const source = connection.source;
  const target = indexTargetOf(connection);

  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('noteCreated puts the new link first, noteEdited patches it, noteDeleted removes it', async () => {
    await noteCreated(target, { id: 1, shorturl: 'https://s.test/one' }, { url: 'https://example.com/1' }, NOW);
    await noteCreated(target, made, { url: 'https://example.com', metatitle: 'Made' }, NOW);
    expect((await readLinkIndex(TEST_INSTALLATION, source)).links.map((link) => [link.id, link.alias, link.title])).toEqual([
      [42, 'xyz', 'Made'],
      [1, 'one', ''],
    ]);
    await noteEdited(target, { id: 42, shorturl: 'https://s.test/new' }, { custom: 'new', metatitle: 'Edited' });
    expect((await readLinkIndex(TEST_INSTALLATION, source)).links[0]).toMatchObject({
      id: 42,
      alias: 'new',
      shorturl: 'https://s.test/new',
      title: 'Edited',
      longurl: 'https://example.com',
    });
    await noteDeleted(target, 42);
    expect((await readLinkIndex(TEST_INSTALLATION, source)).links.map((link) => link.id)).toEqual([1]);
  });

  it.each<[string, () => Promise<void>]>([
    ['noteCreated', () => noteCreated(target, made, { url: 'https://example.com' }, NOW)],
    ['noteEdited', () => noteEdited(target, made, { url: 'https://example.com' })],
    ['noteDeleted', () => noteDeleted(target, 42)],
  ])('%s never rejects when storage.local.set rejects', async (_, note) => {
    // Holding the link, so each note changes the index (an unchanged one is not written).
    await linkIndexItem(TEST_INSTALLATION).setValue({
      source,
      links: [createdLink({ id: 42, shorturl: 'https://s.test/old' }, {}, NOW)],
      refreshedAt: 0,
      coverage: null,
      failure: null,
    });
    const set = vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    await expect(note()).resolves.toBeUndefined();
    expect(set).toHaveBeenCalled();
  });

  it.each<[string, () => Promise<void>]>([
    ['noteCreated', () => noteCreated(target, made, { url: 'https://example.com' }, NOW)],
    ['noteDeleted', () => noteDeleted(target, 42)],
  ])('%s never rejects when storage.local.get throws', async (_, note) => {
    vi.spyOn(fakeBrowser.storage.local, 'get').mockImplementation(() => {
      throw new Error('storage gone');
    });
    await expect(note()).resolves.toBeUndefined();
  });
});
