import type { Modules } from './matrix';

// A hosted QR image in SVG, read back: its modules (the rectangles in the foreground colour,
// including those a logo is drawn over), its two colours and its logo's address. Only clean
// drawings are read: axis-aligned rectangles on one module grid, no transforms. Anything else
// leaves the modules unread rather than guessed.

export interface SvgQr {
  /** The modules without the quiet zone; null when the drawing is not a clean module grid. */
  modules: Modules | null;
  /** Quiet-zone modules around the code in the image. */
  border: number;
  /** `#rrggbb`; null when the drawing has no single colour for it. */
  foreground: string | null;
  background: string | null;
  /** The logo's address; '' for none; null for a logo drawn in the file itself, whose address is not in it. */
  logo: string | null;
  /** The drawing's width in pixels, if it says. */
  width: number | null;
}

type Attributes = Record<string, string>;
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name[0] === '#'
      ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' || name[1] === 'X' ? 2 : 1), name[1] === 'x' || name[1] === 'X' ? 16 : 10))
      : (ENTITIES[name] ?? whole),
  );

function attributesOf(text: string): Attributes {
  const attributes: Attributes = {};
  for (const [, name, double, single] of text.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attributes[name!.toLowerCase()] = unescape(double ?? single ?? '');
  return attributes;
}

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

function fillOf(attributes: Attributes, inherited: string): string {
  const styled = /(?:^|;)\s*fill\s*:\s*([^;]+)/i.exec(attributes['style'] ?? '')?.[1];
  return (styled ?? attributes['fill'] ?? inherited).trim().toLowerCase();
}

/** A path's subpaths as boxes, when each is an axis-aligned rectangle; null otherwise. */
function pathBoxes(d: string, fill: string): Box[] | null {
  const boxes: Box[] = [];
  let points: [number, number][] = [];
  let x = 0;
  let y = 0;
  const close = () => {
    const xs = [...new Set(points.map((p) => p[0]))];
    const ys = [...new Set(points.map((p) => p[1]))];
    if (points.length > 0 && (xs.length !== 2 || ys.length !== 2)) return false;
    if (points.length > 0) boxes.push({ x: Math.min(...xs), y: Math.min(...ys), w: Math.abs(xs[0]! - xs[1]!), h: Math.abs(ys[0]! - ys[1]!), fill });
    points = [];
    return true;
  };
  for (const [, command, args] of d.matchAll(/([MmHhVvZzLl])([^MmHhVvZzLl]*)/g)) {
    const numbers = (args!.match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gi) ?? []).map(Number);
    const relative = command === command!.toLowerCase();
    switch (command!.toUpperCase()) {
      case 'M':
      case 'L':
        if (command!.toUpperCase() === 'M' && !close()) return null;
        for (let i = 0; i + 1 < numbers.length; i += 2) {
          x = (relative ? x : 0) + numbers[i]!;
          y = (relative ? y : 0) + numbers[i + 1]!;
          points.push([x, y]);
        }
        break;
      case 'H':
        for (const n of numbers) points.push([(x = (relative ? x : 0) + n), y]);
        break;
      case 'V':
        for (const n of numbers) points.push([x, (y = (relative ? y : 0) + n)]);
        break;
      default: {
        const start = points[0];
        if (!close()) return null;
        if (start) [x, y] = start;
      }
    }
  }
  return close() ? boxes : null;
}

/** The boxes drawn on one module grid, as modules; null when they are not. */
function gridOf(boxes: Box[], originX: number): { modules: Modules; border: number } | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  const unit = Math.min(...boxes.flatMap((b) => [b.w, b.h]));
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
    if (x0 === null || y0 === null || w === null || h === null) return null;
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) modules[y]![x] = true;
  }
  return { modules, border: Math.max(0, cells(left - originX) ?? 0) };
}

/** Reads an SVG QR image; null when the text is no SVG. */
export function readSvgQr(svg: string): SvgQr | null {
  const root = /<svg\b([^>]*)>/i.exec(svg);
  if (!root) return null;
  const rootAttributes = attributesOf(root[1]!);
  const viewBox = (rootAttributes['viewbox'] ?? '').split(/[\s,]+/).map(Number);
  const [originX, originY, boxWidth] = [0, 1, 2].map((i) => (Number.isFinite(viewBox[i]) ? viewBox[i]! : 0)) as [number, number, number];
  const width = Number.parseFloat(rootAttributes['width'] ?? '');
  const fills: string[] = [fillOf(rootAttributes, 'black')];
  const shapes: Box[] = [];
  let background: string | null = null;
  let logo: string | null = '';
  let clean = true;
  const body = svg.slice(root.index + root[0].length).replace(/<!--[\s\S]*?-->/g, '');
  for (const [, closing, name, rest] of body.matchAll(/<\s*(\/?)\s*([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const tag = name!.toLowerCase();
    const selfClosing = rest!.trimEnd().endsWith('/');
    if (closing) {
      if (tag === 'g') fills.pop();
      continue;
    }
    const attributes = attributesOf(rest!);
    const fill = fillOf(attributes, fills.at(-1) ?? 'black');
    if (attributes['transform']) clean = false;
    if (tag === 'g' && !selfClosing) fills.push(fill);
    else if (tag === 'image') {
      const href = (attributes['href'] ?? attributes['xlink:href'] ?? '').trim();
      logo = /^data:/i.test(href) ? null : href;
    } else if (tag === 'rect' && fill !== 'none') {
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
      else shapes.push(box);
    } else if (tag === 'path' && fill !== 'none') {
      const boxes = pathBoxes(attributes['d'] ?? '', fill);
      if (boxes) shapes.push(...boxes);
      else clean = false;
    } else if (tag === 'circle' || tag === 'ellipse' || tag === 'polygon' || tag === 'use') clean = false;
  }
  const dark = shapes.filter((box) => box.fill !== background && Number.isFinite(box.w + box.h + box.x + box.y));
  const darkFills = [...new Set(dark.map((box) => box.fill))];
  const grid = clean ? gridOf(dark, originX) : null;
  return {
    modules: grid?.modules ?? null,
    border: grid?.border ?? 0,
    foreground: darkFills.length === 1 ? colourOf(darkFills[0]) : null,
    background: colourOf(background ?? undefined),
    logo,
    width: Number.isFinite(width) ? width : null,
  };
}
