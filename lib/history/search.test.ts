import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IndexedLink } from './schema';
import { displayUrl, prepareSearch, type LinkSearch, type Range } from './search';

function link(id: number, fields: Partial<IndexedLink> = {}): IndexedLink {
  return { id, alias: '', shorturl: `https://trim.ly/k${id}`, longurl: `https://example.com/p${id}`, title: '', clicks: null, date: '', groups: null, ...fields };
}

const ids = (links: IndexedLink[], query: string, limit = 50) =>
  prepareSearch(links)
    .search(query, limit)
    .map((m) => m.link.id);

/** The first match's highlighted text in each field, so a wrong offset shows as wrong text. */
function highlighted(l: IndexedLink, query: string) {
  const match = prepareSearch([l]).search(query, 1)[0];
  const texts = (s: string, ranges: Range[] = []) => ranges.map(([a, b]) => s.slice(a, b));
  return {
    title: texts(l.title, match?.highlights.title),
    shorturl: texts(displayUrl(l.shorturl), match?.highlights.shorturl),
    longurl: texts(displayUrl(l.longurl), match?.highlights.longurl),
  };
}

describe('displayUrl', () => {
  it.each([
    ['https://trim.ly/abc', 'trim.ly/abc'],
    ['http://www.example.com/a?b=c', 'www.example.com/a?b=c'],
    ['ftp://files.example.com/', 'files.example.com/'],
    ['example.com/no-scheme', 'example.com/no-scheme'],
    ['', ''],
  ])('%s → %s', (url, shown) => {
    expect(displayUrl(url)).toBe(shown);
  });
});

describe('prepareSearch: which links match', () => {
  const links = [
    link(1, { title: 'Red apple' }),
    link(2, { title: 'Green apple' }),
    link(3, { title: 'Red pear', longurl: 'https://shop.example.com/fruit/pear' }),
    link(4, { alias: 'promo', shorturl: 'https://trim.ly/promo' }),
  ];

  it.each([
    ['every word must match', 'red apple', [1]],
    ['one word, several links', 'apple', [1, 2]],
    ['words may match different fields', 'red fruit', [3]],
    ['one word matching nothing', 'red kiwi', []],
    ['the alias', 'promo', [4]],
    ['case does not matter', 'RED APPLE', [1]],
    ['extra whitespace', '  red\t apple  ', [1]],
    ['the scheme is not searched', 'https', []],
    ['a word repeated counts once', 'apple apple', [1, 2]],
  ])('%s: %j', (_, query, expected) => {
    expect(ids(links, query).sort()).toEqual(expected);
  });
});

describe('prepareSearch: ranking tiers', () => {
  // The lower tier gets more clicks, a newer date and a higher id, so only the tier can put the higher one first.
  const lower = { clicks: 1000, date: '2030-01-01 00:00:00' };
  it.each([
    ['exact alias > alias prefix', { alias: 'docs', shorturl: 'https://trim.ly/docs' }, { alias: 'docs2', shorturl: 'https://trim.ly/docs2' }, 'docs'],
    ['alias prefix > title word start', { alias: 'plan2024', shorturl: 'https://trim.ly/plan2024' }, { title: 'The plan' }, 'plan'],
    ['short path prefix > title word start', { shorturl: 'https://trim.ly/plan7' }, { title: 'The plan' }, 'plan'],
    ['alias prefix, the short URL elsewhere > title word start', { alias: 'plan2024', shorturl: 'https://trim.ly/x7' }, { title: 'The plan' }, 'plan'],
    ['title word start > long URL word start', { title: 'Budget report' }, { longurl: 'https://example.com/2024-budget' }, 'budget'],
    ['long URL word start > title substring', { longurl: 'https://example.com/x/rocket' }, { title: 'Sprockets' }, 'rocket'],
    ['title substring > long URL substring', { title: 'Sprockets' }, { longurl: 'https://example.com/sprockets' }, 'rocket'],
    ['long URL word start after = > title substring', { longurl: 'https://example.com/?q=rocket' }, { title: 'Sprockets' }, 'rocket'],
    ['short URL substring > no match', { shorturl: 'https://trim.ly/xrocketx' }, { title: 'Nothing here' }, 'rocket'],
  ])('%s', (_, higher, lowerFields, query) => {
    expect(ids([link(1, higher), link(2, { ...lowerFields, ...lower })], query)[0]).toBe(1);
  });

  it('sums the tiers over words', () => {
    // 4 + 4 for the title, against 6 + 1 for the alias and a substring.
    const links = [link(1, { title: 'Blue lake' }), link(2, { alias: 'blue', shorturl: 'https://trim.ly/blue', longurl: 'https://example.com/flakes' })];
    expect(
      prepareSearch(links)
        .search('blue lake', 5)
        .map((m) => [m.link.id, m.score]),
    ).toEqual([
      [1, 8],
      [2, 7],
    ]);
  });
});

