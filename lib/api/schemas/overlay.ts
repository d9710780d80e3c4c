import { z } from 'zod/mini';
import { idSchema, text } from './primitives';

/** A CTA overlay; listed under `cta` (spec) or `overlay` (real servers). */
export const overlaySchema = z.object({ id: idSchema, type: text, name: text, date: text });
export type Overlay = z.infer<typeof overlaySchema>;
