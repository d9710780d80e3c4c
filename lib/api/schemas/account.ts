import { z } from 'zod/mini';
import { idSchema, intOrNull, nonEmptyText, text } from './primitives';
import { isRecord } from '@/lib/api/guards';

const accountFields = z.object({
  id: idSchema,
  email: text,
  username: text,
  avatar: text,
  /** Plan name such as `pro` or `free`. */
  status: text,
  expires: text,
  registered: text,
  planid: intOrNull,
});

/** GET /api/account answers `{ error, data: <account> }`. */
export const accountSchema = z.pipe(
  z.pipe(
    z.transform((raw) => (isRecord(raw) && isRecord(raw['data']) ? raw['data'] : raw)),
    accountFields,
  ),
  z.transform(({ planid, ...account }: z.output<typeof accountFields>) => ({ ...account, planId: planid })),
);
export type Account = z.infer<typeof accountSchema>;

// Marked pure call by call, as in link-input.ts: a page that reads the account needs no email format.
export const accountUpdateSchema = /* @__PURE__ */ z.object({
  email: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.email()),
  password: /* @__PURE__ */ z.optional(/* @__PURE__ */ nonEmptyText()),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;
