// What of a plain text box's value (a textarea, a one-line field) its box shows. A box keeps its
// text in one piece the page cannot style apart, but it shows only what fits: the lines below its
// fold, or the end of a field's line past its edge, are in the value and out of sight. The browser
// tells nothing of where a character of a box sits, so the box is copied once, off-screen, with
// every computed style it has, its value laid out word by word in it, and each word's place read
// there: a word is seen when it lies wholly within what the box shows at its scroll position, and
// the box itself is on top at points along it (lib/core/shown-text.ts). Runs in the page.

type TextBox = HTMLInputElement | HTMLTextAreaElement;

interface Place {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Seen words are at least this tall (px) and this wide per character. */
const SEEN_HEIGHT = 6;
const SEEN_CHAR_WIDTH = 2;
/** Rounding between the copy and the box (px). */
const SLACK = 1;

/** The copy of `box`: the same styles, laid out where the reader never sees it, not scrolled. */
function copyOf(box: TextBox): HTMLDivElement {
  const doc = box.ownerDocument;
  const copy = doc.createElement('div');
  const styles = doc.defaultView!.getComputedStyle(box);
  for (let index = 0; index < styles.length; index++) {
    const name = styles.item(index);
    copy.style.setProperty(name, styles.getPropertyValue(name), 'important');
  }
  for (const [name, value] of [
    ['position', 'fixed'],
    ['left', '0'],
    ['top', '0'],
    ['visibility', 'hidden'],
    ['pointer-events', 'none'],
    ['appearance', 'none'],
    ['transform', 'none'],
    ['margin', '0'],
    // One line for a field, whatever its page says; a textarea wraps as its styles say.
    ...(box instanceof HTMLInputElement ? [['white-space', 'pre']] : []),
  ] as const)
    copy.style.setProperty(name, value, 'important');
  return copy;
}

/**
 * The text of `box.value` in [from, to) that the box shows and that is on top where it shows
 * (`onTop(x, y)`, window coordinates); each word it does not show is left out, a line break in
 * its place, so no address runs across it.
 */
export function seenInBox(box: TextBox, [from, to]: [number, number], onTop: (x: number, y: number) => boolean): string {
  const doc = box.ownerDocument;
  const copy = copyOf(box);
  const words: [HTMLSpanElement, string][] = [];
  let at = 0;
  for (const token of box.value.matchAll(/\S+|\s+/g)) {
    const [start, end] = [token.index, token.index + token[0].length];
    if (start > at) copy.append(box.value.slice(at, start));
    if (token[0].trim() && end > from && start < to) {
      const span = doc.createElement('span');
      // Only the copy's styles: inherited as the box's text inherits them, nothing of the page's rules for a span.
      span.style.setProperty('all', 'unset', 'important');
      span.textContent = token[0];
      copy.append(span);
      words.push([span, box.value.slice(Math.max(start, from), Math.min(end, to))]);
    } else copy.append(token[0]);
    at = end;
  }
  (doc.body ?? doc.documentElement).append(copy);
  try {
    const origin = copy.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    // What the box shows, in the coordinates of its unscrolled content (its padding box).
    const shows: Place = { left: box.scrollLeft, right: box.scrollLeft + box.clientWidth, top: box.scrollTop, bottom: box.scrollTop + box.clientHeight };
    const seenWord = (span: HTMLSpanElement, word: string): boolean => {
      const places = Array.from(span.getClientRects()).map((rect) => ({
        left: rect.left - origin.left - copy.clientLeft,
        right: rect.right - origin.left - copy.clientLeft,
        top: rect.top - origin.top - copy.clientTop,
        bottom: rect.bottom - origin.top - copy.clientTop,
      }));
      if (places.length === 0 || places.reduce((sum, place) => sum + place.right - place.left, 0) < word.length * SEEN_CHAR_WIDTH) return false;
      return places.every((place) => {
        const inside = place.left >= shows.left - SLACK && place.right <= shows.right + SLACK && place.top >= shows.top - SLACK && place.bottom <= shows.bottom + SLACK;
        if (!inside || place.bottom - place.top < SEEN_HEIGHT) return false;
        // Where the word is in the window: the box's padding box, less its scroll.
        const x = (offset: number) => frame.left + box.clientLeft + offset - box.scrollLeft;
        const y = frame.top + box.clientTop + (place.top + place.bottom) / 2 - box.scrollTop;
        return [x(place.left + 1), x((place.left + place.right) / 2), x(place.right - 1)].every((one) => onTop(one, y));
      });
    };
    let seen = '';
    let next = from;
    for (const [span, word] of words) {
      const start = box.value.indexOf(word, next);
      seen += box.value.slice(next, start) + (seenWord(span, word) ? word : '\n');
      next = start + word.length;
    }
    return seen + box.value.slice(next, to);
  } finally {
    copy.remove();
  }
}
