import type { IndexedLink } from './schema';

// Local search over the link index, for the address bar (background: keep it small, no
// dependencies), Recent in the popup and the manage page's list (as you type), up to a whole
// account's 100,000 links. Everything that depends only on the links is folded once in
// prepareSearch. A query that adds to the one before (one more character, one more word) looks
// only at that query's matches; the words are found with one indexOf per link, and only the
// matches are ranked, each dropped as soon as it cannot make the first `limit`.
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

/**
 * One link as the search reads it: its alias, short URL, title and long URL folded, in one string
 * joined by line breaks, with where each part starts. A query word holds no line break, so it is
 * in one of the parts when it is in the string.
 */
interface Entry {
  link: IndexedLink;
  /** Its place among the links given to prepareSearch. */
  index: number;
  text: string;
  short: number;
  /** The short URL's path; the line break after the short URL when it has none, which no word starts. */
  path: number;
  title: number;
  long: number;
}

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
const MARKS = /\p{M}/gu;
const NON_ASCII = /[\u0080-\uffff]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const URL_SEPARATORS = '/.-_?=&#+';

/** A URL as shown: without its scheme. */
export function displayUrl(url: string): string {
  return url.replace(SCHEME, '');
}

// Folding one code point at a time keeps each folded unit traceable to its original character
// (NFD changes lengths); the whole-string result is the same as the mapped one in foldMapped.
// Each character is folded once: a whole account holds the same few thousand many times over.
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
  return NON_ASCII.test(s) ? Array.from(s, foldChar).join('') : s.toLowerCase();
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

function toEntry(link: IndexedLink, index: number): Entry {
  const alias = fold(link.alias);
  const short = urlHaystack(link.shorturl);
  const title = fold(link.title);
  const shortAt = alias.length + 1;
  const titleAt = shortAt + short.length + 1;
  const slash = short.indexOf('/');
  return {
    link,
    index,
    // One flat string: concatenating would leave a rope for the first query to flatten.
    text: [alias, short, title, urlHaystack(link.longurl)].join('\n'),
    short: shortAt,
    path: slash < 0 ? titleAt - 1 : shortAt + slash + 1,
    title: titleAt,
    long: titleAt + title.length + 1,
  };
}

/** Whether the word's occurrence at `i` (-1 for none), or a later one before `to`, starts a word: at `from` or after a boundary. */
function startsWord(text: string, word: string, i: number, from: number, to: number, isBoundary: (prev: string) => boolean): boolean {
  for (; i >= 0 && i < to; i = text.indexOf(word, i + 1)) {
    if (i === from || isBoundary(text.charAt(i - 1))) return true;
  }
  return false;
}

const titleBoundary = (prev: string) => !LETTER_OR_DIGIT.test(prev);
const urlBoundary = (prev: string) => URL_SEPARATORS.includes(prev);

/** The word's tier in a link that holds it, or 0 when that is below `least` (tier 1 needs no test). */
function wordScore(e: Entry, word: string, least: number): number {
  const { text } = e;
  const inAlias = word.length < e.short && text.startsWith(word);
  if (inAlias && word.length === e.short - 1) return 6;
  if (least > 5) return 0;
  if (inAlias || text.startsWith(word, e.path)) return 5;
  if (least > 4) return 0;
  // The title and the long URL come last: one search finds the word in either.
  const at = text.indexOf(word, e.title);
  const inTitle = at >= 0 && at < e.long;
  if (inTitle && startsWord(text, word, at, e.title, e.long, titleBoundary)) return 4;
  if (least > 3) return 0;
  if (startsWord(text, word, inTitle ? text.indexOf(word, e.long) : at, e.long, text.length, urlBoundary)) return 3;
  if (least > 2) return 0;
  if (inTitle) return 2;
  return least > 1 ? 0 : 1;
}

