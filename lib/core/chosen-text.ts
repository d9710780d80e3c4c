import { seenInBox } from './box-sight';
import { createShownCheck, liftPointerEvents, readShown } from './shown-text';

// The text a user chose on a page, as the script Trim injects at a right-click reads it: in the
// focused text field, what they selected in it, else all of it the page shows; anywhere else, what
// they selected. A plain text box (input, textarea) is one piece of text with one style: it reads
// the selection in it when there is one, else its whole value, all of it hidden when the box itself
// is; of it, only the words the box shows (not below its fold, not past its edge) are seen.

/** One reading: what shows and what the page hides, what of the shown Trim proves was seen, and a rich draft's links (their addresses). */
export interface ChosenText {
  text: string;
  hidden: string;
  /** What of `text` was in front of the user, drawn plainly (lib/core/shown-text.ts); what was not is a line break. */
  seen: string;
  links: string[];
  hiddenLinks: string[];
}

/** What the script hands the worker (lib/flows/text-shorten.ts). */
export interface PageChoice {
  /** The focused field: its selection, else all of it; null when no text field has focus. */
  field: ChosenText | null;
  /** The page's selection, in a text box or not; null when nothing is selected. */
  selection: ChosenText | null;
}

type TextBox = HTMLInputElement | HTMLTextAreaElement;
type Editable = TextBox | HTMLElement;

/** The focused field, looking inside open shadow roots; a contenteditable child gives its editing host. */
export function focusedField(doc: Document = document): Editable | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (active instanceof HTMLTextAreaElement || (active instanceof HTMLInputElement && /^(text|search|url|email|)$/.test(active.type))) return active;
  if (!(active instanceof HTMLElement) || !active.isContentEditable) return null;
  let host: HTMLElement = active;
  while (host.parentElement?.isContentEditable) host = host.parentElement;
  return host;
}

const isTextBox = (field: Editable): field is TextBox => 'value' in field;

/** A rich draft's links to web pages (their resolved addresses); none in a plain field. */
export const linksOf = (root: ParentNode): HTMLAnchorElement[] => [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) => /^https?:$/.test(link.protocol));

/** Where the selection in a text box runs, or null when nothing in it is selected. */
function boxSelection(box: TextBox): [number, number] | null {
  const { selectionStart: start, selectionEnd: end } = box;
  return start !== null && end !== null && end > start ? [start, end] : null;
}

function readBox(box: TextBox, [start, end]: [number, number], check = createShownCheck(box.ownerDocument)): ChosenText {
  const part = box.value.slice(start, end);
  if (!check.elementShows(box)) return { text: '', hidden: part, seen: '', links: [], hiddenLinks: [] };
  const seen = check.sight(box) === 'seen' ? seenInBox(box, [start, end], (x, y) => check.onTop(x, y, box)) : '';
  return { text: part, hidden: '', seen, links: [], hiddenLinks: [] };
}

/** What shows under `root` (within `ranges`), and a field's links, each by whether the reader sees it. */
function readRich(root: Node, ranges: readonly Range[] | null, field: boolean): ChosenText {
  const check = createShownCheck(root.ownerDocument ?? document);
  const read = readShown(root, ranges, check);
  // A selection is its words, as the browser's own selection text is; a field's links are part of what it writes back.
  const links = field && root instanceof Element ? linksOf(root).filter((link) => !ranges || ranges.some((range) => range.intersectsNode(link))) : [];
  return {
    ...read,
    links: links.filter((link) => check.elementShows(link)).map((link) => link.href),
    hiddenLinks: links.filter((link) => !check.elementShows(link)).map((link) => link.href),
  };
}

/** The page's selected ranges that hold something. */
function selectedRanges(doc: Document): Range[] {
  const selection = doc.getSelection();
  if (!selection) return [];
  return Array.from({ length: selection.rangeCount }, (_, index) => selection.getRangeAt(index)).filter((range) => !range.collapsed);
}

/** What the user chose: in the focused field, and in the page's selection. */
export function readChoice(doc: Document = document): PageChoice {
  const restore = liftPointerEvents(doc);
  try {
    const field = focusedField(doc);
    const ranges = selectedRanges(doc);
    const inBox = field && isTextBox(field) ? boxSelection(field) : null;
    let selection: ChosenText | null = null;
    if (inBox !== null) selection = readBox(field as TextBox, inBox);
    else if (ranges.length > 0) selection = readRich(ranges.length === 1 ? ranges[0]!.commonAncestorContainer : doc.body, ranges, false);
    if (!field) return { field: null, selection };
    if (isTextBox(field)) return { field: inBox !== null ? selection : readBox(field, [0, field.value.length]), selection };
    const inField = ranges.filter((range) => range.intersectsNode(field));
    return { field: readRich(field, inField.length > 0 ? inField : null, true), selection };
  } finally {
    restore();
  }
}
