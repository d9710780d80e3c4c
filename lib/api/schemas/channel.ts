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

export const channelCreateSchema = /* @__PURE__ */ z.object({
  name: /* @__PURE__ */ trimmedText(),
  description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  color: /* @__PURE__ */ z.optional(/* @__PURE__ */ textMatching(/^#?[0-9a-f]{3}([0-9a-f]{3})?$/i, 'Use a HEX colour such as #1e90ff.')),
  starred: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
});
export type ChannelCreate = z.infer<typeof channelCreateSchema>;

export const channelUpdateSchema = /* @__PURE__ */ z.partial(channelCreateSchema);
export type ChannelUpdate = z.infer<typeof channelUpdateSchema>;
