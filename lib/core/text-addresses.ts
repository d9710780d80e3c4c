import { extractUrl } from './shortenable';

// The web addresses inside a piece of prose, and the same prose with each replaced by its short
// link. A word counts by the selection's own rule (extractUrl): http(s) addresses, and bare hosts
// such as www.example.com or example.com/x; everything else is left exactly as it was written.

interface Found {
  start: number;
  end: number;
  /** The address to shorten (a bare host gains https://). */
  url: string;
}

const OPENING = /^[("'<[{«“‘]+/;
const CLOSING = /[.,;:!?)"'>\]}»”’]+$/;

/** The address in one whitespace-free word, with where it sits in the word; punctuation around it stays outside. */
function inWord(word: string): { from: number; to: number; url: string } | null {
  // `[text](https://…)` and `see:https://…`: an explicit scheme starts the address.
  const scheme = word.search(/https?:\/\//i);
  const from = scheme > 0 ? scheme : (OPENING.exec(word)?.[0].length ?? 0);
  let core = word.slice(from);
  const closing = CLOSING.exec(core)?.[0] ?? '';
  core = core.slice(0, core.length - closing.length);
  // A `)` the address opened is its own (Wikipedia's `Foo_(bar)`), so it is given back.
  for (const char of closing) {
    if (char !== ')' || core.split('(').length <= core.split(')').length) break;
    core += char;
  }
  const url = core ? extractUrl(core) : null;
  return url ? { from, to: from + core.length, url } : null;
}

function findAll(text: string): Found[] {
  const found: Found[] = [];
  for (const word of text.matchAll(/\S+/g)) {
    const hit = inWord(word[0]);
    if (hit) found.push({ start: word.index + hit.from, end: word.index + hit.to, url: hit.url });
  }
  return found;
}

const hostOf = (url: string): string => new URL(url).hostname.toLowerCase();

/** Each distinct address in `text`, in order of appearance, except those on `ownHosts` (the user's short domains). */
export function addressesIn(text: string, ownHosts: readonly string[]): string[] {
  const own = new Set(ownHosts.map((host) => host.toLowerCase()));
  return [...new Set(findAll(text).map((hit) => hit.url))].filter((url) => !own.has(hostOf(url)));
}

/** `text` with every address that `shortFor` knows replaced by its short link; the rest untouched. */
export function replaceAddresses(text: string, shortFor: ReadonlyMap<string, string>): string {
  let out = '';
  let at = 0;
  for (const { start, end, url } of findAll(text)) {
    const short = shortFor.get(url);
    if (!short) continue;
    out += text.slice(at, start) + short;
    at = end;
  }
  return out + text.slice(at);
}