describe('prepareSearch: ties', () => {
  const same = { title: 'Report' };
  it.each([
    ['more clicks first', { clicks: 5 }, { clicks: 2 }],
    ['null clicks count as 0, so the date decides', { clicks: null, date: '2024-05-02 00:00:00' }, { clicks: 0, date: '2024-05-01 00:00:00' }],
    ['null clicks lose to 1', { clicks: 1 }, { clicks: null, date: '2030-01-01 00:00:00' }],
    ['newer date first', { date: '2024-05-01 10:00:00' }, { date: '2024-04-30 23:59:59' }],
    ['an unknown date is the oldest', { date: '2001-01-01 00:00:00' }, { date: '' }],
  ])('%s', (_, first, second) => {
    const a = link(1, { ...same, ...first });
    const b = link(2, { ...same, ...second });
    expect(ids([a, b], 'report')).toEqual([1, 2]);
    expect(ids([b, a], 'report')).toEqual([1, 2]);
  });

  it('then the higher id, whatever the input order', () => {
    const links = [3, 1, 4, 2].map((id) => link(id, same));
    expect(ids(links, 'report')).toEqual([4, 3, 2, 1]);
    expect(ids([...links].reverse(), 'report')).toEqual([4, 3, 2, 1]);
  });
});

describe('prepareSearch: folding and highlights', () => {
  it.each([
    ['café finds Cafe', { title: 'Cafe Central' }, 'café', ['Cafe']],
    ['cafe finds Café', { title: 'Le Café de Flore' }, 'cafe', ['Café']],
    ['a decomposed é is highlighted with its accent', { title: 'Cafe\u0301 noir' }, 'cafe', ['Cafe\u0301']],
    ['several accents', { title: 'Crème brûlée' }, 'brulee', ['brûlée']],
    ['offsets after an astral character', { title: '😀 Zoë & co' }, 'zoe', ['Zoë']],
    ['İ lowercases to two units', { title: 'İstanbul İstanbul' }, 'istanbul', ['İstanbul', 'İstanbul']],
    ['a final capital sigma folds as any other (one character at a time)', { title: 'ΟΔΟΣ' }, 'οδοσ', ['ΟΔΟΣ']],
    ['every occurrence', { title: 'Go go GO' }, 'go', ['Go', 'go', 'GO']],
    ['overlapping occurrences are merged', { title: 'banana' }, 'ana', ['anana']],
    ['touching occurrences are merged', { title: 'abab' }, 'ab', ['abab']],
    ['ranges of several words merged and sorted', { title: 'foo bar foo' }, 'bar foo', ['foo', 'bar', 'foo']],
    ['overlapping words merged', { title: 'banana' }, 'ban ana', ['banana']],
  ])('%s', (_, fields, query, title) => {
    expect(highlighted(link(1, fields), query).title).toEqual(title);
  });

  it('highlights the URLs as displayed, www. included but not searched', () => {
    const l = link(1, { shorturl: 'https://trim.ly/wiki', longurl: 'https://www.wikipedia.org/wiki/Ünïcode' });
    expect(highlighted(l, 'wiki unicode')).toEqual({ title: [], shorturl: ['wiki'], longurl: ['wiki', 'wiki', 'Ünïcode'] });
    expect(prepareSearch([l]).search('wiki', 1)[0]?.highlights.longurl).toEqual([
      [4, 8],
      [18, 22],
    ]);
    expect(ids([l], 'www')).toEqual([]);
  });

  it('ranks the host after www. as a word start', () => {
    const links = [link(1, { longurl: 'https://www.wikipedia.org/' }), link(2, { title: 'Awikipedia', clicks: 9 })];
    expect(ids(links, 'wikipedia')).toEqual([1, 2]);
  });
});

