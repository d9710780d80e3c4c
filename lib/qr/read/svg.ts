import { isHttpUrl } from '@/lib/api/http-url';
import type { QrBox } from '@/lib/qr/matrix';
import type { Modules } from './matrix';
import { tagsOf, type Tag } from './markup';
import { pathBoxes, type DrawnBox } from './path-boxes';

// A hosted QR image in SVG, read back: its modules (the rectangles in the foreground colour,
// including those a logo is drawn over), its two colours and its logo's address and place. Only
// clean drawings are read: axis-aligned rectangles on one module grid, each module drawn once, no
// transforms. Anything else leaves the modules unread rather than guessed. The file is read in
// one pass (markup.ts), and its work is bounded by its length and by MAX_BOXES.

export interface SvgQr {
  /** The modules without the quiet zone; null when the drawing is not a clean module grid. */
  modules: Modules | null;
  /** Quiet-zone modules around the code in the image. */
  border: number;
  /** `#rrggbb`; null when the drawing has no single colour for it. */
  foreground: string | null;
  background: string | null;
  /** The logo's http(s) address; '' for none; null for a logo Trim cannot name (drawn in the file itself, or elsewhere). */
  logo: string | null;
  /** Where the logo sits, in modules of the code with its quiet zone; null for none, or when the modules are unread. */
  logoBox: QrBox | null;
  /** Rectangles in the background colour drawn over the modules (under a logo), in modules of the code with its quiet zone. */
  cleared: QrBox[];
  /** The drawing's width in pixels, if it says. */
  width: number | null;
}

/** A version 40 code has 177 × 177 modules: a drawing of more rectangles is no code. */
export const MAX_BOXES = 177 * 177;

/** A CSS colour as `#rrggbb`: `rgb()`, `#rgb`, `#rrggbb`, black and white; null otherwise. */
export function colourOf(raw: string | undefined): string | null {
  const value = (raw ?? '').trim().toLowerCase();
  const hex = (parts: number[]) => (parts.every((n) => n >= 0 && n <= 255) ? `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}` : null);
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(value);
  if (rgb) return hex(rgb.slice(1, 4).map(Number));
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return value === 'black' ? '#000000' : value === 'white' ? '#ffffff' : null;
}

/**
 * A fill as compared: `#rrggbb` for a colour Trim reads, its text otherwise. A long text is no
 * colour: one word stands for all of them, so that comparing fills never costs more than a colour's length.
 */
function paintOf(raw: string): string {
  const text = raw.trim().toLowerCase();
  return colourOf(text) ?? (text.length <= 32 ? text : 'unreadable');
}

/** The fill a tag draws with: its style's last `fill`, its `fill` attribute, or what it inherits. */
function fillOf(attributes: Tag['attributes'], inherited: string): string {
  let styled: string | undefined;
  for (const declaration of (attributes['style'] ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon >= 0 && declaration.slice(0, colon).trim().toLowerCase() === 'fill') styled = declaration.slice(colon + 1);
  }
  const own = styled ?? attributes['fill'];
  return own === undefined ? inherited : paintOf(own);
}

interface Grid {
  modules: Modules;
  border: number;
  /** A drawn rectangle in modules of the code with its quiet zone; null when it has no place. */
  place: (box: DrawnBox) => QrBox | null;
}

/** The boxes drawn on one module grid, as modules; null when they are not. */
function gridOf(boxes: DrawnBox[], originX: number): Grid | null {
  if (boxes.length === 0) return null;
  let [left, top, right, bottom, unit] = [Infinity, Infinity, -Infinity, -Infinity, Infinity];
  for (const box of boxes) {
    [left, top, unit] = [Math.min(left, box.x), Math.min(top, box.y), Math.min(unit, box.w, box.h)];
    [right, bottom] = [Math.max(right, box.x + box.w), Math.max(bottom, box.y + box.h)];
  }
  if (!(unit > 0)) return null;
  const cells = (value: number) => {
    const n = value / unit;
    return Math.abs(n - Math.round(n)) < 0.01 ? Math.round(n) : null;
  };
  const size = cells(right - left);
  if (size === null || size !== cells(bottom - top) || size < 21 || size > 177) return null;
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const box of boxes) {
    const [x0, y0, w, h] = [cells(box.x - left), cells(box.y - top), cells(box.w), cells(box.h)];
    if (x0 === null || y0 === null || w === null || h === null || x0 + w > size || y0 + h > size) return null;
    for (let y = y0; y < y0 + h; y++) {
      for (let x = x0; x < x0 + w; x++) {
        // A module drawn twice is no clean grid; refusing it keeps the work at one write per module.
        if (modules[y]![x]) return null;
        modules[y]![x] = true;
      }
    }
  }
  const border = Math.max(0, cells(left - originX) ?? 0);
  const inModules = (value: number) => Math.round((value / unit) * 1000) / 1000;
  const place = (box: DrawnBox) => {
    const placed = { x: inModules(box.x - left) + border, y: inModules(box.y - top) + border, w: inModules(box.w), h: inModules(box.h) };
    return Object.values(placed).every(Number.isFinite) ? placed : null;
  };
  return { modules, border, place };
}

