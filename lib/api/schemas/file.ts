import { z } from 'zod';
import { pagingSchema } from './envelope';
import { httpUrlSchema, idSchema, intOr, text } from './primitives';

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

export const fileListQuerySchema = pagingSchema.extend({
  /** Search by name. */
  name: z.string().optional(),
});
export type FileListQuery = z.infer<typeof fileListQuerySchema>;

/** Query parameters of the upload. */
export const fileUploadOptionsSchema = z.object({
  name: z.string().optional(),
  /** Custom alias. */
  custom: z.string().optional(),
  domain: z.string().optional(),
  password: z.string().optional(),
  /** `YYYY-MM-DD`. */
  expiry: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.').optional(),
  maxdownloads: z.number().int().positive().optional(),
});
export type FileUploadOptions = z.infer<typeof fileUploadOptionsSchema>;
