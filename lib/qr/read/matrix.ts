import { alignmentCentres, blockLayout, LEVEL_BITS, LEVELS, rawDataModules, type Level } from './tables';

// Reads the codewords back out of a clean module matrix (one boolean per module, as the
// service drew it): the format bits, the mask, the zigzag of data modules, the blocks. Each
// block's Reed–Solomon check must hold, so a misread matrix is refused, never half believed.

/** Row-major, true = dark, without the quiet zone. */
export type Modules = readonly (readonly boolean[])[];

export interface Codewords {
  version: number;
  level: Level;
  mask: number;
  /** The data codewords, blocks joined in order. */
  data: number[];
}

function formatWord(level: Level, mask: number): number {
  const data = (LEVEL_BITS[level] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

const bitCount = (value: number) => value.toString(2).replace(/0/g, '').length;

/** Both copies of the format information, read; the nearest valid word (at most 3 bits off). */
function readFormat(at: (x: number, y: number) => boolean, size: number): { level: Level; mask: number } | null {
  const bit = (on: boolean, i: number) => (on ? 1 << i : 0);
  let first = 0;
  let second = 0;
  for (let i = 0; i <= 5; i++) first |= bit(at(8, i), i);
  first |= bit(at(8, 7), 6) | bit(at(8, 8), 7) | bit(at(7, 8), 8);
  for (let i = 9; i < 15; i++) first |= bit(at(14 - i, 8), i);
  for (let i = 0; i < 8; i++) second |= bit(at(size - 1 - i, 8), i);
  for (let i = 8; i < 15; i++) second |= bit(at(8, size - 15 + i), i);
  let best: { level: Level; mask: number; distance: number } | null = null;
  for (const level of LEVELS) {
    for (let mask = 0; mask < 8; mask++) {
      const word = formatWord(level, mask);
      const distance = Math.min(bitCount(word ^ first), bitCount(word ^ second));
      if (!best || distance < best.distance) best = { level, mask, distance };
    }
  }
  return best && best.distance <= 3 ? { level: best.level, mask: best.mask } : null;
}

/** Which modules are function patterns (finders, timing, alignment, format and version bits). */
function functionModules(version: number): boolean[][] {
  const size = version * 4 + 17;
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const mark = (x0: number, y0: number, width: number, height: number) => {
    for (let y = y0; y < y0 + height; y++) for (let x = x0; x < x0 + width; x++) grid[y]![x] = true;
  };
  mark(0, 6, size, 1);
  mark(6, 0, 1, size);
  // Finders with their separators and the format bits beside them.
  mark(0, 0, 9, 9);
  mark(size - 8, 0, 8, 9);
  mark(0, size - 8, 9, 8);
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  centres.forEach((cy, i) =>
    centres.forEach((cx, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      mark(cx - 2, cy - 2, 5, 5);
    }),
  );
  if (version >= 7) {
    mark(size - 11, 0, 3, 6);
    mark(0, size - 11, 6, 3);
  }
  return grid;
}

const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

// GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, value = 1; i < 255; i++) {
  EXP[i] = value;
  LOG[value] = i;
  value = (value << 1) ^ (value & 0x80 ? 0x11d : 0);
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
const multiply = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!);

/** True when the block is a codeword of its Reed–Solomon code: every syndrome is zero. */
function blockHolds(block: readonly number[], ecc: number): boolean {
  for (let j = 0; j < ecc; j++) {
    const root = EXP[j]!;
    let sum = 0;
    for (const byte of block) sum = multiply(sum, root) ^ byte;
    if (sum !== 0) return false;
  }
  return true;
}

/** The data codewords of a clean matrix, or null when it is no QR code or does not check out. */
export function readCodewords(modules: Modules): Codewords | null {
  const size = modules.length;
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 40 || modules.some((row) => row.length !== size)) return null;
  const at = (x: number, y: number) => modules[y]![x] === true;
  const format = readFormat(at, size);
  if (!format) return null;
  const isFunction = functionModules(version);
  const masked = MASKS[format.mask]!;
  const total = Math.floor(rawDataModules(version) / 8);
  const codewords: number[] = [];
  let current = 0;
  let bits = 0;
  for (let right = size - 1; right >= 1 && codewords.length < total; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size && codewords.length < total; step++) {
      const y = upward ? size - 1 - step : step;
      for (let j = 0; j < 2 && codewords.length < total; j++) {
        const x = right - j;
        if (isFunction[y]![x]) continue;
        current = (current << 1) | (at(x, y) !== masked(x, y) ? 1 : 0);
        if (++bits === 8) {
          codewords.push(current);
          current = 0;
          bits = 0;
        }
      }
    }
  }
  if (codewords.length < total) return null;
  const layout = blockLayout(version, format.level);
  const blocks = layout.data.map(() => [] as number[]);
  let k = 0;
  const longest = Math.max(...layout.data);
  for (let i = 0; i < longest; i++) layout.data.forEach((length, b) => i < length && blocks[b]!.push(codewords[k++]!));
  for (let i = 0; i < layout.ecc; i++) blocks.forEach((block) => block.push(codewords[k++]!));
  if (!blocks.every((block) => blockHolds(block, layout.ecc))) return null;
  const data = blocks.flatMap((block, b) => block.slice(0, layout.data[b]));
  return { version, level: format.level, mask: format.mask, data };
}
