import { z } from 'zod';
import { boolOr, idSchema, text } from './primitives';

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
  name: z.string().trim().min(1),
  description: z.string().optional(),
  color: z
    .string()
    .regex(/^#?[0-9a-f]{3}([0-9a-f]{3})?$/i, 'Use a HEX colour such as #1e90ff.')
    .optional(),
  starred: z.boolean().optional(),
});
export type ChannelCreate = z.infer<typeof channelCreateSchema>;

export const channelUpdateSchema = channelCreateSchema.partial();
export type ChannelUpdate = z.infer<typeof channelUpdateSchema>;
