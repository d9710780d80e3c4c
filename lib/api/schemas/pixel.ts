import { z } from 'zod/mini';
import { idSchema, text, trimmedText } from './primitives';

export const PIXEL_TYPES = [
  'gtmpixel',
  'gapixel',
  'fbpixel',
  'adwordspixel',
  'linkedinpixel',
  'twitterpixel',
  'adrollpixel',
  'quorapixel',
  'pinterest',
  'bing',
  'snapchat',
  'reddit',
  'tiktok',
] as const;
export const pixelTypeSchema = /* @__PURE__ */ z.enum(PIXEL_TYPES);
export type PixelType = z.infer<typeof pixelTypeSchema>;

export const pixelSchema = z.object({
  id: idSchema,
  /** Kept as sent: newer servers may know more types than Trim. */
  type: text,
  name: text,
  tag: text,
  date: text,
});
export type Pixel = z.infer<typeof pixelSchema>;

export const pixelCreateSchema = /* @__PURE__ */ z.object({
  type: pixelTypeSchema,
  name: /* @__PURE__ */ trimmedText(),
  tag: /* @__PURE__ */ trimmedText(),
});
export type PixelCreate = z.infer<typeof pixelCreateSchema>;

export const pixelUpdateSchema = /* @__PURE__ */ z.object({
  name: /* @__PURE__ */ z.optional(/* @__PURE__ */ trimmedText()),
  tag: /* @__PURE__ */ trimmedText(),
});
export type PixelUpdate = z.infer<typeof pixelUpdateSchema>;
