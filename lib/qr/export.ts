import { qrPath, type QrMatrix } from './matrix';

// Files leave Trim's theme: they are printed, pasted into documents and scanned by any app, and
// black modules on white is the one pairing every scanner reads.
const FILE_DARK = '#000000';
const FILE_LIGHT = '#ffffff';

/** A standalone SVG file: only numbers and the two constant colours reach the markup. */
export function qrSvgText(matrix: QrMatrix, pixelsPerModule = 8): string {
  const side = matrix.size * pixelsPerModule;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${matrix.size} ${matrix.size}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="${FILE_LIGHT}"/><path fill="${FILE_DARK}" d="${qrPath(matrix)}"/></svg>`
  );
}

export function qrSvgBlob(matrix: QrMatrix): Blob {
  return new Blob([qrSvgText(matrix)], { type: 'image/svg+xml' });
}

/** `#rrggbb` each; a code kept on the service has its own. */
export interface QrFileColours {
  dark: string;
  light: string;
}

/** Draws the matrix module by module onto a canvas and encodes it as PNG, black on white unless told. */
export function qrPngBlob(matrix: QrMatrix, pixelsPerModule = 10, colours: QrFileColours = { dark: FILE_DARK, light: FILE_LIGHT }): Promise<Blob> {
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
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'));
}

export { downloadBlob } from '@/lib/core/download';

/** `https://sho.rt/abc` → `qr-sho.rt-abc`, safe as a file name. */
export function qrFileName(shortUrl: string): string {
  const base = shortUrl
    .replace(/^https?:\/\//i, '')
    .replace(/[^a-z0-9._-]+/gi, '-')
    .replace(/^-+|-+$/g, '');
  return `qr-${base || 'link'}`.slice(0, 80);
}