/** The link's score when it is over `floor`, else 0: each word needs the tier that, with 6 for every word after it, still passes. */
function linkScore(e: Entry, words: readonly string[], floor: number): number {
  let total = 0;
  for (let i = 0; i < words.length; i++) {
    const score = wordScore(e, words[i] as string, floor + 1 - total - 6 * (words.length - 1 - i));
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

function holdsAll({ text }: Entry, words: readonly string[]): boolean {
  for (const word of words) if (!text.includes(word)) return false;
  return true;
}

interface Hit {
  entry: Entry;
  score: number;
}

/**
 * The first `max` of the matches (given in tie order) by score, as a full sort would give them.
 * Once `max` matches score over `floor`, a later one (it loses the ties) must score more, so the
 * floor rises, and the tiers of most matches are never all tested.
 */
function best(matches: readonly Entry[], words: readonly string[], max: number): Hit[] {
  const top = 6 * words.length;
  const kept: Hit[] = [];
  const counts = new Array<number>(top + 1).fill(0);
  let floor = 0;
  let over = 0;
  for (const entry of matches) {
    const score = linkScore(entry, words, floor);
    if (score <= floor) continue;
    kept.push({ entry, score });
    counts[score] = (counts[score] ?? 0) + 1;
    over++;
    while (over >= max) over -= counts[++floor] ?? 0;
    // `max` links with every word in the best tier: none after them can pass.
    if (floor === top) break;
  }
  return kept.sort((a, b) => b.score - a.score).slice(0, max);
}

/** Whether every match of the new words matches the old ones too: each old word is in a new one. */
function narrows(words: readonly string[], before: readonly string[]): boolean {
  return before.every((old) => words.some((word) => word.includes(old)));
}

function newerFirst(a: IndexedLink, b: IndexedLink): number {
  return a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;
}

/** Equal scores: more clicks (null as 0), then newer. */
function tieOrder(a: IndexedLink, b: IndexedLink): number {
  return (b.clicks ?? 0) - (a.clicks ?? 0) || newerFirst(a, b);
}

function ranges(f: Folded, words: readonly string[], from = 0): Range[] {
  const found: Range[] = [];
  for (const word of words) {
    for (let i = f.text.indexOf(word, from); i >= 0; i = f.text.indexOf(word, i + 1)) {
      const start = f.starts[i];
      const end = f.ends[i + word.length - 1];
      if (start !== undefined && end !== undefined) found.push([start, end]);
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

export function prepareSearch(links: readonly IndexedLink[]): LinkSearch {
  // Made in tie order, so the matches come out in it (only their scores are left to sort) and a
  // query reads the entries in the order they were allocated: at 100,000 links, several times
  // faster than in a shuffled one.
  const order = links.map((_, index) => index).sort((a, b) => tieOrder(links[a] as IndexedLink, links[b] as IndexedLink));
  const tied = order.map((index) => toEntry(links[index] as IndexedLink, index));
  // Sorted on the first empty query only: typing never needs it.
  let newest: IndexedLink[] | undefined;
  // The queries typed so far, each adding to the one before, with their matches in tie order.
  const typed: { words: string[]; matches: Entry[] }[] = [];

  function matching(words: string[]): Entry[] {
    let last = typed.at(-1);
    while (last && !narrows(words, last.words)) {
      typed.pop();
      last = typed.at(-1);
    }
    const added = last ? words.filter((word) => !last.words.includes(word)) : words;
    if (last && added.length === 0 && words.length === last.words.length) return last.matches;
    const from = last?.matches ?? tied;
    const matches = from.filter((e) => holdsAll(e, added));
    typed.push({ words, matches });
    return matches;
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
      return best(matching(words), words, max).map(({ entry, score }) => ({ link: entry.link, score, highlights: highlight(entry.link, words) }));
    },
    filter(query) {
      const words = queryWords(query);
      if (words.length === 0) return [...links];
      const chosen = new Uint8Array(links.length);
      for (const { index } of matching(words)) chosen[index] = 1;
      return links.filter((_, index) => chosen[index] === 1);
    },
  };
}
