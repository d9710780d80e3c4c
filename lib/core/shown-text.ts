// What of a page's text its reader can see. A page may keep text in a field or a selection where
// the reader never sees it (font size 0, transparent or page-coloured, off the page, clipped, in a
// box of no size, under an ancestor that hides it), and innerText or a selection's text still
// holds it. So text is read piece by piece, one text node (or, when only part of one shows, one
// word) at a time, and each piece goes to what is shown or what is hidden. Runs in the page, in
// the script Trim injects at a right-click (entrypoints/text-field), never in the worker.

interface ShownText {
  /** What the reader sees, in reading order: a line break between blocks, spaces as the page shows them. */
  text: string;
  /** What the page hides, one piece a line. */
  hidden: string;
}

/** Smaller text than this (px) is not read. */
const MIN_FONT = 4;
/** Text fainter than this (its colour's alpha times every opacity above it) is not read. */
const MIN_ALPHA = 0.1;
/** Text whose colour is this close to what lies behind it (contrast ratio) is not read. */
const MIN_CONTRAST = 1.25;
/** A part of a piece's box an ancestor that clips must leave showing. */
const MIN_SHOWN_SHARE = 0.25;

type Rgba = [number, number, number, number];
type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;

/**
 * What of [from, to] an ancestor's overflow on one axis leaves: the part inside it when it clips,
 * all of its own extent when it scrolls (if big enough to scroll), the same when it lets it out.
 */
function within(overflow: string, from: number, to: number, frameFrom: number, frameTo: number): { from: number; to: number; share: number } | null {
  if (/hidden|clip/.test(overflow)) {
    const [start, end] = [Math.max(from, frameFrom), Math.min(to, frameTo)];
    return end > start ? { from: start, to: end, share: (end - start) / (to - from) } : null;
  }
  if (/auto|scroll/.test(overflow)) return frameTo - frameFrom >= 8 ? { from: frameFrom, to: frameTo, share: 1 } : null;
  return { from, to, share: 1 };
}

/** `rgb(…)` or `rgba(…)` as computed styles write them; null for anything else (then no verdict on it). */
function parseColor(value: string): Rgba | null {
  if (value === 'transparent') return [0, 0, 0, 0];
  const parts = /^rgba?\(([^)]*)\)$/
    .exec(value.trim())?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) return null;
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

const luminance = ([r, g, b]: Rgba) =>
  [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);

const contrast = (a: Rgba, b: Rgba) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Reads an element's styles and boxes once per read: many pieces share an element. */
export function createShownCheck(doc: Document = document) {
  const view = doc.defaultView!;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const hides = new Map<Element, boolean>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) styles.set(element, (found = view.getComputedStyle(element)));
    return found;
  };

  /** Whether the element's own styles, or an ancestor's, keep its text from the reader. */
  function styleHides(element: Element): boolean {
    const known = hides.get(element);
    if (known !== undefined) return known;
    const own = style(element);
    let hidden =
      (typeof element.checkVisibility === 'function' && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) ||
      own.visibility !== 'visible' ||
      parseFloat(own.fontSize) < MIN_FONT;
    const ink = parseColor(own.getPropertyValue('-webkit-text-fill-color') || own.color) ?? parseColor(own.color);
    let alpha = ink ? ink[3] : 1;
    let behind: Rgba | null | undefined;
    for (let node: Element | null = element; node && !hidden; node = node.parentElement) {
      const at = style(node);
      alpha *= parseFloat(at.opacity) || 0;
      // A clip path or a clip rectangle: Trim cannot tell what they leave, so it asks.
      if (at.clipPath !== 'none' || (/^(absolute|fixed)$/.test(at.position) && at.clip !== 'auto' && at.clip !== '')) hidden = true;
      if (behind === undefined) {
        const background = parseColor(at.backgroundColor);
        if (at.backgroundImage !== 'none') behind = null;
        else if (background && background[3] >= 0.9) behind = background;
      }
    }
    // No background anywhere: the page's canvas, white unless the page asks for dark.
    if (behind === undefined && !/dark/.test(style(doc.documentElement).colorScheme)) behind = [255, 255, 255, 1];
    hidden ||= alpha < MIN_ALPHA || (ink !== null && behind != null && contrast(ink, behind) < MIN_CONTRAST);
    hides.set(element, hidden);
    return hidden;
  }

  /**
   * Whether one of these boxes (viewport coordinates) shows: of some size, not clipped away by
   * `clipper` or an ancestor, and where scrolling can bring it. A box inside a scrolling box counts
   * as that box (scrolling it brings the content into view, if it is big enough to scroll).
   */
  function boxesShow(boxes: ArrayLike<DOMRect>, clipper: Element | null): boolean {
    const page = doc.documentElement;
    return Array.from(boxes).some((box) => {
      if (box.width < 1 || box.height < 1) return false;
      let seen: Box = box;
      let fixed = false;
      for (let node = clipper; node && node !== page; node = node.parentElement) {
        const { overflowX, overflowY, position } = style(node);
        fixed ||= position === 'fixed';
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const frame = node.getBoundingClientRect();
        const x = within(overflowX, seen.left, seen.right, frame.left, frame.right);
        const y = within(overflowY, seen.top, seen.bottom, frame.top, frame.bottom);
        if (!x || !y || x.share * y.share < MIN_SHOWN_SHARE) return false;
        seen = { left: x.from, right: x.to, top: y.from, bottom: y.to };
      }
      // Off the page: no scrolling reaches what lies above or left of it, or past its end; nor
      // what a fixed box keeps outside the window.
      if (fixed) return seen.right > 0 && seen.bottom > 0 && seen.left < view.innerWidth && seen.top < view.innerHeight;
      return seen.right + view.scrollX > 0 && seen.bottom + view.scrollY > 0 && seen.left + view.scrollX < page.scrollWidth && seen.top + view.scrollY < page.scrollHeight;
    });
  }

  /** Whether the reader sees this element at all (a text field, a link). */
  const elementShows = (element: Element): boolean => !styleHides(element) && boxesShow(element.getClientRects(), element.parentElement);

  return { style, styleHides, boxesShow, elementShows };
}

