// What of a page's text its reader can see. A page may keep text in a field or a selection where
// the reader never sees it (font size 0, transparent or page-coloured, off the page, clipped, in a
// box of no size, under an ancestor that hides it), and innerText or a selection's text still
// holds it. So text is read piece by piece, one text node (or, when only part of one shows, one
// word) at a time, and each piece goes to what is hidden, or to what is shown; of what is shown,
// the pieces Trim can prove were in front of the reader at the click are also seen.
//
// Hidden is a list of hiding tricks, and no such list is ever complete; seen is the other way
// round: proved, never guessed. A piece is seen only when it is drawn plainly (no filter, mask,
// blend mode or background image between it and a solid ground it stands out from, nothing drawn
// over it by its own ::before or ::after), big enough to read, inside the window, and what the
// browser finds at points along it is its own element (nothing laid over it, nothing in front of
// it), in a frame that is itself seen in its parent. Whatever is not proved stays in the text but
// is not seen, and a text with an address not seen waits for the user (lib/queue/text-reviews.ts).
// Runs in the page, in the script Trim injects at a right-click (entrypoints/text-field), never in
// the worker.

interface ShownText {
  /** What the reader is shown, in reading order: a line break between blocks, spaces as the page shows them. */
  text: string;
  /** What the page hides, one piece a line. */
  hidden: string;
  /** What of `text` Trim proves the reader saw; what it cannot prove is left out, a line break in its place. */
  seen: string;
}

/** Whether a piece of text is hidden, shown but not proved seen, or seen. */
export type Sight = 'hidden' | 'unseen' | 'seen';

/** Smaller text than this (px) is not read. */
const MIN_FONT = 4;
/** Text fainter than this (its colour's alpha times every opacity above it) is not read. */
const MIN_ALPHA = 0.1;
/** Text whose colour is this close to what lies behind it (contrast ratio) is not read. */
const MIN_CONTRAST = 1.25;
/** A part of a piece's box an ancestor that clips must leave showing. */
const MIN_SHOWN_SHARE = 0.25;
/** Seen text is at least this opaque, this far from its ground, this tall on the screen (px), and this wide per character (px). */
const SEEN_ALPHA = 0.4;
const SEEN_CONTRAST = 2;
const SEEN_HEIGHT = 6;
const SEEN_CHAR_WIDTH = 2;
/** Points along a piece where the browser is asked what lies on top, this far apart (px) and at most this many. */
const PROBE_STEP = 12;
const MAX_PROBES = 24;

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

/** `rgb(…)` or `rgba(…)` as computed styles write them; null for anything else. */
function parseRgb(value: string): Rgba | null {
  if (value === 'transparent') return [0, 0, 0, 0];
  const parts = /^rgba?\(([^)]*)\)$/
    .exec(value.trim())?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) return null;
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

const painted = new Map<string, Rgba | null>();
/**
 * A computed colour in sRGB. Computed styles write some colours in their own space (`oklch(…)`,
 * `color(display-p3 …)`, `color-mix(…)`): those are painted on a one-pixel canvas and read back.
 * Null when neither reads it (then no verdict rests on it).
 */
function parseColor(value: string, doc: Document = document): Rgba | null {
  const rgb = parseRgb(value);
  if (rgb || painted.has(value)) return rgb ?? painted.get(value)!;
  let found: Rgba | null = null;
  try {
    const context = doc.createElement('canvas').getContext('2d');
    // A value the canvas does not take leaves the colour before it: that one is not read.
    const before = '#010203';
    if (context) context.fillStyle = before;
    if (context) context.fillStyle = value;
    if (context && context.fillStyle !== before) {
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      found = [r!, g!, b!, a! / 255];
    }
  } catch {
    // No canvas here: no verdict.
  }
  painted.set(value, found);
  return found;
}

const luminance = ([r, g, b]: Rgba) =>
  [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);

const contrast = (a: Rgba, b: Rgba) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The element a node is drawn in: its parent, or across a shadow root, its host. */
const parentOf = (node: Element): Element | null => node.parentElement ?? ((node.getRootNode() as Partial<ShadowRoot>).host || null);

/** Whether a computed value draws something ('none', 'normal' and empty draw nothing). */
const draws = (value: string | undefined) => !!value && !/^(none|normal|auto)$/.test(value);

