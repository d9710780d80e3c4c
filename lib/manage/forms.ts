import { z } from 'zod/mini';
import type { CampaignCreate, ChannelCreate, DomainCreate, DomainUpdate, FileUploadOptions, PixelCreate } from '@/lib/api';
import { issueMessage } from '@/lib/forms/issue-message';
import { PIXEL_TYPES } from '@/lib/api/schemas/pixel';
import { fieldErrors, type Validated } from '@/lib/forms/field-errors';
import { HEX_COLOUR, normaliseHexColour } from '@/lib/forms/hex-colour';
import { isHttpUrl } from '@/lib/api/http-url';
import { t, type MessageKey } from '@/lib/i18n/messages';

// What the manage page's forms hold (strings, as typed) and the request bodies they become.
// Checked before sending so a plain typo costs no request; the server still has the last word.

// Keys, not texts: a message is read when its issue is raised (never on import, see lib/i18n).
const MSG = {
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
const say = (key: MessageKey) => ({ error: () => t(key) });

const SLUG = /^[A-Za-z0-9_-]+$/;
const trimmed = (max = 255, ...more: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), z.maxLength(max, say(MSG.tooLong)), ...more);

function run<T>(schema: z.ZodMiniType<T>, values: unknown): Validated<T> {
  const result = schema.safeParse(values, { error: issueMessage });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

// ---- Campaigns

export interface CampaignFormValues {
  name: string;
  slug: string;
  public: boolean;
}

/** The rotator slug is the rotator URL's last path segment; '' when the campaign has none. */
export function slugOfRotator(rotator: string | false): string {
  if (rotator === false) return '';
  try {
    return decodeURIComponent(new URL(rotator).pathname.split('/').filter(Boolean).at(-1) ?? '');
  } catch {
    return '';
  }
}

/** The service keeps a campaign's old name, without an error, when the new one is shorter than this. */
export const CAMPAIGN_NAME_MIN = 3;

const campaignFields = z.object({
  name: trimmed(
    255,
    z.minLength(1, say(MSG.nameMissing)),
    z.refine((v) => v === '' || v.length >= CAMPAIGN_NAME_MIN, say(MSG.campaignShort)),
  ),
  slug: trimmed(
    64,
    z.refine((v) => v === '' || SLUG.test(v), say(MSG.slug)),
  ),
  public: z.boolean(),
});
const campaignSchema = z.pipe(
  campaignFields,
  z.transform(({ name, slug, public: isPublic }: z.output<typeof campaignFields>): CampaignCreate & { name: string } => ({
    name,
    ...(slug === '' ? {} : { slug }),
    public: isPublic,
  })),
);

export function validateCampaign(values: CampaignFormValues): Validated<CampaignCreate & { name: string }> {
  return run(campaignSchema, values);
}

/**
 * A rename's body: the slug only when it changed. The service refuses its own unchanged slug
 * ("This slug is currently not available") after it has renamed the campaign; an emptied slug
 * removes the rotator (the service clears it on an empty string).
 */
export function campaignChanges(body: CampaignCreate & { name: string }, rotator: string | false): CampaignCreate & { name: string } {
  const { slug, ...rest } = body;
  const before = slugOfRotator(rotator);
  if ((slug ?? '') === before) return rest;
  return { ...rest, slug: slug ?? '' };
}

// ---- Channels

export interface ChannelFormValues {
  name: string;
  description: string;
  color: string;
  starred: boolean;
}

const channelFields = z.object({
  name: trimmed(255, z.minLength(1, say(MSG.nameMissing))),
  description: trimmed(1000),
  color: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || HEX_COLOUR.test(v), say(MSG.colour)),
  ),
  starred: z.boolean(),
});
const channelSchema = z.pipe(
  channelFields,
  z.transform(({ name, description, color, starred }: z.output<typeof channelFields>): ChannelCreate => ({
    name,
    description,
    ...(color === '' ? {} : { color: normaliseHexColour(color) ?? color }),
    starred,
  })),
);

