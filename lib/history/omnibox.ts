import { type MessageKey } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/compose';
import { displayUrl, type LinkMatch, type Range } from './search';

// The address bar's rows, as text only: the background passes them to browser.omnibox. Chrome
// reads descriptions as a small XML dialect (<match>, <url>, <dim>); Firefox shows plain text.

/** Marks where a title or address was cut: a sign, not a word. */
const ELLIPSIS = '…';

const MAX_TITLE = 70;
const MAX_URL = 80;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// Chrome drops every suggestion when one description is not well-formed XML. XML has no control
// characters, no U+FFFE or U+FFFF and no half of a surrogate pair: each becomes one space, which
// keeps the highlight offsets valid.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

interface Piece {
  text: string;
  ranges: Range[];
}

function escapeXml(text: string): string {
  return text.replace(NOT_XML, ' ').replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/** At most `max` characters, the cut marked with an ellipsis; highlights past it dropped. */
function truncate(text: string, ranges: readonly Range[], max: number): Piece {
  const clean = text.replace(NOT_XML, ' ');
  if (clean.length <= max) return { text: clean, ranges: [...ranges] };
  let cut = max - 1;
  // Never leave half of a surrogate pair before the ellipsis.
  const last = clean.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return {
    text: clean.slice(0, cut) + ELLIPSIS,
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

/**
 * A message with its `$n` filled: in markup, the message's own text is escaped too (a translation
 * may hold `&`), the parts are already markup.
 */
export function omniboxMessage(key: MessageKey, markup: boolean, ...parts: string[]): string {
  return rich(key, ...parts)
    .map((piece, index) => (markup && index % 2 === 0 ? escapeXml(piece) : piece))
    .join('');
}

const tag = (name: string, inner: string, markup: boolean) => (markup ? `<${name}>${inner}</${name}>` : inner);

/** One row of the address bar's list: `content` is what the background receives when it is picked. */
export function omniboxSuggestion(match: LinkMatch, markup: boolean): { content: string; description: string } {
  const { link, highlights } = match;
  const short = truncate(displayUrl(link.shorturl), highlights.shorturl, MAX_URL);
  const long = truncate(displayUrl(link.longurl), highlights.longurl, MAX_URL);
  // Without a title, the long URL takes its place rather than showing twice.
  const head = link.title ? truncate(link.title, highlights.title, MAX_TITLE) : long;
  let addresses = tag('url', render(short, markup), markup);
  if (link.title && long.text) addresses += ' ' + tag('dim', render(long, markup), markup);
  const description = head.text ? omniboxMessage('bg_omni_row', markup, render(head, markup), addresses) : addresses;
  // The short URL is the link's key; the id only stands in should the server have sent none.
  return { content: link.shorturl || String(link.id), description };
}

/** The first row, which Enter acts on before any suggestion is chosen. */
export function defaultSuggestionText(query: string, count: number, markup: boolean): string {
  const words = query.trim().replace(/\s+/g, ' ');
  if (!words) return omniboxMessage('bg_omni_empty', markup);
  const shown = truncate(words, [], MAX_TITLE).text;
  return omniboxMessage(count > 0 ? 'bg_omni_best' : 'bg_omni_none', markup, markup ? escapeXml(shown) : shown);
}
