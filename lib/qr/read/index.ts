import type { QrBox } from '@/lib/qr/matrix';
import { readCodewords, type Modules } from './matrix';
import { readText } from './segments';
import { readSvgQr } from './svg';

export type { Modules } from './matrix';

// A hosted QR image read back: what it encodes, its colours and logo. Only SVG is read (its
// modules are drawn one by one); a bitmap is not, and everything it holds stays unknown.

export interface QrImageReading {
  /** The text the code encodes; null when its modules could not be read. */
  text: string | null;
  modules: Modules | null;
  /** Quiet-zone modules around the code in the image. */
  border: number;
  /** `#rrggbb`, or null when unknown. */
  foreground: string | null;
  background: string | null;
  /** The logo's http(s) address; '' none; null unknown. */
  logo: string | null;
  /** Where the logo sits, in modules of the code with its quiet zone; null for none or unknown. */
  logoBox: QrBox | null;
  /** Rectangles in the background colour drawn over the modules, in modules of the code with its quiet zone. */
  cleared: QrBox[];
  /** The image's width in pixels, if it says. */
  width: number | null;
}

export const UNREAD: QrImageReading = { text: null, modules: null, border: 0, foreground: null, background: null, logo: null, logoBox: null, cleared: [], width: null };

/**
 * No honest image comes near this: a version 40 code drawn one rectangle per module is about
 * 700 kB. The cap is checked before anything reads the text, so a larger file costs nothing.
 */
export const MAX_SVG_LENGTH = 1_000_000;

/** The text a clean module matrix encodes, or null. */
export function decodeModules(modules: Modules): string | null {
  const codewords = readCodewords(modules);
  return codewords ? readText(codewords.data, codewords.version) : null;
}

/** What an image of the service says, by its type; a bitmap, anything too large and anything unreadable reads as UNREAD. Never throws. */
export function readQrImage(contentType: string, body: string): QrImageReading {
  if (body.length > MAX_SVG_LENGTH) return UNREAD;
  if (!/svg/i.test(contentType) && !/^\s*(<\?xml[^>]*>\s*)?<svg\b/i.test(body)) return UNREAD;
  try {
    const svg = readSvgQr(body);
    return svg ? { ...svg, text: svg.modules ? decodeModules(svg.modules) : null } : UNREAD;
  } catch {
    // The service's file is foreign input: whatever it holds, a failed read is an unread code.
    return UNREAD;
  }
}