/**
 * The page's canvas colour, which shows where nothing has a background: white, or dark where the
 * page asks for a dark scheme (`color-scheme`, its meta tag). Asked of a probe for `Canvas`, so
 * the browser's own rule answers.
 */
function canvasColor(doc: Document): Rgba {
  const probe = doc.createElement('div');
  probe.style.setProperty('display', 'none', 'important');
  probe.style.setProperty('background-color', 'Canvas', 'important');
  doc.documentElement.append(probe);
  const color = parseColor(doc.defaultView!.getComputedStyle(probe).backgroundColor, doc);
  probe.remove();
  return color && color[3] >= 0.9 ? color : [255, 255, 255, 1];
}

/** Reads an element's styles and boxes once per read: many pieces share an element. */
export function createShownCheck(doc: Document = document) {
  const view = doc.defaultView!;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const sights = new Map<Element, Sight>();
  let canvas: Rgba | undefined;
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) styles.set(element, (found = view.getComputedStyle(element)));
    return found;
  };

  /** Whether the element's own styles, or an ancestor's, keep its text from the reader, leave it unproved, or draw it plainly. */
  function sight(element: Element): Sight {
    const known = sights.get(element);
    if (known !== undefined) return known;
    const own = style(element);
    let hidden =
      (typeof element.checkVisibility === 'function' && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) ||
      own.visibility !== 'visible' ||
      parseFloat(own.fontSize) < MIN_FONT;
    // SVG text is coloured by its fill, which the checks below do not read.
    let plain = !(element instanceof (view as typeof globalThis).SVGElement);
    const ink = parseColor(own.getPropertyValue('-webkit-text-fill-color') || own.color, doc) ?? parseColor(own.color, doc);
    let alpha = ink ? ink[3] : 1;
    let behind: Rgba | null | undefined;
    for (let node: Element | null = element; node && !hidden; node = parentOf(node)) {
      const at = style(node);
      alpha *= parseFloat(at.opacity) || 0;
      // A clip path or a clip rectangle: Trim cannot tell what they leave, so it asks.
      if (at.clipPath !== 'none' || (/^(absolute|fixed)$/.test(at.position) && at.clip !== 'auto' && at.clip !== '')) hidden = true;
      // A filter, a mask or a blend mode may draw the text as nothing (opacity(0), blur, a clear mask).
      if (draws(at.filter) || draws(at.maskImage || at.getPropertyValue('-webkit-mask-image')) || draws(at.getPropertyValue('mask-border-source')) || draws(at.mixBlendMode))
        plain = false;
      if (behind === undefined) {
        const background = parseColor(at.backgroundColor, doc);
        // An image under the text may be of its colour: nothing is proved against it.
        if (at.backgroundImage !== 'none') behind = null;
        else if (background && background[3] >= 0.9) behind = background;
      }
    }
    // No background anywhere: the page's canvas.
    if (behind === undefined) behind = canvas ??= canvasColor(doc);
    const apart = ink !== null && behind !== null ? contrast(ink, behind) : null;
    hidden ||= alpha < MIN_ALPHA || (apart !== null && apart < MIN_CONTRAST);
    plain &&= alpha >= SEEN_ALPHA && apart !== null && apart >= SEEN_CONTRAST && !coveredByItself(element);
    const verdict: Sight = hidden ? 'hidden' : plain ? 'seen' : 'unseen';
    sights.set(element, verdict);
    return verdict;
  }

  /** Its own ::before or ::after laid over it (placed out of the flow, or with a ground): the browser finds the element there all the same. */
  function coveredByItself(element: Element): boolean {
    return ['::before', '::after'].some((pseudo) => {
      const at = view.getComputedStyle(element, pseudo);
      if (!draws(at.content)) return false;
      const ground = parseColor(at.backgroundColor, doc);
      return /^(absolute|fixed)$/.test(at.position) || at.backgroundImage !== 'none' || (ground !== null && ground[3] > 0);
    });
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
  const elementShows = (element: Element): boolean => sight(element) !== 'hidden' && boxesShow(element.getClientRects(), element.parentElement);

  let parentCheck: ReturnType<typeof createShownCheck> | null | undefined;
  /** In a frame: the frame element's check in its parent, when the parent may be read (same origin); null when it may not. */
  function frameCheck(): ReturnType<typeof createShownCheck> | null {
    if (parentCheck !== undefined) return parentCheck;
    const frame = view.frameElement;
    return (parentCheck = frame ? createShownCheck(frame.ownerDocument) : null);
  }

  /**
   * Whether, at (x, y) in the window, the browser finds `element` on top: the point is inside the
   * window, nothing is laid over it there, nothing of the page is in front of it; in a frame, the
   * frame is drawn plainly and on top at that point in its parent too.
   */
  function onTop(x: number, y: number, element: Element): boolean {
    if (!(x >= 0 && y >= 0 && x < view.innerWidth && y < view.innerHeight)) return false;
    let hit = doc.elementFromPoint(x, y);
    // Into open shadow roots: what the page draws inside a component.
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    if (hit !== element) return false;
    if (view === view.parent) return true;
    const frame = view.frameElement;
    const parent = frameCheck();
    if (!frame || !parent || parent.sight(frame) !== 'seen') return false;
    const box = frame.getBoundingClientRect();
    const at = parent.style(frame);
    return parent.onTop(box.left + frame.clientLeft + parseFloat(at.paddingLeft) + x, box.top + frame.clientTop + parseFloat(at.paddingTop) + y, frame);
  }

  /** Whether a box of text in `element` is tall enough to read, and `element` is on top at points along its middle. */
  const boxSeen = (box: Box, element: Element): boolean => box.bottom - box.top >= SEEN_HEIGHT && probes(box).every(([x, y]) => onTop(x, y, element));

  /** Whether any of a box lies inside the window. */
  const inWindow = (box: Box): boolean => box.right > 0 && box.bottom > 0 && box.left < view.innerWidth && box.top < view.innerHeight;

  return { style, sight, boxesShow, elementShows, onTop, boxSeen, inWindow };
}

