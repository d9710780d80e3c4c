import { z } from 'zod';
import { idSchema, intOrNull, isRecord, text } from './primitives';

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
export const accountSchema = z
  .preprocess((raw) => (isRecord(raw) && isRecord(raw['data']) ? raw['data'] : raw), accountFields)
  .transform(({ planid, ...account }) => ({ ...account, planId: planid }));
export type Account = z.infer<typeof accountSchema>;

export const accountUpdateSchema = z.object({
  email: z.email().optional(),
  password: z.string().min(1).optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;
