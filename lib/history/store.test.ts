import { addToIndex, removeFromIndex, updateInIndex } from './index-changes';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { EMPTY_HISTORY, EMPTY_INDEX, type IndexedLink } from './schema';
import { snapshotTotals } from './series';
import { clickHistoryItem, clickHistoryKey, linkIndexItem, linkIndexKey, parseClickHistory, parseLinkIndex, readClickHistory, readLinkIndex } from './store';

const D = 20393;
const link = (id: number, extra: Partial<IndexedLink> = {}): IndexedLink => ({
  id,
  alias: `a${id}`,
  shorturl: `https://s.test/a${id}`,
  longurl: `https://example.com/${id}`,
  title: `Link ${id}`,
  clicks: id,
  date: '2026-01-01 00:00:00',
  ...extra,
});

describe('parseLinkIndex', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['an array', [link(1)]],
    ['a string', 'links'],
    ['a number', 42],
  ])('garbage (%s) is the empty index', (_, value) => {
    expect(parseLinkIndex(value)).toEqual(EMPTY_INDEX);
  });

  it('keeps a whole index as it is', () => {
    const index = { source: 'src', links: [link(2), link(1)], refreshedAt: 123, coverage: { kept: 2, total: 5 }, failure: { error: { kind: 'timeout', code: 'timeout' }, at: 9 } };
    expect(parseLinkIndex(index)).toEqual(index);
  });

  it('keeps the words of a failure an older version stored', () => {
    const index = { source: 'src', links: [], refreshedAt: 0, coverage: null, failure: { title: 'Zeitüberschreitung', hint: 'Später erneut versuchen.', at: 9 } };
    expect(parseLinkIndex(index)).toEqual(index);
  });

  it.each<[string, unknown]>([
    ['no id', { shorturl: 'https://s.test/x' }],
    ['an id that is not a number', { id: '7', shorturl: 'https://s.test/x' }],
    ['a missing shorturl', { id: 7 }],
    ['not an object', 'https://s.test/x'],
    ['null', null],
  ])('drops a corrupt entry (%s) and keeps the rest', (_, corrupt) => {
    const index = parseLinkIndex({ source: 'src', links: [link(1), corrupt, link(2)] });
    expect(index.links.map((entry) => entry.id)).toEqual([1, 2]);
  });

  it("keeps a duplicate's first occurrence", () => {
    const index = parseLinkIndex({ source: 'src', links: [link(1, { title: 'first' }), link(2), link(1, { title: 'second' })] });
    expect(index.links.map((entry) => [entry.id, entry.title])).toEqual([
      [1, 'first'],
      [2, 'Link 2'],
    ]);
  });

  it.each<[string, unknown, Partial<IndexedLink>]>([
    ['fills defaults for missing optional fields', { id: 3, shorturl: 'https://s.test/x' }, { alias: '', longurl: '', title: '', clicks: null, date: '' }],
    ['accepts clicks as a numeric string', { id: 3, shorturl: 'https://s.test/x', clicks: '12' }, { clicks: 12 }],
    ['accepts clicks as a number', { id: 3, shorturl: 'https://s.test/x', clicks: 0 }, { clicks: 0 }],
    ['missing clicks is null', { id: 3, shorturl: 'https://s.test/x', title: 'T' }, { clicks: null, title: 'T' }],
  ])('%s', (_, entry, expected) => {
    const [parsed] = parseLinkIndex({ source: 'src', links: [entry] }).links;
    expect(parsed).toMatchObject({ id: 3, shorturl: 'https://s.test/x', ...expected });
  });

  it('fills the index fields that are missing or corrupt', () => {
    expect(parseLinkIndex({ links: 'nope', refreshedAt: 'soon', coverage: { kept: 1 }, failure: 'x' })).toEqual({
      source: '',
      links: [],
      refreshedAt: 0,
      coverage: null,
      failure: null,
    });
  });
});