describe('prepareSearch: empty query and limit', () => {
  const links = [
    link(1, { date: '2024-01-01 00:00:00', title: 'x' }),
    link(2, { date: '', title: 'x' }),
    link(3, { date: '2024-03-01 00:00:00', title: 'x' }),
    link(4, { date: '2024-03-01 00:00:00', title: 'x' }),
    link(5, { date: '2023-12-31 23:59:59', title: 'x' }),
  ];

  it.each([
    ['', 10, [4, 3, 1, 5, 2]],
    ['   ', 10, [4, 3, 1, 5, 2]],
    ['', 2, [4, 3]],
    ['x', 3, [4, 3, 1]],
    ['x', 0, []],
    ['', -1, []],
  ])('%j, limit %d', (query, limit, expected) => {
    expect(ids(links, query, limit)).toEqual(expected);
  });

  it('has no highlights and no score without a query', () => {
    for (const m of prepareSearch(links).search('', 10)) {
      expect(m.score).toBe(0);
      expect(m.highlights).toEqual({ title: [], shorturl: [], longurl: [] });
    }
  });
});

describe('prepareSearch over 1,000 links', () => {
  const colours = ['red', 'green', 'blue', 'amber', 'violet'];
  const rooms = ['garden', 'kitchen', 'attic', 'cellar', 'porch', 'hall', 'study'];
  const links = Array.from({ length: 1000 }, (_, i) =>
    link(i, {
      alias: `a${i}`,
      shorturl: `https://trim.ly/a${i}`,
      title: `Item ${i} ${colours[i % colours.length]}`,
      longurl: `https://www.example.com/${rooms[i % rooms.length]}/${i}`,
      clicks: i % 13 === 0 ? null : i % 13,
      date: `2024-01-${String((i % 28) + 1).padStart(2, '0')} 12:00:00`,
    }),
  );
  const search = prepareSearch(links);

  it('finds exactly the links with both words, ranked by the tie-breaks', () => {
    const expected = links
      .filter((l) => l.id % 35 === 0)
      .sort((a, b) => (b.clicks ?? 0) - (a.clicks ?? 0) || b.date.localeCompare(a.date) || b.id - a.id)
      .map((l) => l.id);
    const found = search.search('Garden RED', 1000);
    expect(found.map((m) => m.link.id)).toEqual(expected);
    expect(new Set(found.map((m) => m.score))).toEqual(new Set([4 + 3]));
    const first = found[0];
    expect(first && highlighted(first.link, 'garden red')).toMatchObject({ title: ['red'], longurl: ['garden'] });
  });

  it('puts the exact alias before its prefixes, and limits', () => {
    const found = search.search('a12', 5).map((m) => m.link.id);
    expect(found).toHaveLength(5);
    expect(found[0]).toBe(12);
    expect(
      search
        .search('a12', 1000)
        .map((m) => m.link.id)
        .sort((a, b) => a - b),
    ).toEqual([12, ...Array.from({ length: 10 }, (_, k) => 120 + k)]);
  });
});

describe('prepareSearch: filter', () => {
  const links = [
    link(1, { title: 'Spring sale', date: '2024-01-01 00:00:00' }),
    link(2, { title: 'Winter sale', clicks: 50 }),
    link(3, { title: 'Spring news', longurl: 'https://example.com/sale' }),
    link(4, { title: 'Café' }),
  ];

  it.each([
    ['every word must match, in the order given', 'sale', [1, 2, 3]],
    ['two words', 'spring sale', [1, 3]],
    ['folded', 'CAFE', [4]],
    ['none', 'autumn', []],
    ['every link without a word', '  ', [1, 2, 3, 4]],
  ])('%s: %j', (_, query, expected) => {
    expect(
      prepareSearch(links)
        .filter(query)
        .map((l) => l.id),
    ).toEqual(expected);
  });

  it('finds what search finds, whatever the limit', () => {
    const search = prepareSearch(links);
    expect(new Set(search.filter('sale'))).toEqual(new Set(search.search('sale', 10).map((m) => m.link)));
  });
});

/** Each string shown in the field on the way from one query to the next: characters deleted back to what they share, then typed one by one. */
function keystrokes(queries: readonly string[]): string[] {
  const shown: string[] = [];
  let field = '';
  for (const query of queries) {
    while (!query.startsWith(field)) shown.push((field = field.slice(0, -1)));
    while (field !== query) shown.push((field = query.slice(0, field.length + 1)));
  }
  return shown;
}

