import { qrPath, type QrBox, type QrMatrix } from './matrix';

// Files leave Trim's theme: they are printed, pasted into documents and scanned by any app, and
// black modules on white is the one pairing every scanner reads.
const FILE_DARK = '#000000';
const FILE_LIGHT = '#ffffff';

/** `#rrggbb` each; a code kept on the service has its own. */
export interface QrFileColours {
  dark: string;
  light: string;
}

/** What a code kept on the service draws over its modules: rectangles in the light colour, then its logo (an http(s) address). */
export interface QrFileOverlay {
  cleared: readonly QrBox[];
  logo: { href: string; box: QrBox } | null;
}

const FILE_COLOURS: QrFileColours = { dark: FILE_DARK, light: FILE_LIGHT };
const NO_OVERLAY: QrFileOverlay = { cleared: [], logo: null };

/** An attribute's value, escaped: nothing in it can end the attribute or open markup. */
const attribute = (value: string | number) => String(value).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const boxAttributes = ({ x, y, w, h }: QrBox) => `x="${attribute(x)}" y="${attribute(y)}" width="${attribute(w)}" height="${attribute(h)}"`;

/**
 * A standalone SVG file of Trim's own elements only (the ground, the modules as one path, the
 * overlay's rectangles and logo), whose attributes hold only numbers, the colours and the logo's
 * address, each escaped: no script, event handler or foreign markup can reach it.
 */
export function qrSvgText(matrix: QrMatrix, pixelsPerModule = 8, colours: QrFileColours = FILE_COLOURS, overlay: QrFileOverlay = NO_OVERLAY): string {
  const side = matrix.size * pixelsPerModule;
  const cleared = overlay.cleared.map((box) => `<rect ${boxAttributes(box)} fill="${attribute(colours.light)}"/>`);
  const logo = overlay.logo ? `<image href="${attribute(overlay.logo.href)}" ${boxAttributes(overlay.logo.box)}/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${matrix.size} ${matrix.size}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="${attribute(colours.light)}"/><path fill="${attribute(colours.dark)}" d="${qrPath(matrix)}"/>${cleared.join('')}${logo}</svg>`
  );
}

export function qrSvgBlob(matrix: QrMatrix): Blob {
  return new Blob([qrSvgText(matrix)], { type: 'image/svg+xml' });
}

/** Draws the matrix module by module onto a canvas, then the rectangles `cleared` in the light colour, and encodes it as PNG, black on white unless told. */
export function qrPngBlob(matrix: QrMatrix, pixelsPerModule = 10, colours: QrFileColours = FILE_COLOURS, cleared: readonly QrBox[] = []): Promise<Blob> {
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
  context.fillStyle = colours.light;
  for (const { x, y, w, h } of cleared) context.fillRect(x * pixelsPerModule, y * pixelsPerModule, w * pixelsPerModule, h * pixelsPerModule);
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
