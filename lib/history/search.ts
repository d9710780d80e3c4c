import type { IndexedLink } from './schema';

// Local search over the link index, for the address bar (background: keep it small, no
// dependencies), Recent in the popup and the manage page's list, as the user types, over up to
// a whole account's 100,000 links. prepareSearch folds every link once, in tie order. A query
// that adds to one before it (one more character, one more word) looks only at that query's
// matches, from where each word was found in them, so typing on a word checks a character or two
// per link; the matches are ranked in tie order, each dropped as soon as it cannot make the
// first `limit`.
//
// Ranking, per query word, the best tier it reaches in a link:
//   6 the whole alias          5 a prefix of the alias or of the short URL's path
//   4 a word start in the title   3 a word start in the long URL (after / . - _ ? = & # +)
//   2 anywhere in the title       1 anywhere in the long URL, short URL or alias
// A link must match every word; its score is the sum. Equal scores: more clicks (null as 0),
// then newer date, then higher id, so the order never depends on the input order.

/** Offsets `[start, end)` into the string shown to the user. */
export type Range = [number, number];

export interface LinkMatch {
  link: IndexedLink;
  score: number;
  /** Into `link.title`, `displayUrl(link.shorturl)` and `displayUrl(link.longurl)`. */
  highlights: { title: Range[]; shorturl: Range[]; longurl: Range[] };
}

export interface LinkSearch {
  /** The first `limit` links that match every word, ranked as above; the newest without a word. */
  search(query: string, limit: number): LinkMatch[];
  /** Every link that matches every word, in the order given to prepareSearch; all of them without a word. */
  filter(query: string): IndexedLink[];
}

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
const MARKS = /\p{M}/gu;
const NON_ASCII = /[^\0-\x7f]/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const URL_SEPARATORS = '/.-_?=&#+';

/** A URL as shown: without its scheme. */
export function displayUrl(url: string): string {
  return url.replace(SCHEME, '');
}

// Folding one code point at a time keeps each folded unit traceable to its original character
// (NFD changes lengths); the whole-string result is the same as the mapped one in foldMapped.
// Each character is folded once: a whole account holds the same few thousand many times over.
// A folded character is lower case already, so lowering the whole string after is the same as
// lowering its ASCII letters one by one.
const foldedChars = new Map<string, string>();

function foldChar(ch: string): string {
  let out = foldedChars.get(ch);
  if (out === undefined) {
    out = ch.toLowerCase().normalize('NFD').replace(MARKS, '');
    foldedChars.set(ch, out);
  }
  return out;
}

function fold(s: string): string {
  return s.replace(NON_ASCII, foldChar).toLowerCase();
}

/** The folded text and, per folded unit, the original range it came from. */
interface Folded {
  text: string;
  starts: number[];
  ends: number[];
}

function foldMapped(s: string): Folded {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  for (const ch of s) {
    const out = foldChar(ch);
    const end = i + ch.length;
    // A combining mark left alone belongs to the letter before it: highlight them together.
    if (out === '' && ends.length > 0) ends[ends.length - 1] = end;
    for (let k = 0; k < out.length; k++) {
      starts.push(i);
      ends.push(end);
    }
    text += out;
    i = end;
  }
  return { text, starts, ends };
}

// "www." says nothing about a site: without it, "w" does not match every such link.
function wwwLength(folded: string): number {
  return folded.startsWith('www.') ? 4 : 0;
}

function urlHaystack(url: string): string {
  const folded = fold(displayUrl(url));
  return folded.slice(wwwLength(folded));
}

/**
 * Where `word` first is in `text`, knowing that its first `known` characters first are at `i`:
 * there too, or further on. Typing on a word costs a character or two per link this way.
 */
function extend(text: string, word: string, known: number, i: number): number {
  for (let j = known; j < word.length; j++) {
    if (text.charCodeAt(i + j) !== word.charCodeAt(j)) return text.indexOf(word, i + 1);
  }
  return i;
}

/** Whether every match of the new words matches the old ones too: each old word is in a new one. */
function narrows(words: readonly string[], before: readonly string[]): boolean {
  return before.every((old) => words.some((word) => word.includes(old)));
}