/** Reads an SVG QR image; null when the text is no well-formed SVG. */
export function readSvgQr(svg: string): SvgQr | null {
  const tags = tagsOf(svg);
  const root = tags.next().value;
  if (!root || 'fault' in root || root.closing || root.name !== 'svg') return null;
  const viewBox = (root.attributes['viewbox'] ?? '').split(/[\s,]+/).map(Number);
  const [originX, originY, boxWidth] = [0, 1, 2].map((i) => (Number.isFinite(viewBox[i]) ? viewBox[i]! : 0)) as [number, number, number];
  const width = Number.parseFloat(root.attributes['width'] ?? '');
  const fills: string[] = [fillOf(root.attributes, '#000000')];
  const shapes: DrawnBox[] = [];
  let background: string | null = null;
  let logo: string | null = '';
  let logoAt: DrawnBox | null = null;
  let clean = true;
  for (const tag of tags) {
    if ('fault' in tag) return null;
    const { name, attributes } = tag;
    if (tag.closing) {
      if (name === 'g') fills.pop();
      continue;
    }
    const fill = fillOf(attributes, fills.at(-1) ?? '#000000');
    if (attributes['transform']) clean = false;
    if (name === 'g' && !tag.selfClosing) fills.push(fill);
    else if (name === 'image') {
      const href = (attributes['href'] ?? attributes['xlink:href'] ?? '').trim();
      logo = href === '' || isHttpUrl(href) ? href : null;
      const number = (key: string) => Number.parseFloat(attributes[key] ?? '');
      logoAt = { x: Number(attributes['x'] ?? 0), y: Number(attributes['y'] ?? 0), w: number('width'), h: number('height'), fill };
    } else if (name === 'rect' && fill !== 'none') {
      const whole = [attributes['width'], attributes['height']].every((size) => size?.trim() === '100%');
      const box = {
        x: Number(attributes['x'] ?? 0),
        y: Number(attributes['y'] ?? 0),
        w: Number.parseFloat(attributes['width'] ?? ''),
        h: Number.parseFloat(attributes['height'] ?? ''),
        fill,
      };
      // The first rectangle drawn is the background when it covers the drawing.
      if (background === null && shapes.length === 0 && (whole || (box.x === originX && box.y === originY && box.w >= boxWidth))) background = fill;
      else if (shapes.length < MAX_BOXES) shapes.push(box);
      else clean = false;
    } else if (name === 'path' && fill !== 'none') {
      const boxes = pathBoxes(attributes['d'] ?? '', fill, MAX_BOXES - shapes.length);
      if (boxes) for (const box of boxes) shapes.push(box);
      else clean = false;
    } else if (name === 'circle' || name === 'ellipse' || name === 'polygon' || name === 'use') clean = false;
  }
  const dark = shapes.filter((box) => box.fill !== background && Number.isFinite(box.w + box.h + box.x + box.y));
  const darkFills = [...new Set(dark.map((box) => box.fill))];
  const grid = clean ? gridOf(dark, originX) : null;
  const cleared = grid ? shapes.filter((box) => box.fill === background).map(grid.place) : [];
  return {
    modules: grid?.modules ?? null,
    border: grid?.border ?? 0,
    foreground: darkFills.length === 1 ? colourOf(darkFills[0]) : null,
    background: colourOf(background ?? undefined),
    logo,
    logoBox: grid && logo && logoAt ? grid.place(logoAt) : null,
    cleared: cleared.filter((box) => box !== null),
    width: Number.isFinite(width) ? width : null,
  };
}
