import { qrPngBlob, type QrFileColours } from './export';
import { withBorder, type QrMatrix } from './matrix';
import type { QrImageReading } from './read';

// A code kept on the service, as the service drew it: what Trim shows and lets download once a
// code is saved there, so a printed copy is the one whose scans the service counts, in its
// colours. Built from the hosted image read back, never redrawn from what Trim sent.

export interface ServiceCopy {
  /** What the code encodes: for a link code, the service's scan-counting address. */
  text: string;
  /** The modules with the image's own quiet zone. */
  matrix: QrMatrix;
  colours: QrFileColours;
  pixelsPerModule: number;
  /** The image exactly as served. */
  svg: string;
  /** The logo's address; '' for none. */
  logo: string;
}

/** The service's copy, when its image was an SVG Trim could read whole; null otherwise. */
export function serviceCopyOf(served: { text: string } | null, reading: QrImageReading): ServiceCopy | null {
  const { text, modules, foreground, background, logo, border, width } = reading;
  if (!served || text === null || modules === null || foreground === null || background === null || logo === null) return null;
  const matrix = withBorder(modules, border);
  const pixelsPerModule = width ? Math.max(1, Math.round(width / matrix.size)) : 8;
  return { text, matrix, colours: { dark: foreground, light: background }, pixelsPerModule, svg: served.text, logo };
}

/** The SVG file: the service's own bytes. */
export function serviceSvgBlob(copy: ServiceCopy): Blob {
  return new Blob([copy.svg], { type: 'image/svg+xml' });
}

/** The PNG file: the same modules, quiet zone, colours and scale. A code with a logo has none (the logo is another site's file). */
export function servicePngBlob(copy: ServiceCopy): Promise<Blob> {
  return qrPngBlob(copy.matrix, copy.pixelsPerModule, copy.colours);
}