function newerFirst(a: IndexedLink, b: IndexedLink): number {
  return a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;
}

function ranges(f: Folded, words: readonly string[], from = 0): Range[] {
  const found: Range[] = [];
  for (const word of words) {
    for (let i = f.text.indexOf(word, from); i >= 0; i = f.text.indexOf(word, i + 1)) {
      found.push([f.starts[i]!, f.ends[i + word.length - 1]!]);
    }
  }
  return mergeRanges(found);
}

/** Sorted, with overlapping and touching ranges joined. */
function mergeRanges(list: readonly Range[]): Range[] {
  const merged: Range[] = [];
  for (const [start, end] of [...list].sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

function urlRanges(url: string, words: readonly string[]): Range[] {
  const f = foldMapped(displayUrl(url));
  return ranges(f, words, wwwLength(f.text));
}

function highlight(link: IndexedLink, words: readonly string[]): LinkMatch['highlights'] {
  return { title: ranges(foldMapped(link.title), words), shorturl: urlRanges(link.shorturl, words), longurl: urlRanges(link.longurl, words) };
}

function queryWords(query: string): string[] {
  const words = query.split(/\s+/).map(fold).filter(Boolean);
  return [...new Set(words)];
}

/** A query and its matches, with where each word first is in each match's text. */
interface Typed {
  words: string[];
  /** The ranks of its matches, in tie order. */
  matches: Int32Array;
  /** `at[w][m]`: where `words[w]` first is in match m's text. */
  at: Int32Array[];
}

export function prepareSearch(links: readonly IndexedLink[]): LinkSearch {
  // A link's rank is its place in tie order (more clicks, null as 0, then newer). The links are
  // read in it, so the matches come out in it (only their scores are left to sort), and their
  // texts are made in it, so that a query reads them in the order they lie in memory: at 100,000
  // links, several times faster.
  const given = Int32Array.from(links, (_, index) => index).sort((a, b) => (links[b]!.clicks ?? 0) - (links[a]!.clicks ?? 0) || newerFirst(links[a]!, links[b]!));
  // By rank: the alias, short URL, title and long URL, folded and joined by line breaks (a query
  // word holds none, so it is in one of the parts when it is in the text), and where the short
  // URL, its path, the title and the long URL start, in typed arrays read in order.
  const texts: string[] = [];
  const shortAt = new Int32Array(links.length);
  const pathAt = new Int32Array(links.length);
  const titleAt = new Int32Array(links.length);
  const longAt = new Int32Array(links.length);
  given.forEach((index, r) => {
    const link = links[index]!;
    const alias = fold(link.alias);
    const short = urlHaystack(link.shorturl);
    const title = fold(link.title);
    const slash = short.indexOf('/');
    // One flat string: concatenating would leave a rope for the first query to flatten.
    texts.push([alias, short, title, urlHaystack(link.longurl)].join('\n'));
    shortAt[r] = alias.length + 1;
    titleAt[r] = alias.length + short.length + 2;
    // Without a path, the line break after the short URL, where no word starts.
    pathAt[r] = slash < 0 ? alias.length + short.length + 1 : alias.length + slash + 2;
    longAt[r] = alias.length + short.length + title.length + 3;
  });
  // Sorted on the first empty query only: typing never needs it.
  let newest: IndexedLink[] | undefined;
  // The queries typed so far, each adding to the one before.
  const chain: Typed[] = [];

  /** The tier of word w in match m, or 0 when it is below `least` (tier 1 needs no test: the link holds the word). */
  function wordScore({ words, matches, at }: Typed, w: number, m: number, least: number): number {
    const r = matches[m]!;
    const word = words[w]!;
    const first = at[w]![m]!;
    // The alias is the first line: a word that first is at 0 is at its start.
    if (first === 0 && word.length === shortAt[r]! - 1) return 6;
    if (least > 5) return 0;
    const text = texts[r]!;
    const path = pathAt[r]!;
    if (first === 0 || first === path || (first < path && text.startsWith(word, path))) return 5;
    if (least > 4) return 0;
    // The places from the title on, in order: the title's, then the long URL's (they come last).
    const title = titleAt[r]!;
    const long = longAt[r]!;
    let tier = 1;
    for (let i = first >= title ? first : text.indexOf(word, title); i >= 0; i = text.indexOf(word, i + 1)) {
      if (i < long) {
        if (i === title || !LETTER_OR_DIGIT.test(text.charAt(i - 1))) return 4;
        tier = 2;
      } else if (least > 3) break;
      else if (i === long || URL_SEPARATORS.includes(text.charAt(i - 1))) return 3;
    }
    return tier < least ? 0 : tier;
  }

  /** Match m's score when it is over `floor`, else 0: each word needs the tier that, with 6 for every word after it, still passes. */
  function linkScore(typed: Typed, m: number, floor: number): number {
    const count = typed.words.length;
    let total = 0;
    for (let w = 0; w < count; w++) {
      const least = floor + 1 - total - 6 * (count - 1 - w);
      const score = wordScore(typed, w, m, least);
      if (score === 0) return 0;
      total += score;
    }
    return total;
  }

  /**
   * The ranks and scores of the first `max` matches, as a full sort would give them. Once `max`
   * matches score over `floor`, a later one (it loses the ties) must score more, so the floor
   * rises, and the tiers of most matches are never all tested.
   */
  function best(typed: Typed, max: number): { rank: number; score: number }[] {
    const kept: { rank: number; score: number }[] = [];
    const counts = new Array<number>(6 * typed.words.length + 1).fill(0);
    let floor = 0;
    let over = 0;
    for (let m = 0; m < typed.matches.length; m++) {
      const score = linkScore(typed, m, floor);
      if (score <= floor) continue;
      kept.push({ rank: typed.matches[m]!, score });
      counts[score]!++;
      over++;
      while (over >= max) over -= counts[++floor] ?? 0;
    }
    return kept.sort((a, b) => b.score - a.score).slice(0, max);
  }

  /**
   * The words' matches, from those of the longest query in the chain that they add to (every
   * link when none), each word found from where the earlier word it types on was.
   */
  function matching(words: string[]): Typed {
    let from = chain.at(-1);
    while (from && !narrows(words, from.words)) {
      chain.pop();
      from = chain.at(-1);
    }
    if (from?.words.join(' ') === words.join(' ')) return from;
    const base = from?.matches ?? given.map((_, r) => r);
    const sources = words.map((word) => from?.words.findIndex((old) => word.startsWith(old)) ?? -1);
    const matches = new Int32Array(base.length);
    const at = words.map(() => new Int32Array(base.length));
    let count = 0;
    for (let b = 0; b < base.length; b++) {
      const text = texts[base[b]!]!;
      let w = 0;
      for (; w < words.length; w++) {
        const word = words[w]!;
        const source = sources[w]!;
        const i = from && source >= 0 ? extend(text, word, from.words[source]!.length, from.at[source]![b]!) : text.indexOf(word);
        if (i < 0) break;
        at[w]![count] = i;
      }
      if (w === words.length) matches[count++] = base[b]!;
    }
    const typed = { words, matches: matches.slice(0, count), at: at.map((places) => places.slice(0, count)) };
    chain.push(typed);
    return typed;
  }

  return {
    search(query, limit) {
      const max = Math.max(0, Math.floor(limit));
      const words = queryWords(query);
      if (words.length === 0) {
        newest ??= [...links].sort(newerFirst);
        return newest.slice(0, max).map((link) => ({ link, score: 0, highlights: { title: [], shorturl: [], longurl: [] } }));
      }
      if (!(max > 0)) return [];
      const typed = matching(words);
      return best(typed, max).map(({ rank, score }) => {
        const link = links[given[rank]!]!;
        return { link, score, highlights: highlight(link, typed.words) };
      });
    },
    filter(query) {
      const words = queryWords(query);
      if (words.length === 0) return [...links];
      const chosen = new Uint8Array(links.length);
      for (const r of matching(words).matches) chosen[given[r]!] = 1;
      return links.filter((_, index) => chosen[index] === 1);
    },
  };
}
