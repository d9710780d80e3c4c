import { qrPath, type QrMatrix } from './matrix';

export interface QrColours {
  dark: string;
  light: string;
}

const DEFAULT_COLOURS: QrColours = { dark: '#000000', light: '#ffffff' };
const COLOUR = /^#[0-9a-f]{3,8}$/i;

/** A standalone SVG file. Colours are checked so nothing but a HEX value reaches the markup. */
export function qrSvgText(matrix: QrMatrix, colours: QrColours = DEFAULT_COLOURS, pixelsPerModule = 8): string {
  const dark = COLOUR.test(colours.dark) ? colours.dark : DEFAULT_COLOURS.dark;
  const light = COLOUR.test(colours.light) ? colours.light : DEFAULT_COLOURS.light;
  const side = matrix.size * pixelsPerModule;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${matrix.size} ${matrix.size}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="${light}"/><path fill="${dark}" d="${qrPath(matrix)}"/></svg>`
  );
}

export function qrSvgBlob(matrix: QrMatrix, colours?: QrColours): Blob {
  return new Blob([qrSvgText(matrix, colours)], { type: 'image/svg+xml' });
}

/** Draws the matrix module by module onto a canvas and encodes it as PNG. */
export function qrPngBlob(matrix: QrMatrix, pixelsPerModule = 10, colours: QrColours = DEFAULT_COLOURS): Promise<Blob> {
  const side = matrix.size * pixelsPerModule;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas is not available'));
  context.fillStyle = colours.light;
  context.fillRect(0, 0, side, side);
  context.fillStyle = colours.dark;
  matrix.dark.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (isDark) context.fillRect(x * pixelsPerModule, y * pixelsPerModule, pixelsPerModule, pixelsPerModule);
    }),
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/** Saves a blob through a temporary object URL and a download link (no downloads permission needed). */
export function downloadBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** `https://sho.rt/abc` → `qr-sho.rt-abc`, safe as a file name. */
export function qrFileName(shortUrl: string): string {
  const base = shortUrl.replace(/^https?:\/\//i, '').replace(/[^a-z0-9._-]+/gi, '-').replace(/^-+|-+$/g, '');
  return `qr-${base || 'link'}`.slice(0, 80);
}
