import { z } from 'zod/mini';
import { idSchema, text } from './primitives';

export const CHANNEL_ITEM_TYPES = ['links', 'bio', 'qr'] as const;
export const channelItemTypeSchema = /* @__PURE__ */ z.enum(CHANNEL_ITEM_TYPES);
export type ChannelItemType = z.infer<typeof channelItemTypeSchema>;

/** An item of GET /api/channel/{id}. */
export const channelItemSchema = z.object({
  /** `links`, `bio` or `qr`; kept as sent should a server add a type. */
  type: text,
  /** Id within its type. */
  id: idSchema,
  title: text,
  preview: text,
  link: text,
  date: text,
});
