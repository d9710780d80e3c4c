import { qrPngBlob, qrSvgText, type QrFileColours, type QrFileOverlay } from './export';
import { withBorder, type QrMatrix } from './matrix';
import type { QrImageReading } from './read';

// A code kept on the service, as the service drew it: what Trim shows and lets download once a
// code is saved there, so a printed copy is the one whose scans the service counts, in its
// colours. Built from the hosted image read back, never redrawn from what Trim sent; and its
// files are written from what Trim read, never the served bytes, which may hold a script that
// runs when the file is opened from disk (issue 41).

export interface ServiceCopy {
  /** What the code encodes: for a link code, the service's scan-counting address. */
  text: string;
  /** The modules with the image's own quiet zone. */
  matrix: QrMatrix;
  colours: QrFileColours;
  pixelsPerModule: number;
  /** What the service drew over the modules: rectangles in the background colour, and its logo (null for none). */
  overlay: QrFileOverlay;
}

/** The service's copy, when its image was an SVG Trim could read whole, logo placed; null otherwise. */
export function serviceCopyOf(reading: QrImageReading): ServiceCopy | null {
  const { text, modules, foreground, background, logo, logoBox, cleared, border, width } = reading;
  if (text === null || modules === null || foreground === null || background === null || logo === null) return null;
  if (logo !== '' && logoBox === null) return null;
  const matrix = withBorder(modules, border);
  const pixelsPerModule = width ? Math.max(1, Math.round(width / matrix.size)) : 8;
  return { text, matrix, colours: { dark: foreground, light: background }, pixelsPerModule, overlay: { cleared, logo: logo && logoBox ? { href: logo, box: logoBox } : null } };
}

/** The SVG file: the same modules, quiet zone, colours, scale and logo, written by Trim. */
export function serviceSvgBlob(copy: ServiceCopy): Blob {
  return new Blob([qrSvgText(copy.matrix, copy.pixelsPerModule, copy.colours, copy.overlay)], { type: 'image/svg+xml' });
}

/** The PNG file: the same modules, quiet zone, colours and scale. A code with a logo has none (the logo is another site's file). */
export function servicePngBlob(copy: ServiceCopy): Promise<Blob> {
  return qrPngBlob(copy.matrix, copy.pixelsPerModule, copy.colours, copy.overlay.cleared);
}
