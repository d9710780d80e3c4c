import { z } from 'zod/mini';
import { t } from '@/lib/i18n/messages';

/** `#f00` or `#ff0000`, as the service accepts for a channel's badge colour. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const hexColourSchema = z.string().check(z.trim(), z.regex(HEX_COLOUR, { error: () => t('form_hex_colour') }));

/** Expands `#abc` to `#aabbcc` (what `<input type="color">` needs); null when not a HEX colour. */
export function normaliseHexColour(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (!HEX_COLOUR.test(v)) return null;
  return v.length === 4 ? `#${[...v.slice(1)].map((c) => c + c).join('')}` : v;
}
