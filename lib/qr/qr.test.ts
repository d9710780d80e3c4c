import { describe, expect, it } from 'vitest';
import { qrFileName, qrSvgText } from './export';
import { qrMatrix, qrPath, type QrMatrix } from './matrix';

/** Paints the path's rectangles back onto a grid, to compare with the matrix. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('QR matrix → SVG', () => {
  it('encodes with a 4-module quiet zone', () => {
    const matrix = qrMatrix('https://sho.rt/abc');
    // Version v has 17 + 4v modules per side, plus 4 on each side.
    expect((matrix.size - 8 - 17) % 4).toBe(0);
    expect(matrix.dark.every((row) => !row[0] && !row[3] && !row[matrix.size - 1])).toBe(true);
    expect(matrix.dark[0]!.every((m) => !m)).toBe(true);
    expect(matrix.dark[4]!.slice(4, 11).every(Boolean)).toBe(true); // finder pattern's top edge
  });

  it('the path draws exactly the dark modules, one rectangle per horizontal run', () => {
    const matrix = qrMatrix('https://example.com/a/longer/short/link?with=query');
    const path = qrPath(matrix);
    expect(paint(path, matrix.size)).toEqual(matrix.dark);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  });

  it('a tiny hand-made matrix gives the expected runs', () => {
    const matrix: QrMatrix = {
      size: 3,
      dark: [
        [true, true, false],
        [false, false, false],
        [true, false, true],
      ],
    };
    expect(qrPath(matrix)).toBe('M0 0h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z');
  });

  it('the SVG file is black on white and holds only numbers, whatever the text', () => {
    const svg = qrSvgText(qrMatrix('<script>alert(1)</script>'));
    expect(svg).not.toContain('<script');
    expect(svg).toContain('<rect width="100%" height="100%" fill="#ffffff"/><path fill="#000000" d="M');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
  });

  it('file names are safe', () => {
    expect(qrFileName('https://sho.rt/abc?x=<1>')).toBe('qr-sho.rt-abc-x-1');
  });
});
