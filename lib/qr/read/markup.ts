// An SVG file's tags, read in one forward pass. Each step matches at the cursor only (sticky
// patterns) or searches forward from it, and the first thing that is not well formed ends the
// reading there: nothing is tried again further on. Patterns run over the whole text from every
// position took quadratic time on one unclosed tag, quote or comment, and froze the page that
// read a service's image (issue 41).

/** A start or end tag: names in lower case, attribute values with their entities decoded. */
export interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: Record<string, string>;
}

/** Where the markup stopped being well formed: a tag, quote, comment or section left open. */
export interface Fault {
  fault: number;
}

const TAG_NAME = /<(\/?)([a-zA-Z_][\w:.-]*)/y;
const ATTRIBUTE = /\s+([a-zA-Z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const TAG_END = /\s*(\/?)>/y;

/** Markup that is not an element, and what ends it; the longer openings first. */
const SKIPPED: readonly (readonly [string, string])[] = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
  ['<!', '>'],
];

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// Bounded digits: a code point past U+10FFFF is left as written (String.fromCodePoint throws on it).
const ENTITY = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/g;

function decode(value: string): string {
  return value.replace(ENTITY, (whole, hex: string | undefined, decimal: string | undefined, named: string | undefined) => {
    if (named) return NAMED[named]!;
    const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The tags of `svg` in order, text and comments left out; a Fault, last, where it stops being well formed. */
export function* tagsOf(svg: string): Generator<Tag | Fault, void, undefined> {
  let at = 0;
  for (;;) {
    const open = svg.indexOf('<', at);
    if (open < 0) return;
    const skipped = SKIPPED.find(([start]) => svg.startsWith(start, open));
    if (skipped) {
      const [start, end] = skipped;
      const close = svg.indexOf(end, open + start.length);
      // A DOCTYPE's internal subset can declare entities: no QR code service writes one.
      if (close < 0 || (start === '<!' && svg.slice(open, close).includes('['))) {
        yield { fault: open };
        return;
      }
      at = close + end.length;
      continue;
    }
    TAG_NAME.lastIndex = open;
    const name = TAG_NAME.exec(svg);
    if (!name) {
      yield { fault: open };
      return;
    }
    const closing = name[1] === '/';
    const attributes: Record<string, string> = Object.create(null);
    let cursor = TAG_NAME.lastIndex;
    while (!closing) {
      ATTRIBUTE.lastIndex = cursor;
      const attribute = ATTRIBUTE.exec(svg);
      if (!attribute) break;
      attributes[attribute[1]!.toLowerCase()] = decode(attribute[2] ?? attribute[3] ?? '');
      cursor = ATTRIBUTE.lastIndex;
    }
    TAG_END.lastIndex = cursor;
    const end = TAG_END.exec(svg);
    if (!end || (closing && end[1])) {
      yield { fault: open };
      return;
    }
    yield { name: name[2]!.toLowerCase(), closing, selfClosing: end[1] === '/', attributes };
    at = TAG_END.lastIndex;
  }
}
