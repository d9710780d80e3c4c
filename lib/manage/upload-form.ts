import { z } from 'zod/mini';
import type { FileUploadOptions } from '@/lib/api';
import type { Validated } from '@/lib/forms/field-errors';
import { t } from '@/lib/i18n/messages';
import { MSG, optionalUrl, say, SLUG, trimmed, run } from './form-checks';

// The file-upload form: its values and their check.

export interface UploadFormValues {
  name: string;
  alias: string;
  domain: string;
  password: string;
  /** `YYYY-MM-DD` from a date input; '' for none. */
  expiry: string;
  maxDownloads: string;
}

function today(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function uploadSchema(now: Date) {
  const fields = z.object({
    name: trimmed(255, z.minLength(1, say(MSG.fileName))),
    alias: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || (SLUG.test(v) && v.length >= 3 && v.length <= 64), say(MSG.alias)),
    ),
    domain: optionalUrl,
    password: z.string().check(z.maxLength(255, say(MSG.tooLong))),
    expiry: z.string().check(
      z.trim(),
      z.superRefine((v, ctx) => {
        if (v === '') return;
        if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) ctx.addIssue({ code: 'custom', message: t(MSG.fileDate) });
        else if (v <= today(now)) ctx.addIssue({ code: 'custom', message: t(MSG.filePast) });
      }),
    ),
    maxDownloads: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || /^[1-9]\d{0,8}$/.test(v), say(MSG.maxDownloads)),
    ),
  });
  return z.pipe(
    fields,
    z.transform((values: z.output<typeof fields>): FileUploadOptions & { name: string } => ({
      name: values.name,
      ...(values.alias === '' ? {} : { custom: values.alias }),
      ...(values.domain === '' ? {} : { domain: values.domain }),
      ...(values.password === '' ? {} : { password: values.password }),
      ...(values.expiry === '' ? {} : { expiry: values.expiry }),
      ...(values.maxDownloads === '' ? {} : { maxdownloads: Number(values.maxDownloads) }),
    })),
  );
}

export function validateUpload(values: UploadFormValues, now: Date = new Date()): Validated<FileUploadOptions & { name: string }> {
  return run(uploadSchema(now), values);
}
