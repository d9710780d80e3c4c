import type { IndexedLink } from './schema';

// Local search over the link index, for the address bar (background: keep it small, no
// dependencies) and Recent in the popup (as you type). Everything that depends only on the links
// is folded once in prepareSearch; a query then costs a few indexOf calls per link.
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
  search(query: string, limit: number): LinkMatch[];
  /** Every link that matches every word, in the order given to prepareSearch; all of them for an empty query. */
  filter(query: string): IndexedLink[];
}

interface Entry {
  link: IndexedLink;
  alias: string;
  path: string;
  short: string;
  title: string;
  long: string;
  clicks: number;
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
function foldChar(ch: string): string {
  return ch.toLowerCase().normalize('NFD').replace(MARKS, '');
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

function toEntry(link: IndexedLink): Entry {
  const short = urlHaystack(link.shorturl);
  const slash = short.indexOf('/');
  return {
    link,
    alias: fold(link.alias),
    path: slash < 0 ? '' : short.slice(slash + 1),
    short,
    title: fold(link.title),
    long: urlHaystack(link.longurl),
    clicks: link.clicks ?? 0,
  };
}

function startsWord(hay: string, word: string, isBoundary: (prev: string) => boolean): boolean {
  for (let i = hay.indexOf(word); i >= 0; i = hay.indexOf(word, i + 1)) {
    if (i === 0 || isBoundary(hay.charAt(i - 1))) return true;
  }
  return false;
}

const titleBoundary = (prev: string) => !LETTER_OR_DIGIT.test(prev);
const urlBoundary = (prev: string) => URL_SEPARATORS.includes(prev);

function wordScore(e: Entry, word: string): number {
  if (e.alias === word) return 6;
  if (e.alias.startsWith(word) || e.path.startsWith(word)) return 5;
  if (startsWord(e.title, word, titleBoundary)) return 4;
  if (startsWord(e.long, word, urlBoundary)) return 3;
  if (e.title.includes(word)) return 2;
  return e.long.includes(word) || e.short.includes(word) || e.alias.includes(word) ? 1 : 0;
}

function linkScore(e: Entry, words: readonly string[]): number {
  let total = 0;
  for (const word of words) {
    const score = wordScore(e, word);
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

function newerFirst(a: Entry, b: Entry): number {
  const { date: da, id: ia } = a.link;
  const { date: db, id: ib } = b.link;
  return da === db ? ib - ia : da < db ? 1 : -1;
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
  const entries = links.map(toEntry);
  const newest = [...entries].sort(newerFirst);

  return {
    filter(query) {
      const words = queryWords(query);
      return words.length === 0 ? [...links] : entries.filter((entry) => linkScore(entry, words) > 0).map((entry) => entry.link);
    },
    search(query, limit) {
      const max = Math.max(0, Math.floor(limit));
      const words = queryWords(query);
      if (words.length === 0) {
        return newest.slice(0, max).map(({ link }) => ({ link, score: 0, highlights: { title: [], shorturl: [], longurl: [] } }));
      }
      const hits: { entry: Entry; score: number }[] = [];
      for (const entry of entries) {
        const score = linkScore(entry, words);
        if (score > 0) hits.push({ entry, score });
      }
      hits.sort((a, b) => b.score - a.score || b.entry.clicks - a.entry.clicks || newerFirst(a.entry, b.entry));
      return hits.slice(0, max).map(({ entry, score }) => ({ link: entry.link, score, highlights: highlight(entry.link, words) }));
    },
  };
}