describe('parseClickHistory', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['an array', []],
    ['a string', 'history'],
    ['an unknown version', { version: 3, source: 'src', series: { '1': { start: D, base: 1, steps: [] } } }],
    ['no version', { source: 'src', series: { '1': { start: D, base: 1, steps: [] } } }],
    ['version 2 without series', { version: 2 as const, source: 'src' }],
    ['version 1 without snapshots', { version: 1, source: 'src' }],
  ])('garbage (%s) is the empty history', (_, value) => {
    expect(parseClickHistory(value)).toEqual(EMPTY_HISTORY);
  });

  it('version 2: keeps the valid series, drops a corrupt one and non-numeric keys', () => {
    const good = { start: D, base: 4, steps: [1, null, 2] };
    const parsed = parseClickHistory({
      version: 2,
      source: 'src',
      series: {
        '1': good,
        '2': { start: D, base: 'four', steps: [] },
        '3': { start: D, base: 4, steps: [1, 'x'] },
        '4': null,
        abc: good,
        '-5': good,
        '6': good,
      },
    });
    expect(parsed).toEqual({ version: 2 as const, source: 'src', series: { '1': good, '6': good } });
  });

  it('version 1: migrates unsorted [day, total] pairs to series with the same totals', () => {
    const parsed = parseClickHistory({
      version: 1,
      source: 'src',
      snapshots: {
        '1': [
          [D + 3, 20],
          [D, 5],
          [D + 1, 8],
        ],
        '2': [[D, 0]],
      },
    });
    expect(parsed.version).toBe(2);
    expect(parsed.source).toBe('src');
    expect(Object.keys(parsed.series).sort()).toEqual(['1', '2']);
    expect(snapshotTotals(parsed.series['1']!)).toEqual([
      { day: D, total: 5 },
      { day: D + 1, total: 8 },
      { day: D + 3, total: 20 },
    ]);
    expect(snapshotTotals(parsed.series['2']!)).toEqual([{ day: D, total: 0 }]);
  });

  it.each<[string, unknown]>([
    ['not an array', 'x'],
    ['a pair with a string', [[D, '5']]],
    ['a fractional day', [[D + 0.5, 5]]],
    ['a single number', [[D]]],
    ['no pairs at all', []],
  ])('version 1: drops a corrupt entry (%s) and keeps the rest', (_, corrupt) => {
    const parsed = parseClickHistory({ version: 1, source: 'src', snapshots: { '1': [[D, 5]], '2': corrupt } });
    expect(Object.keys(parsed.series)).toEqual(['1']);
  });

  it('version 1: drops non-numeric keys as version 2 does', () => {
    const parsed = parseClickHistory({ version: 1, source: 'src', snapshots: { '1': [[D, 5]], abc: [[D, 5]] } });
    expect(Object.keys(parsed.series)).toEqual(['1']);
  });
});

