// Whether a code's two colours can be told apart by a phone's camera. Scanners turn the image
// into dark and light by brightness, so the measure is the luminance contrast ratio (WCAG's
// formula): 1 for two equal colours, 21 for black on white.

function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace(/^#/, ''), 16);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [luminance(foreground), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Below this, dark and light modules blur into one: refused. (#eeeeee on white is 1.2.) */
export const UNSCANNABLE_BELOW = 2;
/** Below this, some phones in some light fail: said, not refused. (Mid grey on white is 2.8.) */
export const WEAK_BELOW = 4;

/**
 * `unscannable` (refused), `weak` (low contrast), `inverted` (a foreground lighter than its
 * background, which some scanners cannot read), or `ok`.
 */
export type Contrast = 'unscannable' | 'weak' | 'inverted' | 'ok';

export function contrastOf(foreground: string, background: string): Contrast {
  const ratio = contrastRatio(foreground, background);
  if (ratio < UNSCANNABLE_BELOW) return 'unscannable';
  if (ratio < WEAK_BELOW) return 'weak';
  return luminance(foreground) > luminance(background) ? 'inverted' : 'ok';
}
