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

export const fileListQuerySchema = /* @__PURE__ */ z.extend(pagingSchema, {
  /** Search by name. */
  name: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});
export type FileListQuery = z.infer<typeof fileListQuerySchema>;

/** Query parameters of the upload. */
export const fileUploadOptionsSchema = /* @__PURE__ */ z.object({
  name: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  /** Custom alias. */
  custom: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  domain: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  password: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  /** `YYYY-MM-DD`. */
  expiry: /* @__PURE__ */ z.optional(/* @__PURE__ */ textMatching(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.')),
  maxdownloads: /* @__PURE__ */ z.optional(/* @__PURE__ */ positiveInt()),
});
export type FileUploadOptions = z.infer<typeof fileUploadOptionsSchema>;
