import { describe, expect, it } from 'vitest';
import { defaultSuggestionText, omniboxSuggestion } from './omnibox';
import type { IndexedLink } from './schema';
import { prepareSearch, type LinkMatch, type Range } from './search';

function link(fields: Partial<IndexedLink> = {}): IndexedLink {
  return { id: 1, alias: '', shorturl: 'https://trim.ly/k1', longurl: 'https://example.com/p1', title: '', clicks: null, date: '', groups: null, ...fields };
}

function match(l: IndexedLink, highlights: Partial<LinkMatch['highlights']> = {}): LinkMatch {
  return { link: l, score: 1, highlights: { title: [], shorturl: [], longurl: [], ...highlights } };
}

function searched(l: IndexedLink, query: string): LinkMatch {
  const found = prepareSearch([l]).search(query, 1)[0];
  if (!found) throw new Error(`no match for ${query}`);
  return found;
}

/** What Chrome needs: only its three tags, every `&` an entity, no stray `<` or `>`. */
function expectWellFormed(description: string) {
  const text = description.replace(/<\/?(match|url|dim)>/g, '');
  expect(text).not.toMatch(/[<>]/);
  expect(text.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
  // eslint-disable-next-line no-control-regex
  expect(text).not.toMatch(/[\u0000-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
}

describe('omniboxSuggestion', () => {
  const cafe = link({ title: 'Café Tour', shorturl: 'https://trim.ly/cafe', longurl: 'https://www.example.com/cafe-tour?x=1' });

  it.each([
    [true, '<match>Café</match> Tour — <url>trim.ly/<match>cafe</match></url> <dim>www.example.com/<match>cafe</match>-tour?x=1</dim>'],
    [false, 'Café Tour — trim.ly/cafe www.example.com/cafe-tour?x=1'],
  ])('markup %s: title, short URL, long URL', (markup, description) => {
    expect(omniboxSuggestion(searched(cafe, 'cafe'), markup)).toEqual({ content: 'https://trim.ly/cafe', description });
  });

  it.each([
    [true, '<match>example</match>.com/p1 — <url>trim.ly/k1</url>'],
    [false, 'example.com/p1 — trim.ly/k1'],
  ])('markup %s: without a title, the long URL takes its place once', (markup, description) => {
    expect(omniboxSuggestion(searched(link(), 'example'), markup).description).toBe(description);
  });

  it.each([
    ['<script>alert("x")</script>', [], '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ['Tom & Jerry &amp; friends', [], 'Tom &amp; Jerry &amp;amp; friends'],
    ["It's <b>", [[5, 8] as Range], 'It&apos;s <match>&lt;b&gt;</match>'],
    ['a <match>fake</match> tag', [[2, 9] as Range], 'a <match>&lt;match&gt;</match>fake&lt;/match&gt; tag'],
    ['line\nbreak\u0000', [], 'line break '],
    // No XML has these: U+FFFE, U+FFFF and half of a surrogate pair (issue #34); a whole pair stays.
    ['a\ufffeb\uffffc', [], 'a b c'],
    ['lone \ud83d and \ude00 halves, whole \ud83d\ude00', [[0, 4] as Range], '<match>lone</match>   and   halves, whole \ud83d\ude00'],
  ])('escapes the title %j', (title, ranges, shown) => {
    const { description } = omniboxSuggestion(match(link({ title }), { title: ranges }), true);
    expect(description).toBe(`${shown} — <url>trim.ly/k1</url> <dim>example.com/p1</dim>`);
    expectWellFormed(description);
  });

  it('escapes hostile URLs too, and leaves plain text alone', () => {
    const l = link({ title: '<i>', shorturl: 'https://trim.ly/a&b', longurl: 'https://example.com/?a=1&b=<2>' });
    const hit = searched(l, 'b');
    expectWellFormed(omniboxSuggestion(hit, true).description);
    expect(omniboxSuggestion(hit, false).description).toBe('<i> — trim.ly/a&b example.com/?a=1&b=<2>');
  });

  it('has no tags in plain mode, whatever matched', () => {
    expect(omniboxSuggestion(searched(cafe, 'tour cafe x'), false).description).not.toMatch(/<|>/);
  });

  it('truncates long titles and URLs before tagging, keeping highlights inside', () => {
    const title = `${'t'.repeat(64)} needle ${'t'.repeat(40)}`;
    const longurl = `https://example.com/${'p'.repeat(55)}/needle/${'q'.repeat(20)}/needle/${'r'.repeat(50)}`;
    const hit = searched(link({ title, longurl }), 'needle');
    expect(hit.highlights.title).toEqual([[65, 71]]);
    expect(hit.highlights.longurl).toEqual([
      [68, 74],
      [96, 102],
    ]);

    const plain = omniboxSuggestion(hit, false).description;
    const [shownTitle, rest = ''] = plain.split(' — ');
    expect(shownTitle).toBe(`${title.slice(0, 69)}…`);
    expect(rest.split(' ')[1]).toBe(`${longurl.slice(8, 8 + 79)}…`);

    const marked = omniboxSuggestion(hit, true).description;
    expectWellFormed(marked);
    // 69 characters kept: the title's needle is cut short; the URL's first needle stays whole, the second is gone.
    expect(marked).toContain(`${'t'.repeat(64)} <match>need</match>… — `);
    expect(marked.match(/<match>[^<]*<\/match>/g)).toEqual(['<match>need</match>', '<match>needle</match>']);
    expect(marked).toContain(`<dim>example.com/${'p'.repeat(55)}/<match>needle</match>/${'q'.repeat(4)}…</dim>`);
  });

  it('never splits a surrogate pair at the cut', () => {
    const title = `${'x'.repeat(68)}😀 more`;
    const [shown = ''] = omniboxSuggestion(match(link({ title })), false).description.split(' — ');
    expect(shown).toBe(`${'x'.repeat(68)}…`);
  });

  it('gives each link its full short URL as content', () => {
    const contents = [1, 2, 3].map((id) => omniboxSuggestion(match(link({ id, shorturl: `https://trim.ly/k${id}` })), true).content);
    expect(contents).toEqual(['https://trim.ly/k1', 'https://trim.ly/k2', 'https://trim.ly/k3']);
    expect(omniboxSuggestion(match(link({ id: 7, shorturl: '' })), true).content).toBe('7');
  });
});

describe('defaultSuggestionText', () => {
  it.each([
    ['', 3, true, 'Type words from a title or address to find your short links'],
    ['   ', 0, false, 'Type words from a title or address to find your short links'],
    ['cafe', 3, true, 'Copy the best match for “cafe” (Enter) · Alt+Enter opens it'],
    ['  two \n words ', 1, false, 'Copy the best match for “two words” (Enter) · Alt+Enter opens it'],
    ['<b>&amp;', 1, true, 'Copy the best match for “&lt;b&gt;&amp;amp;” (Enter) · Alt+Enter opens it'],
    ['<b>&amp;', 1, false, 'Copy the best match for “<b>&amp;” (Enter) · Alt+Enter opens it'],
    ['$& $1', 1, false, 'Copy the best match for “$& $1” (Enter) · Alt+Enter opens it'],
    ['kiwi', 0, true, 'No short link matches “kiwi”'],
  ])('%j, %d matches, markup %s', (query, count, markup, text) => {
    expect(defaultSuggestionText(query, count, markup)).toBe(text);
  });
});
