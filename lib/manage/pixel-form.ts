import { z } from 'zod/mini';
import type { PixelCreate } from '@/lib/api';
import { PIXEL_TYPES } from '@/lib/api/schemas/pixel';
import type { Validated } from '@/lib/forms/field-errors';
import { MSG, say, trimmed, run } from './form-checks';

// The pixel form: its values and their checks (add, and an edit of name and tag).

export interface PixelFormValues {
  type: string;
  name: string;
  tag: string;
}

// The providers' names live with the reference lists (the popup shows them too).
export { PIXEL_TYPE_LABELS, pixelTypeLabel } from '@/lib/reference/pixel-names';

const pixelSchema = z.object({
  type: z.enum(PIXEL_TYPES, say(MSG.pixelType)),
  name: trimmed(255, z.minLength(1, say(MSG.nameMissing))),
  tag: trimmed(1000, z.minLength(1, say(MSG.tagMissing))),
});

export function validatePixel(values: PixelFormValues): Validated<PixelCreate> {
  return run(pixelSchema, values);
}

/** On edit the provider is fixed (and may be one Trim does not know): only name and tag are checked. */
export function validatePixelUpdate(values: Omit<PixelFormValues, 'type'>): Validated<{ name: string; tag: string }> {
  return run(z.pick(pixelSchema, { name: true, tag: true }), values);
}
