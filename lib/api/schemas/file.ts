import { z } from 'zod/mini';
import { pagingSchema } from './envelope';
import { httpUrlSchema, idSchema, intOr, positiveInt, text, textMatching } from './primitives';

export const fileSchema = z.object({
  id: idSchema,
  name: text,
  downloads: intOr(0),
  shorturl: text,
  date: text,
});
export type FileEntry = z.infer<typeof fileSchema>;

/** POST /api/files/upload answers `{ error, id, shorturl }`; both are what the upload is for. */
export const fileUploadedSchema = z.object({ id: idSchema, shorturl: httpUrlSchema });
export type FileUploaded = z.infer<typeof fileUploadedSchema>;

export const fileListQuerySchema = z.extend(pagingSchema, {
  /** Search by name. */
  name: z.optional(z.string()),
});
export type FileListQuery = z.infer<typeof fileListQuerySchema>;

/** Query parameters of the upload. */
export const fileUploadOptionsSchema = z.object({
  name: z.optional(z.string()),
  /** Custom alias. */
  custom: z.optional(z.string()),
  domain: z.optional(z.string()),
  password: z.optional(z.string()),
  /** `YYYY-MM-DD`. */
  expiry: z.optional(textMatching(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.')),
  maxdownloads: z.optional(positiveInt()),
});
export type FileUploadOptions = z.infer<typeof fileUploadOptionsSchema>;