export function validateChannel(values: ChannelFormValues): Validated<ChannelCreate> {
  return run(channelSchema, values);
}

// ---- Branded domains

export interface DomainFormValues {
  domain: string;
  redirectroot: string;
  redirect404: string;
}

const optionalUrl = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || isHttpUrl(v), say(MSG.url)),
);

const redirectsSchema = z.object({ redirectroot: optionalUrl, redirect404: optionalUrl });

function domainRedirects(values: { redirectroot: string; redirect404: string }): DomainUpdate {
  return {
    ...(values.redirectroot === '' ? {} : { redirectroot: values.redirectroot }),
    ...(values.redirect404 === '' ? {} : { redirect404: values.redirect404 }),
  };
}

const domainFields = z.extend(redirectsSchema, {
  domain: z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (!isHttpUrl(value)) return ctx.addIssue({ code: 'custom', message: t(MSG.domainMissing) });
      const url = new URL(value);
      if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || value.includes('?') || value.includes('#')) {
        ctx.addIssue({ code: 'custom', message: t(MSG.domainPath) });
      }
    }),
  ),
});
const domainSchema = z.pipe(
  domainFields,
  // The service stores the domain as scheme + host, which is also how links name it.
  z.transform((values: z.output<typeof domainFields>): DomainCreate => ({ domain: new URL(values.domain).origin, ...domainRedirects(values) })),
);

export function validateDomain(values: DomainFormValues): Validated<DomainCreate> {
  return run(domainSchema, values);
}

/** On edit both redirects are sent as they stand: an emptied field clears that redirect. */
export function validateDomainRedirects(values: Omit<DomainFormValues, 'domain'>): Validated<DomainUpdate> {
  return run(redirectsSchema, values);
}

// ---- Pixels

export interface PixelFormValues {
  type: string;
  name: string;
  tag: string;
}

// The providers' names live with the reference lists (the popup shows them too).
export { PIXEL_TYPE_LABELS, pixelTypeLabel } from '@/lib/reference/pixel-names';

const pixelSchema = z.object({
  type: z.enum(PIXEL_TYPES, say(MSG.pixelType)),
  name: trimmed(255, z.minLength(1, say(MSG.nameMissing))),
  tag: trimmed(1000, z.minLength(1, say(MSG.tagMissing))),
});

export function validatePixel(values: PixelFormValues): Validated<PixelCreate> {
  return run(pixelSchema, values);
}

/** On edit the provider is fixed (and may be one Trim does not know): only name and tag are checked. */
export function validatePixelUpdate(values: Omit<PixelFormValues, 'type'>): Validated<{ name: string; tag: string }> {
  return run(z.pick(pixelSchema, { name: true, tag: true }), values);
}

// ---- Account

export interface AccountFormValues {
  email: string;
  password: string;
  confirm: string;
}

const emailFormat = z.email();
const accountFields = z
  .object({
    email: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || emailFormat.safeParse(v).success, say(MSG.emailInvalid)),
    ),
    password: z.string().check(z.refine((v) => v === '' || v.length >= 5, say(MSG.passwordShort))),
    confirm: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.password !== '' && values.password !== values.confirm) {
        ctx.addIssue({ code: 'custom', message: t(MSG.passwordsDiffer), path: ['confirm'] });
      }
      if (values.email === '' && values.password === '') ctx.addIssue({ code: 'custom', message: t(MSG.nothing), path: ['email'] });
    }),
  );
const accountSchema = z.pipe(
  accountFields,
  z.transform(({ email, password }: z.output<typeof accountFields>) => ({
    ...(email === '' ? {} : { email }),
    ...(password === '' ? {} : { password }),
  })),
);

/** Either field may change alone; a new password must be typed twice. */
export function validateAccountUpdate(values: AccountFormValues, currentEmail: string): Validated<{ email?: string; password?: string }> {
  const sameEmail = values.email.trim().toLowerCase() === currentEmail.trim().toLowerCase();
  return run(accountSchema, { ...values, email: sameEmail ? '' : values.email });
}

// ---- File upload

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