/** Points along the middle of a box, inset from its ends, where the browser is asked what lies on top. */
function probes({ left, right, top, bottom }: Box): [number, number][] {
  const y = (top + bottom) / 2;
  const [from, to] = [left + Math.min(2, (right - left) / 4), right - Math.min(2, (right - left) / 4)];
  const count = Math.min(MAX_PROBES, Math.max(3, Math.ceil((to - from) / PROBE_STEP) + 1));
  return Array.from({ length: count }, (_, index) => [from + ((to - from) * index) / (count - 1), y]);
}

type ShownCheck = ReturnType<typeof createShownCheck>;

/**
 * Adds a style sheet to a document, and returns how to take it away: a constructed sheet, which
 * no content security policy refuses, else a style element.
 */
function addSheet(doc: Document, rules: string): () => void {
  try {
    const sheet = new doc.defaultView!.CSSStyleSheet();
    sheet.replaceSync(rules);
    const before = doc.adoptedStyleSheets;
    doc.adoptedStyleSheets = [...before, sheet];
    return () => void (doc.adoptedStyleSheets = before);
  } catch {
    const element = doc.createElement('style');
    element.textContent = rules;
    (doc.head ?? doc.documentElement).append(element);
    return () => element.remove();
  }
}

/**
 * Lets the browser's hit test find a layer a page lays over its text even when the layer lets the
 * pointer through (`pointer-events: none`): while Trim reads, every element answers, in this
 * document and in each parent it may read. Returns the undo. The page never runs in between: the
 * read is one task.
 */
export function liftPointerEvents(doc: Document = document): () => void {
  const undo: (() => void)[] = [];
  for (let at: Document | null = doc; at; at = at.defaultView?.frameElement?.ownerDocument ?? null) {
    undo.push(addSheet(at, '*, *::before, *::after { pointer-events: auto !important; }'));
    // A style attribute's !important outranks any sheet: changed in place, and back after.
    for (const element of at.querySelectorAll<HTMLElement>('[style*="pointer-events" i]')) {
      if (element.style.getPropertyPriority('pointer-events') !== 'important') continue;
      const written = element.getAttribute('style') ?? '';
      element.style.setProperty('pointer-events', 'auto', 'important');
      undo.push(() => {
        element.setAttribute('style', written);
        // Where the page's policy refuses a style attribute, the style object still takes it.
        if (element.getAttribute('style') !== written) element.style.cssText = written;
      });
    }
  }
  return () => undo.reverse().forEach((step) => step());
}

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
 * The text under `root` (only what `ranges` cover, when given) sorted into shown and hidden, and
 * what of the shown is seen. Lines break between blocks and at `<br>`; spaces collapse where the
 * page collapses them.
 */
