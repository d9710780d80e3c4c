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
 * The links as the search reads them, by rank (their place in tie order). A link's text is its
 * alias, short URL, title and long URL, folded and joined by line breaks: a query word holds no
 * line break, so it is in one of the parts when it is in the text. Where each part starts is kept
 * in typed arrays, read in order: at 100,000 links, most matches are ranked from them and from
 * where the words are, without reading the text again.
 */
interface Ranked {
  links: IndexedLink[];
  /** Each link's place among the links given to prepareSearch. */
  given: Int32Array;
  /** Every rank, in order: what a query that adds to no other narrows. */
  everyone: Int32Array;
  texts: string[];
  short: Int32Array;
  /** The short URL's path; the line break after the short URL when it has none, where no word starts. */
  path: Int32Array;
  /** The path's first character code, checked before the text is read. */
  pathCode: Uint16Array;
  title: Int32Array;
  long: Int32Array;
}

function rank(links: readonly IndexedLink[]): Ranked {
  const given = Int32Array.from(links, (_, index) => index).sort((a, b) => tieOrder(links[a]!, links[b]!) || a - b);
  const n = links.length;
  const ranked: Ranked = {
    links: [],
    given,
    everyone: given.map((_, r) => r),
    texts: [],
    short: new Int32Array(n),
    path: new Int32Array(n),
    pathCode: new Uint16Array(n),
    title: new Int32Array(n),
    long: new Int32Array(n),
  };
  // Made in rank order, so the texts lie in memory in the order a query reads them.
  given.forEach((index, r) => {
    const link = links[index]!;
    const alias = fold(link.alias);
    const short = urlHaystack(link.shorturl);
    const title = fold(link.title);
    const titleAt = alias.length + short.length + 2;
    const slash = short.indexOf('/');
    // One flat string: concatenating would leave a rope for the first query to flatten.
    const text = [alias, short, title, urlHaystack(link.longurl)].join('\n');
    const path = slash < 0 ? titleAt - 1 : alias.length + slash + 2;
    ranked.links.push(link);
    ranked.texts.push(text);
    ranked.short[r] = alias.length + 1;
    ranked.path[r] = path;
    ranked.pathCode[r] = text.charCodeAt(path);
    ranked.title[r] = titleAt;
    ranked.long[r] = titleAt + title.length + 1;
  });
  return ranked;
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

/** Where a word first is from a link's title on has not been looked for: the ranking looks when it needs it. */
const UNKNOWN = -2;

/** A query and its matches, with where each word first is in each match's text. */
interface Typed {
  words: string[];
  /** The ranks of its matches, in tie order. */
  matches: Int32Array;
  /** `at[w][m]`: where `words[w]` first is in match m's text. */
  at: Int32Array[];
  /** `after[w][m]`: where it first is from the title on (the title and the long URL come last); -1 for nowhere, or UNKNOWN. */
  after: Int32Array[];
  /**
   * `bound[w][m]`: the best tier `words[w]` can reach in match m, as far as the ranking has
   * looked (6 until it does). A word typed on reaches no better tier than the word it extends,
   * but for the whole alias from a prefix of it.
   */
  bound: Uint8Array[];
}

/** The tier of word w in match m, or 0 when it is below `least` (tier 1 needs no test: the link holds the word). */
function wordScore(ranked: Ranked, typed: Typed, w: number, m: number, least: number): number {
  const r = typed.matches[m]!;
  const word = typed.words[w]!;
  const at = typed.at[w]![m]!;
  // The alias is the first line: a word that first is at 0 is at its start.
  if (at === 0 && word.length === ranked.short[r]! - 1) return 6;
  if (least > 5) return 0;
  const text = ranked.texts[r]!;
  const path = ranked.path[r]!;
  if (at === 0 || at === path || (at < path && ranked.pathCode[r] === word.charCodeAt(0) && text.startsWith(word, path))) return 5;
  if (least > 4) return 0;
  let after = typed.after[w]![m]!;
  if (after === UNKNOWN) after = typed.after[w]![m] = text.indexOf(word, ranked.title[r]!);
  if (after < 0) return least > 1 ? 0 : 1;
  const long = ranked.long[r]!;
  const inTitle = after < long;
  if (inTitle && startsWord(text, word, after, ranked.title[r]!, long, titleBoundary)) return 4;
  if (least > 3) return 0;
  if (startsWord(text, word, inTitle ? text.indexOf(word, long) : after, long, text.length, urlBoundary)) return 3;
  if (least > 2) return 0;
  if (inTitle) return 2;
  return least > 1 ? 0 : 1;
}

/** Match m's score when it is over `floor`, else 0: each word needs the tier that, with 6 for every word after it, still passes. */
function linkScore(ranked: Ranked, typed: Typed, m: number, floor: number): number {
  const count = typed.words.length;
  let total = 0;
  for (let w = 0; w < count; w++) {
    const least = floor + 1 - total - 6 * (count - 1 - w);
    const bound = typed.bound[w]!;
    if (bound[m]! < least) return 0;
    const score = wordScore(ranked, typed, w, m, least);
    bound[m] = score || least - 1;
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

interface Hit {
  rank: number;
  score: number;
}

/**
 * The first `max` of the matches (in tie order) by score, as a full sort would give them. Once
 * `max` matches score over `floor`, a later one (it loses the ties) must score more, so the floor
 * rises, and the tiers of most matches are never all tested.
 */
function best(ranked: Ranked, typed: Typed, max: number): Hit[] {
  const top = 6 * typed.words.length;
  const kept: Hit[] = [];
  const counts = new Array<number>(top + 1).fill(0);
  let floor = 0;
  let over = 0;
  for (let m = 0; m < typed.matches.length; m++) {
    const score = linkScore(ranked, typed, m, floor);
    if (score <= floor) continue;
    kept.push({ rank: typed.matches[m]!, score });
    counts[score]!++;
    over++;
    while (over >= max) over -= counts[++floor] ?? 0;
    // `max` links with every word in the best tier: none after them can pass.
    if (floor === top) break;
  }
  return kept.sort((a, b) => b.score - a.score).slice(0, max);
}

/**
 * Where `word` first is in `text` from `i` on, knowing that its first `known` characters first
 * are at `i` (-1 or UNKNOWN: kept as it is): there too, or further on. Typing on a word costs a
 * character or two per link this way.
 */
function extend(text: string, word: string, known: number, i: number): number {
  if (i < 0) return i;
  for (let j = known; j < word.length; j++) {
    if (text.charCodeAt(i + j) !== word.charCodeAt(j)) return text.indexOf(word, i + 1);
  }
  return i;
}

/**
 * The matches of `words` among those of `from` (every link without it), each word found from
 * where the earlier word it types on (the longest) was found.
 */
function narrow(ranked: Ranked, from: Typed | undefined, words: string[]): Typed {
  const base = from?.matches ?? ranked.everyone;
  const plans = words.map((word) => {
    let source = -1;
    from?.words.forEach((old, o) => {
      if (word.startsWith(old) && old.length > (from.words[source]?.length ?? 0)) source = o;
    });
    return from && source >= 0 ? { known: from.words[source]!.length, at: from.at[source]!, after: from.after[source]!, bound: from.bound[source]! } : null;
  });
  const matches = new Int32Array(base.length);
  const at = words.map(() => new Int32Array(base.length));
  const after = words.map(() => new Int32Array(base.length));
  const bound = words.map(() => new Uint8Array(base.length));
  let count = 0;
  for (let b = 0; b < base.length; b++) {
    const r = base[b]!;
    const text = ranked.texts[r]!;
    let w = 0;
    for (; w < words.length; w++) {
      const word = words[w]!;
      const plan = plans[w];
      const i = plan ? extend(text, word, plan.known, plan.at[b]!) : text.indexOf(word);
      if (i < 0) break;
      at[w]![count] = i;
      after[w]![count] = i >= ranked.title[r]! ? i : plan ? extend(text, word, plan.known, plan.after[b]!) : UNKNOWN;
      const before = plan ? plan.bound[b]! : 6;
      bound[w]![count] = before < 5 ? before : 6;
    }
    if (w === words.length) matches[count++] = r;
  }
  return { words, matches: matches.slice(0, count), at: at.map((a) => a.slice(0, count)), after: after.map((a) => a.slice(0, count)), bound: bound.map((a) => a.slice(0, count)) };
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
  const ranked = rank(links);
  // Sorted on the first empty query only: typing never needs it.
  let newest: IndexedLink[] | undefined;
  // The queries typed so far, each adding to the one before.
  const chain: Typed[] = [];

  /** The words' matches, from those of the longest query in the chain that they add to. */
  function matching(words: string[]): Typed {
    let last = chain.at(-1);
    while (last && !narrows(words, last.words)) {
      chain.pop();
      last = chain.at(-1);
    }
    if (last && last.words.length === words.length && words.every((word) => last.words.includes(word))) return last;
    const typed = narrow(ranked, last, words);
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
      return best(ranked, typed, max).map(({ rank, score }) => {
        const link = ranked.links[rank]!;
        return { link, score, highlights: highlight(link, typed.words) };
      });
    },
    filter(query) {
      const words = queryWords(query);
      if (words.length === 0) return [...links];
      const chosen = new Uint8Array(links.length);
      for (const r of matching(words).matches) chosen[ranked.given[r]!] = 1;
      return links.filter((_, index) => chosen[index] === 1);
    },
  };
}
