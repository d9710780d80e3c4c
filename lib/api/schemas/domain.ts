import { z } from 'zod/mini';
import { httpUrlSchema, idSchema, text } from './primitives';

export const domainSchema = z.object({
  id: idSchema,
  /** Full URL including the scheme. */
  domain: text,
  redirectroot: text,
  redirect404: text,
});
export type Domain = z.infer<typeof domainSchema>;

export const domainCreateSchema = /* @__PURE__ */ z.object({
  /** Must already point to the service's server. */
  domain: httpUrlSchema,
  redirectroot: /* @__PURE__ */ z.optional(httpUrlSchema),
  redirect404: /* @__PURE__ */ z.optional(httpUrlSchema),
});
export type DomainCreate = z.infer<typeof domainCreateSchema>;

/** On update an empty string clears a redirect, so '' is a value, not a missing URL. */
const redirectUpdate = /* @__PURE__ */ z.optional(/* @__PURE__ */ z.union([httpUrlSchema, /* @__PURE__ */ z.literal('')]));
export const domainUpdateSchema = /* @__PURE__ */ z.object({ redirectroot: redirectUpdate, redirect404: redirectUpdate });
export type DomainUpdate = z.infer<typeof domainUpdateSchema>;