describe('prepareSearch: typing', () => {
  // Few words, so that they repeat: most queries keep many matches, aliases equal words and
  // prefixes of each other, and many links tie on clicks and dates.
  const WORDS = ['spring', 'sale', 'spr', 'Café', 'cafe', 'crème', 'a', 'ab', 'abz', 'aab', 'sho', 'rt', 'cyber', 'week', 'www', 'news', 'new', 'x-y', '2026'];
  const word = fc.constantFrom(...WORDS);
  const words = (max: number) => fc.array(word, { minLength: 1, maxLength: max });
  const generated = fc
    .record({
      alias: fc.oneof(
        word,
        words(2).map((w) => w.join('-')),
        fc.constant(''),
      ),
      title: words(5).map((w) => w.join(' ')),
      page: words(3).map((w) => w.join('/')),
      campaign: word,
      // A short URL whose path is not the alias (a branded domain's, an older alias).
      path: fc.option(word),
      www: fc.boolean(),
      clicks: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 4 })),
      date: fc.constantFrom('', '2026-01-01 10:00:00', '2026-01-02 10:00:00'),
    })
    .map(({ alias, path, page, campaign, www, ...rest }) => ({
      ...rest,
      alias,
      shorturl: `https://sho.rt/${path ?? alias}`,
      longurl: `https://${www ? 'www.' : ''}example.com/${page}?utm_campaign=${campaign}`,
    }));
  const numbered = (fields: Omit<IndexedLink, 'id' | 'groups'>[]) => fields.map((f, i) => link(i + 1, f));
  const links = numbered(fc.sample(generated, { numRuns: 3000, seed: 20261201 }));
  const query = fc.array(fc.oneof(word, fc.constantFrom('sho.rt/', 'utm_campaign=', '-', ' ')), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));

  // What a search prepared for the query alone finds: no query before it to narrow from.
  const fresh = new Map<string, { best: ReturnType<LinkSearch['search']>; all: IndexedLink[] }>();
  const alone = (query: string, limit: number) => {
    const key = `${limit} ${query}`;
    let found = fresh.get(key);
    if (!found) {
      const search = prepareSearch(links);
      found = { best: search.search(query, limit), all: search.filter(query) };
      fresh.set(key, found);
    }
    return found;
  };
  /** Typing in Recent or the address bar (search), and in the manage list (filter): each narrows on its own. */
  const typing = () => {
    const recent = prepareSearch(links);
    const list = prepareSearch(links);
    return (query: string, limit: number) => {
      const { best, all } = alone(query, limit);
      expect(recent.search(query, limit), query).toEqual(best);
      expect(list.filter(query), query).toEqual(all);
    };
  };

  it.each([
    ['typing a word, deleting some of it, typing another', keystrokes(['spring sale', 'spr', 'spr cafe', ''])],
    ['part of an address, then the same words as words', keystrokes(['sho.rt/spr', 'sho.rt/spring sa', 'sho spring'])],
    ['a query parameter', keystrokes(['utm_campaign=cyb', 'utm_campaign=cyber week'])],
    ['accents typed and not', keystrokes(['café', 'caf', 'crème', 'creme'])],
    ['the words swapped', keystrokes(['spring sale', 'sale spring', 'sale'])],
    ['a prefix of the alias typed on to the whole alias, beside another word', keystrokes(['a', 'a ab', 'a abz'])],
    ['a word typed twice', keystrokes(['sale sale', 'sale sales'])],
    ['typing in front of a word', ['a', 'ca', 'fe', 'afe', 'cafe', 'rt', 'o.rt', 'sho.rt']],
  ])('%s', (_, shown) => {
    const expectAsAlone = typing();
    for (const query of shown) expectAsAlone(query, 10);
  });

  // Keystrokes, then each query in turn as if pasted: a word may then hold the one before
  // anywhere, not only at its start ("a", then "cafe").
  it('finds at every step what a search prepared for that query alone finds', () => {
    fc.assert(
      fc.property(fc.array(query, { minLength: 1, maxLength: 3 }), fc.constantFrom(1, 3, 10), (queries, limit) => {
        const expectAsAlone = typing();
        for (const typed of [...keystrokes(queries), ...queries]) expectAsAlone(typed, limit);
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  // The ranking leaves a link as soon as it cannot make the first `limit`: what it keeps must be
  // what ranking every match gives, at every step.
  it('ranks the first `limit` as ranking every match does', () => {
    fc.assert(
      fc.property(fc.array(generated, { maxLength: 60 }).map(numbered), fc.array(query, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 5 }), (few, queries, limit) => {
        const search = prepareSearch(few);
        for (const typed of [...keystrokes(queries), ...queries]) {
          expect(search.search(typed, limit), typed).toEqual(prepareSearch(few).search(typed, few.length).slice(0, limit));
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
