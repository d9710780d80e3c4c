import { z } from 'zod/mini';
import { boolOr, idSchema, text, textMatching, trimmedText } from './primitives';

/** A channel list item, and the answer to channel creation. */
export const channelSchema = z.object({
  id: idSchema,
  name: text,
  description: text,
  /** Badge colour, HEX. */
  color: text,
  starred: boolOr(false),
});
export type Channel = z.infer<typeof channelSchema>;

export const channelCreateSchema = z.object({
  name: trimmedText(),
  description: z.optional(z.string()),
  color: z.optional(textMatching(/^#?[0-9a-f]{3}([0-9a-f]{3})?$/i, 'Use a HEX colour such as #1e90ff.')),
  starred: z.optional(z.boolean()),
});
export type ChannelCreate = z.infer<typeof channelCreateSchema>;

export const channelUpdateSchema = z.partial(channelCreateSchema);
export type ChannelUpdate = z.infer<typeof channelUpdateSchema>;
