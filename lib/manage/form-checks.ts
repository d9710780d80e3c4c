import { z } from 'zod/mini';
import { issueMessage } from '@/lib/forms/issue-message';
import { isHttpUrl } from '@/lib/api/http-url';
import { fieldErrors, type Validated } from '@/lib/forms/field-errors';
import { t, type MessageKey } from '@/lib/i18n/messages';

// What the manage page's forms share (its *-form.ts files): their messages and the checks they
// build on. A form holds strings as typed and answers the request body they become, checked
// before sending so a plain typo costs no request; the server still has the last word.

// Keys, not texts: a message is read when its issue is raised (never on import, see lib/i18n).
export const MSG = {
  nameMissing: 'mgl_name_missing',
  campaignShort: 'mgl_campaign_short',
  tooLong: 'mgl_too_long',
  slug: 'mgl_slug',
  colour: 'form_hex_colour',
  domainMissing: 'mgl_domain_missing',
  domainPath: 'mgl_domain_path',
  url: 'mgl_url',
  pixelType: 'mgl_pixel_type',
  tagMissing: 'mgl_tag_missing',
  emailInvalid: 'mgl_email',
  passwordShort: 'mgl_password_short',
  passwordsDiffer: 'mgl_passwords_differ',
  nothing: 'mgl_nothing',
  alias: 'mgl_alias',
  fileDate: 'mgl_date',
  filePast: 'mgl_date_past',
  maxDownloads: 'mgl_max_downloads',
  fileName: 'mgl_file_name',
} as const satisfies Record<string, MessageKey>;

/** A check's message, read in the user's language when the check fails. */
export const say = (key: MessageKey) => ({ error: () => t(key) });

export const SLUG = /^[A-Za-z0-9_-]+$/;
export const trimmed = (max = 255, ...more: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), z.maxLength(max, say(MSG.tooLong)), ...more);

/** An http(s) address, or nothing. */
export const optionalUrl = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || isHttpUrl(v), say(MSG.url)),
);

export function run<T>(schema: z.ZodMiniType<T>, values: unknown): Validated<T> {
  const result = schema.safeParse(values, { error: issueMessage });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