type ShownCheck = ReturnType<typeof createShownCheck>;

/** The part of `node` inside one of `ranges` ([start, end)), or null when none is; all of it without ranges. */
function selectedPart(node: Text, ranges: readonly Range[] | null): [number, number] | null {
  if (!ranges) return [0, node.length];
  for (const range of ranges) {
    if (!range.intersectsNode(node)) continue;
    const start = range.startContainer === node ? range.startOffset : 0;
    const end = range.endContainer === node ? range.endOffset : node.length;
    if (end > start) return [start, end];
  }
  return null;
}

const BLOCKY = /^(block|flex|grid|table|list-item|flow-root)/;

/**
 * The text under `root` (only what `ranges` cover, when given) sorted into shown and hidden.
 * Lines break between blocks and at `<br>`; spaces collapse where the page collapses them.
 */
export function readShown(root: Node, ranges: readonly Range[] | null = null, check: ShownCheck = createShownCheck(root.ownerDocument ?? document)): ShownText {
  const doc = root.ownerDocument ?? document;
  let shown = '';
  const hidden: string[] = [];
  let block: Element | null = null;
  const add = (piece: string) => {
    shown += /[ \n]$|^$/.test(shown) ? piece.replace(/^ /, '') : piece;
  };
  const top = root.nodeType === Node.TEXT_NODE ? root.parentNode! : root;
  const walker = doc.createTreeWalker(top, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.currentNode as Node | null; node; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (node.localName === 'br' && (!ranges || ranges.some((range) => range.intersectsNode(node!)))) add('\n');
      continue;
    }
    const text = node as Text;
    const part = selectedPart(text, ranges);
    const element = text.parentElement;
    if (!part || !element) continue;
    const collapse = /^(normal|nowrap)$/.test(check.style(element).whiteSpace);
    const value = spaced(text.data.slice(...part), collapse);
    if (!value.trim()) {
      if (value) add(value.includes('\n') ? '\n' : ' ');
      continue;
    }
    const pieces = piecesOf(text, part, collapse, element, check);
    for (const [piece, isShown] of pieces) if (!isShown) hidden.push(piece.trim());
    if (!pieces.some(([piece, isShown]) => isShown && piece.trim())) continue;
    // A line break where the text the reader sees moves to another block.
    let holder: Element | null = element;
    while (holder && holder !== top && !BLOCKY.test(check.style(holder).display)) holder = holder.parentElement;
    if (block && holder !== block && shown && !shown.endsWith('\n')) shown += '\n';
    block = holder;
    for (const [piece, isShown] of pieces) if (isShown) add(piece);
  }
  const lines = shown.split('\n').map((line) => line.trim());
  return { text: lines.join('\n').replace(/^\n+|\n+$/g, ''), hidden: hidden.filter(Boolean).join('\n') };
}

/** Spaces as the page shows them: runs collapsed to one where its white-space collapses them. */
const spaced = (raw: string, collapse: boolean) => (collapse ? raw.replace(/[\t\n\r\f ]+/g, ' ') : raw);

/** The node's text as one piece, or, when only some of its boxes show, word by word. */
function piecesOf(text: Text, [start, end]: [number, number], collapse: boolean, element: Element, check: ShownCheck): [string, boolean][] {
  const value = spaced(text.data.slice(start, end), collapse);
  if (check.styleHides(element)) return [[value, false]];
  const range = text.ownerDocument.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  // A preserved line break has a box of no width: the words around it decide.
  const boxes = Array.from(range.getClientRects()).filter((box) => box.width >= 1 && box.height >= 1);
  const showing = boxes.map((box) => check.boxesShow([box], element));
  if (showing.every(Boolean) && showing.length > 0) return [[value, true]];
  if (!showing.some(Boolean)) return [[value, false]];
  const pieces: [string, boolean][] = [];
  for (const word of text.data.slice(start, end).matchAll(/\S+|\s+/g)) {
    const from = start + word.index;
    if (!word[0].trim()) {
      pieces.push([spaced(word[0], collapse), true]);
      continue;
    }
    range.setStart(text, from);
    range.setEnd(text, from + word[0].length);
    pieces.push([word[0], check.boxesShow(range.getClientRects(), element)]);
  }
  return pieces;
}