describe('reading and changing the stored index', () => {
  const INSTALLATION = 'inst';
  const SOURCE = 'https://s.test#abc';

  beforeEach(() => fakeBrowser.reset());

  it('keys each item per installation', () => {
    expect(linkIndexItem(INSTALLATION).key).toBe(linkIndexKey(INSTALLATION));
    expect(clickHistoryItem(INSTALLATION).key).toBe(clickHistoryKey(INSTALLATION));
    expect(linkIndexKey('a')).not.toBe(linkIndexKey('b'));
  });

  it('nothing stored: empty items with the asked source', async () => {
    expect(await readLinkIndex(INSTALLATION, SOURCE)).toEqual({ ...EMPTY_INDEX, source: SOURCE });
    expect(await readClickHistory(INSTALLATION, SOURCE)).toEqual({ ...EMPTY_HISTORY, source: SOURCE });
  });

  it('reads what is stored for the same source', async () => {
    const index = { source: SOURCE, links: [link(1)], refreshedAt: 5, coverage: null, failure: null };
    const history = { version: 2 as const, source: SOURCE, series: { '1': { start: D, base: 1, steps: [] } } };
    await linkIndexItem(INSTALLATION).setValue(index);
    await clickHistoryItem(INSTALLATION).setValue(history);
    expect(await readLinkIndex(INSTALLATION, SOURCE)).toEqual(index);
    expect(await readClickHistory(INSTALLATION, SOURCE)).toEqual(history);
  });

  it('another source is empty, with the new source', async () => {
    await linkIndexItem(INSTALLATION).setValue({ source: 'old', links: [link(1)], refreshedAt: 5, coverage: null, failure: null });
    await clickHistoryItem(INSTALLATION).setValue({ version: 2 as const, source: 'old', series: { '1': { start: D, base: 1, steps: [] } } });
    expect(await readLinkIndex(INSTALLATION, SOURCE)).toEqual({ ...EMPTY_INDEX, source: SOURCE });
    expect(await readClickHistory(INSTALLATION, SOURCE)).toEqual({ ...EMPTY_HISTORY, source: SOURCE });
  });

  it('addToIndex puts a link first and replaces one with the same id', async () => {
    await linkIndexItem(INSTALLATION).setValue({ source: SOURCE, links: [link(2), link(1)], refreshedAt: 5, coverage: null, failure: null });
    await addToIndex({ item: linkIndexItem(INSTALLATION), source: SOURCE }, link(3));
    expect((await readLinkIndex(INSTALLATION, SOURCE)).links.map((entry) => entry.id)).toEqual([3, 2, 1]);
    await addToIndex({ item: linkIndexItem(INSTALLATION), source: SOURCE }, link(1, { title: 'new' }));
    const index = await readLinkIndex(INSTALLATION, SOURCE);
    expect(index.links.map((entry) => [entry.id, entry.title])).toEqual([
      [1, 'new'],
      [3, 'Link 3'],
      [2, 'Link 2'],
    ]);
    expect(index.refreshedAt).toBe(5);
  });

  it("addToIndex to another source's index starts a new one", async () => {
    await linkIndexItem(INSTALLATION).setValue({ source: 'old', links: [link(2)], refreshedAt: 5, coverage: null, failure: null });
    await addToIndex({ item: linkIndexItem(INSTALLATION), source: SOURCE }, link(3));
    expect(await readLinkIndex(INSTALLATION, SOURCE)).toEqual({ ...EMPTY_INDEX, source: SOURCE, links: [link(3)] });
  });

  it.each<[string, (installation: string, source: string) => Promise<void>, { id: number; title: string; longurl: string }[]]>([
    [
      'updateInIndex patches the link with the id',
      (installation, source) => updateInIndex({ item: linkIndexItem(installation), source }, 2, { title: 'patched', longurl: 'https://example.com/new' }),
      [
        { id: 2, title: 'patched', longurl: 'https://example.com/new' },
        { id: 1, title: 'Link 1', longurl: 'https://example.com/1' },
      ],
    ],
    [
      'updateInIndex of an unknown id changes nothing',
      (installation, source) => updateInIndex({ item: linkIndexItem(installation), source }, 9, { title: 'patched' }),
      [
        { id: 2, title: 'Link 2', longurl: 'https://example.com/2' },
        { id: 1, title: 'Link 1', longurl: 'https://example.com/1' },
      ],
    ],
    [
      'removeFromIndex removes the link with the id',
      (installation, source) => removeFromIndex({ item: linkIndexItem(installation), source }, 2),
      [{ id: 1, title: 'Link 1', longurl: 'https://example.com/1' }],
    ],
  ])('%s', async (_, change, expected) => {
    await linkIndexItem(INSTALLATION).setValue({ source: SOURCE, links: [link(2), link(1)], refreshedAt: 5, coverage: null, failure: null });
    await change(INSTALLATION, SOURCE);
    const index = await readLinkIndex(INSTALLATION, SOURCE);
    expect(index.links.map(({ id, title, longurl }) => ({ id, title, longurl }))).toEqual(expected);
  });
});
