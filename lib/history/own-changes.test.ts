import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { applyIndexNote, createdLink, serverDate } from './own-changes';
import { readAllRecords } from './link-records';
import { saveLinks } from './index-writes';
import { readIndexStatus } from './status';
import { records } from '@/lib/storage/records';

// 2026-01-02 03:04:05 local time.
const NOW = new Date(2026, 0, 2, 3, 4, 5).getTime();
const made = { id: 42, shorturl: 'https://s.test/xyz' };
const SOURCE = 'https://s.test#key';

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
    expect(createdLink(answer, sent, NOW)).toEqual({
      id: answer.id,
      shorturl: answer.shorturl,
      clicks: 0,
      date: '2026-01-02 03:04:05',
      groups: { campaign: null, channels: [] },
      ...expected,
    });
  });

  it('is in the campaign and channel the create sent', () => {
    expect(createdLink(made, { url: 'https://example.com', campaign: 3, channel: 7 }, NOW).groups).toEqual({ campaign: 3, channels: [7] });
  });
});

describe('noting own changes in the index', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  const note = (change: Parameters<typeof applyIndexNote>[2]) => applyIndexNote('one', SOURCE, change);
  const shown = async () => (await readAllRecords('one')).map((link) => [link.id, link.alias, link.title]);

  it('a create puts the new link first, an edit patches it, grouping adds its campaign or channel, a deletion removes it', async () => {
    await note({ kind: 'created', made: { id: 1, shorturl: 'https://s.test/one' }, sent: { url: 'https://example.com/1' }, at: NOW - 1000 });
    await note({ kind: 'created', made, sent: { url: 'https://example.com', metatitle: 'Made' }, at: NOW });
    expect(await shown()).toEqual([
      [42, 'xyz', 'Made'],
      [1, 'one', ''],
    ]);
    await note({ kind: 'edited', made: { id: 42, shorturl: 'https://s.test/new' }, sent: { custom: 'new', metatitle: 'Edited' } });
    await note({ kind: 'grouped', id: 42, target: { kind: 'channel', id: 5 } });
    await note({ kind: 'grouped', id: 42, target: { kind: 'campaign', id: 2 } });
    expect((await readAllRecords('one'))[0]).toMatchObject({
      id: 42,
      alias: 'new',
      shorturl: 'https://s.test/new',
      title: 'Edited',
      longurl: 'https://example.com',
      groups: { campaign: 2, channels: [5] },
    });
    await note({ kind: 'deleted', id: 42 });
    expect(await shown()).toEqual([[1, 'one', '']]);
    expect(await readIndexStatus('one', SOURCE)).toMatchObject({ source: SOURCE, count: 1, whole: false });
  });

  it('a shorten answered with a link the index holds keeps what it knew of it', async () => {
    await note({ kind: 'created', made, sent: { url: 'https://example.com', metatitle: 'First' }, at: NOW - 60_000 });
    await note({ kind: 'grouped', id: 42, target: { kind: 'campaign', id: 9 } });
    await note({ kind: 'created', made, sent: { url: 'https://example.com' }, at: NOW });
    expect((await readAllRecords('one'))[0]).toMatchObject({ title: 'First', date: serverDate(NOW - 60_000), groups: { campaign: 9, channels: [] } });
  });

  it('an edit of a link the index does not hold adds nothing', async () => {
    await note({ kind: 'edited', made, sent: { url: 'https://example.com' } });
    expect(await readAllRecords('one')).toEqual([]);
  });

  it('the index of another address or key starts afresh with the first change of this one', async () => {
    await applyIndexNote('one', 'https://old.test#key', { kind: 'created', made: { id: 1, shorturl: 'https://old.test/a' }, sent: {}, at: NOW });
    await note({ kind: 'created', made, sent: {}, at: NOW });
    expect((await readAllRecords('one')).map((link) => link.id)).toEqual([42]);
    expect((await readIndexStatus('one', SOURCE)).count).toBe(1);
  });

  it('links carried over from an older version, their status not written yet, are no other connection’s: they stay', async () => {
    await saveLinks('one', [createdLink({ id: 7, shorturl: 'https://s.test/seven' }, {}, NOW)]);
    await note({ kind: 'created', made, sent: {}, at: NOW });
    expect((await readAllRecords('one')).map((link) => link.id).sort((a, b) => a - b)).toEqual([7, 42]);
  });

  it.each<[string, Parameters<typeof applyIndexNote>[2]]>([
    ['a create', { kind: 'created', made, sent: { url: 'https://example.com' }, at: NOW }],
    ['an edit', { kind: 'edited', made, sent: { url: 'https://example.com' } }],
    ['a deletion', { kind: 'deleted', id: 42 }],
  ])('%s never rejects when the records cannot be written', async (_, change) => {
    const db = await records();
    vi.spyOn(db, 'transaction').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    await expect(note(change)).resolves.toBeUndefined();
  });

  it('never rejects when storage.local.get throws', async () => {
    vi.spyOn(fakeBrowser.storage.local, 'get').mockImplementation(() => {
      throw new Error('storage gone');
    });
    await expect(note({ kind: 'deleted', id: 42 })).resolves.toBeUndefined();
  });
});