export function readShown(root: Node, ranges: readonly Range[] | null = null, check: ShownCheck = createShownCheck(root.ownerDocument ?? document)): ShownText {
  const doc = root.ownerDocument ?? document;
  let shown = '';
  let seen = '';
  const hidden: string[] = [];
  let block: Element | null = null;
  // `seen` follows `shown` piece by piece; a piece not seen leaves a line break there, so no address runs across it.
  const add = (piece: string, isSeen = true) => {
    const joined = /[ \n]$|^$/.test(shown) ? piece.replace(/^ /, '') : piece;
    shown += joined;
    seen += isSeen ? joined : '\n';
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
    for (const [piece, sight] of pieces) if (sight === 'hidden') hidden.push(piece.trim());
    if (!pieces.some(([piece, sight]) => sight !== 'hidden' && piece.trim())) continue;
    // A line break where the text the reader sees moves to another block.
    let holder: Element | null = element;
    while (holder && holder !== top && !BLOCKY.test(check.style(holder).display)) holder = holder.parentElement;
    if (block && holder !== block && shown && !shown.endsWith('\n')) add('\n');
    block = holder;
    for (const [piece, sight] of pieces) if (sight !== 'hidden') add(piece, sight === 'seen' || !piece.trim());
  }
  const lines = shown.split('\n').map((line) => line.trim());
  return { text: lines.join('\n').replace(/^\n+|\n+$/g, ''), hidden: hidden.filter(Boolean).join('\n'), seen };
}

/** Spaces as the page shows them: runs collapsed to one where its white-space collapses them. */
const spaced = (raw: string, collapse: boolean) => (collapse ? raw.replace(/[\t\n\r\f ]+/g, ' ') : raw);

/** Whether boxes hold `chars` characters at a readable width (a transform or a letter spacing may squeeze them to nothing). */
const wideEnough = (boxes: readonly DOMRect[], chars: number) => boxes.reduce((sum, box) => sum + box.width, 0) >= chars * SEEN_CHAR_WIDTH;

/** The sight of one box of a piece: hidden when it does not show, seen when the element draws it plainly and it is seen. */
const sightOfBox = (box: DOMRect, element: Element, plain: boolean, check: ShownCheck): Sight =>
  !check.boxesShow([box], element) ? 'hidden' : plain && check.boxSeen(box, element) ? 'seen' : 'unseen';

/** The node's text as one piece, or, when its boxes differ, word by word. */
function piecesOf(text: Text, [start, end]: [number, number], collapse: boolean, element: Element, check: ShownCheck): [string, Sight][] {
  const value = spaced(text.data.slice(start, end), collapse);
  const drawn = check.sight(element);
  if (drawn === 'hidden') return [[value, 'hidden']];
  const plain = drawn === 'seen';
  const chars = value.replace(/\s/g, '').length;
  const range = text.ownerDocument.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  // A preserved line break has a box of no width: the words around it decide.
  const boxes = Array.from(range.getClientRects()).filter((box) => box.width >= 1 && box.height >= 1);
  if (boxes.length === 0) return [[value, 'hidden']];
  const each = boxes.map((box) => sightOfBox(box, element, plain, check));
  if (each.every((one) => one === 'hidden')) return [[value, 'hidden']];
  if (each.every((one) => one === 'seen')) return [[value, wideEnough(boxes, chars) ? 'seen' : 'unseen']];
  // Out of the window or drawn through an effect, no word of it is seen either.
  if (each.every((one) => one === 'unseen') && (!plain || !boxes.some((box) => check.inWindow(box)))) return [[value, 'unseen']];
  // Partly hidden, or not all of it seen: each word on its own (a layer may cover one word and not the next).
  const pieces: [string, Sight][] = [];
  for (const word of text.data.slice(start, end).matchAll(/\S+|\s+/g)) {
    const from = start + word.index;
    if (!word[0].trim()) {
      pieces.push([spaced(word[0], collapse), 'seen']);
      continue;
    }
    range.setStart(text, from);
    range.setEnd(text, from + word[0].length);
    const rects = Array.from(range.getClientRects()).filter((box) => box.width >= 1 && box.height >= 1);
    const sights = rects.map((box) => sightOfBox(box, element, plain, check));
    const sight: Sight = !sights.some((one) => one !== 'hidden') ? 'hidden' : sights.every((one) => one === 'seen') && wideEnough(rects, word[0].length) ? 'seen' : 'unseen';
    pieces.push([word[0], sight]);
  }
  return pieces;
}
