import { displayUrl, type LinkMatch, type Range } from './search';

// The address bar's rows, as text only: the background passes them to browser.omnibox. Chrome
// reads descriptions as a small XML dialect (<match>, <url>, <dim>); Firefox shows plain text.

// English only for now; `$1` is the placeholder translation files use.
const STRINGS = {
  emptyQuery: 'Type words from a title or address to find your short links',
  bestMatch: 'Copy the best match for “$1” (Enter) · Alt+Enter opens it',
  noMatch: 'No short link matches “$1”',
  separator: ' — ',
  ellipsis: '…',
} as const;

const MAX_TITLE = 70;
const MAX_URL = 80;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// Chrome drops every suggestion when one description is not well-formed XML, and XML has no
// control characters. One space for one character keeps the highlight offsets valid.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

interface Piece {
  text: string;
  ranges: Range[];
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/** At most `max` characters, the cut marked with an ellipsis; highlights past it dropped. */
function truncate(text: string, ranges: readonly Range[], max: number): Piece {
  const clean = text.replace(CONTROL, ' ');
  if (clean.length <= max) return { text: clean, ranges: [...ranges] };
  let cut = max - 1;
  // Never leave half of a surrogate pair before the ellipsis.
  const last = clean.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return {
    text: clean.slice(0, cut) + STRINGS.ellipsis,
    ranges: ranges.filter(([start]) => start < cut).map(([start, end]): Range => [start, Math.min(end, cut)]),
  };
}

function render({ text, ranges }: Piece, markup: boolean): string {
  if (!markup) return text;
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += `${escapeXml(text.slice(at, start))}<match>${escapeXml(text.slice(start, end))}</match>`;
    at = end;
  }
  return out + escapeXml(text.slice(at));
}

const tag = (name: string, inner: string, markup: boolean) => (markup ? `<${name}>${inner}</${name}>` : inner);

/** One row of the address bar's list: `content` is what the background receives when it is picked. */
export function omniboxSuggestion(match: LinkMatch, markup: boolean): { content: string; description: string } {
  const { link, highlights } = match;
  const short = truncate(displayUrl(link.shorturl), highlights.shorturl, MAX_URL);
  const long = truncate(displayUrl(link.longurl), highlights.longurl, MAX_URL);
  // Without a title, the long URL takes its place rather than showing twice.
  const head = link.title ? truncate(link.title, highlights.title, MAX_TITLE) : long;
  let description = head.text ? render(head, markup) + STRINGS.separator : '';
  description += tag('url', render(short, markup), markup);
  if (link.title && long.text) description += ' ' + tag('dim', render(long, markup), markup);
  // The short URL is the link's key; the id only stands in should the server have sent none.
  return { content: link.shorturl || String(link.id), description };
}

/** The first row, which Enter acts on before any suggestion is chosen. */
export function defaultSuggestionText(query: string, count: number, markup: boolean): string {
  const words = query.trim().replace(/\s+/g, ' ');
  if (!words) return STRINGS.emptyQuery;
  const shown = truncate(words, [], MAX_TITLE).text;
  // A function, so that `$&` and the like in the query stay literal.
  return (count > 0 ? STRINGS.bestMatch : STRINGS.noMatch).replace('$1', () => (markup ? escapeXml(shown) : shown));
}
