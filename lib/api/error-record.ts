import { z } from 'zod/mini';
import { API_ERROR_KINDS, ApiError, type ApiErrorParams } from './errors';
import { API_ERROR_CODES } from './error-codes';

// A failure as plain data, for storage and messages: what the presentation side needs to word it
// (in whatever language the page reads then), never the words themselves.

// Checked by hand rather than with z.record and z.union: every page and the worker read error
// records, and those two constructors would be zod code each of them carries for this alone.
const isParams = (value: unknown): value is ApiErrorParams =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((one) => typeof one === 'string' || typeof one === 'number' || typeof one === 'boolean');

export const errorRecordSchema = z.object({
  /** `unknown` for anything thrown that is not an ApiError. */
  kind: z.enum([...API_ERROR_KINDS, 'unknown']),
  code: z.optional(z.enum(API_ERROR_CODES)),
  params: z.optional(z.custom<ApiErrorParams>(isParams)),
  status: z.optional(z.number()),
  serverMessage: z.optional(z.string()),
  retryAfter: z.optional(z.number()),
  truncated: z.optional(z.boolean()),
  refusedBy: z.optional(z.enum(['plan', 'key'])),
});

export type ErrorRecord = z.infer<typeof errorRecordSchema>;

export function toErrorRecord(error: unknown): ErrorRecord {
  if (!(error instanceof ApiError)) return { kind: 'unknown' };
  const record: ErrorRecord = { kind: error.kind, code: error.code };
  if (Object.keys(error.params).length > 0) record.params = { ...error.params };
  if (error.status !== undefined) record.status = error.status;
  if (error.serverMessage !== undefined) record.serverMessage = error.serverMessage;
  if (error.retryAfter !== undefined) record.retryAfter = error.retryAfter;
  if (error.truncated) record.truncated = true;
  if (error.refusedBy !== undefined) record.refusedBy = error.refusedBy;
  return record;
}

/** An error record, or the sentence an older version stored in its place (shown as it is). */
export const storedErrorSchema = z.custom<ErrorRecord | string>((value) => typeof value === 'string' || errorRecordSchema.safeParse(value).success);
