import { encode } from 'uqr';

export interface QrMatrix {
  /** Modules per side, quiet zone included. */
  size: number;
  /** Row-major; true = dark module. */
  dark: boolean[][];
}

/** Encodes text with a 4-module quiet zone (the QR spec's minimum for reliable scanning). */
export function qrMatrix(text: string): QrMatrix {
  const result = encode(text, { ecc: 'M', border: 4 });
  return { size: result.size, dark: result.data };
}

/** A matrix read without its quiet zone, given `border` modules of it again. */
export function withBorder(modules: readonly (readonly boolean[])[], border: number): QrMatrix {
  const size = modules.length + 2 * border;
  const blank = () => Array<boolean>(size).fill(false);
  const rows = modules.map((row) => [...Array<boolean>(border).fill(false), ...row, ...Array<boolean>(border).fill(false)]);
  return { size, dark: [...Array.from({ length: border }, blank), ...rows, ...Array.from({ length: border }, blank)] };
}

/**
 * One SVG path for all dark modules: each horizontal run becomes a single rectangle, which keeps
 * the path short. Only numbers go into it, so it is safe to hand to a `d` attribute.
 */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  matrix.dark.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/** A rectangle in modules of a matrix, its quiet zone included. */
export interface QrBox {
  x: number;
  y: number;
  w: number;
  h: number;
}
