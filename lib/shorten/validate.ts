import { z } from 'zod/mini';
import { issueMessage } from '@/lib/forms/issue-message';
import { parseLocalDateTime } from '@/lib/forms/datetime';
import { fieldErrors, type Validated } from '@/lib/forms/field-errors';
import { ALIAS_MAX, ALIAS_MIN, REDIRECT_TYPE, type ShortenBody, type ShortenFormValues, type TargetKind } from './form-model';
import { shortenBody } from './body';
import { DEVICES } from './targeting';
import { isHttpUrl } from '@/lib/api/http-url';
import { isImageUrl } from './image-url';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';

// Checks what the user typed in the shorten form; what passes becomes the request body through
// shortenBody. Kept apart from the form model so the popup loads zod-built schemas only when
// the user first submits.

const TEXT_MAX = 500;

// Keys, not texts: the messages are read when an issue is raised (never on import, see lib/i18n).
const MSG = {
  urlMissing: 'sh_v_url_missing',
  urlInvalid: 'sh_v_url',
  aliasChars: 'sh_v_chars',
  imageInvalid: 'sh_v_image',
  expiryInvalid: 'sh_v_expiry',
  expiryPast: 'sh_v_past',
  countryMissing: 'sh_v_country',
  deviceMissing: 'sh_v_device',
  languageInvalid: 'sh_v_language',
  targetTwice: 'sh_v_twice',
  targetLinkMissing: 'sh_v_target_link',
  deeplinkMissing: 'sh_v_deeplink',
  parameterName: 'sh_v_param',
  choice: 'sh_v_choice',
} as const satisfies Record<string, MessageKey>;

// Every rule is a superRefine check, the one kind this form needs anyway for its row checks:
// zod's length, pattern and refine checks would each add their code to the popup for the same
// message on the same field.
const rule = (ok: (value: string) => boolean, message: MessageKey) =>
  z.superRefine<string>((value, ctx) => {
    if (!ok(value)) ctx.addIssue({ code: 'custom', message: t(message) });
  });
const atMost = (max: number) =>
  z.superRefine<string>((value, ctx) => {
    if (value.length > max) ctx.addIssue({ code: 'custom', message: plural('sh_v_long', max) });
  });
const matching = (pattern: RegExp, message: MessageKey) => rule((v) => pattern.test(v), message);
const text = (max = TEXT_MAX) => z.string().check(atMost(max));
const optionalHttpUrl = (message: MessageKey = MSG.urlInvalid) => z.string().check(rule((v) => v.trim() === '' || isHttpUrl(v.trim()), message));
const idOrEmpty = z.string().check(matching(/^(|[1-9]\d{0,15})$/, MSG.choice));

const targetRows = (kind: TargetKind) =>
  z.array(z.object({ id: z.number(), target: z.string(), link: z.string() })).check(
    z.superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const target = row.target.trim();
        const link = row.link.trim();
        if (target === '' && link === '') return; // a blank row is ignored, not an error
        const targetProblem =
          kind === 'geo'
            ? target === ''
              ? MSG.countryMissing
              : undefined
            : kind === 'device'
              ? (DEVICES as readonly string[]).includes(target)
                ? undefined
                : MSG.deviceMissing
              : /^[a-z]{2}$/.test(target)
                ? undefined
                : MSG.languageInvalid;
        if (targetProblem) ctx.addIssue({ code: 'custom', message: t(targetProblem), path: [index, 'target'] });
        else if (seen.has(target.toLowerCase())) ctx.addIssue({ code: 'custom', message: t(MSG.targetTwice), path: [index, 'target'] });
        seen.add(target.toLowerCase());
        if (link === '') ctx.addIssue({ code: 'custom', message: t(MSG.targetLinkMissing), path: [index, 'link'] });
        else if (!isHttpUrl(link)) ctx.addIssue({ code: 'custom', message: t(MSG.urlInvalid), path: [index, 'link'] });
      });
    }),
  );

function buildShortenSchema() {
  return z
    .object({
      url: z.string().check(
        rule((v) => v.trim() !== '', MSG.urlMissing),
        rule((v) => v.trim() === '' || isHttpUrl(v.trim()), MSG.urlInvalid),
      ),
      alias: z.string().check(
        z.superRefine((raw, ctx) => {
          const alias = raw.trim();
          if (alias === '') return;
          if (!/^[A-Za-z0-9_-]+$/.test(alias)) ctx.addIssue({ code: 'custom', message: t(MSG.aliasChars) });
          else if (alias.length < ALIAS_MIN) ctx.addIssue({ code: 'custom', message: plural('sh_v_min', ALIAS_MIN) });
          else if (alias.length > ALIAS_MAX) ctx.addIssue({ code: 'custom', message: plural('sh_v_max', ALIAS_MAX) });
        }),
      ),
      domain: optionalHttpUrl(MSG.choice),
      campaign: idOrEmpty,
      channel: idOrEmpty,
      status: z.enum(['public', 'private'], { error: () => t(MSG.choice) }),
      type: z.string().check(matching(REDIRECT_TYPE, MSG.choice)),
      password: text(255),
      // "In the future" depends on the clock, so it is checked after parsing (see below).
      expiry: z.string().check(rule((raw) => raw.trim() === '' || parseLocalDateTime(raw) !== null, MSG.expiryInvalid)),
      description: text(),
      metatitle: text(),
      metadescription: text(),
      metaimage: z.string().check(rule((v) => v.trim() === '' || isImageUrl(v.trim()), MSG.imageInvalid)),
      pixels: z.array(z.int().check(z.positive())),
      geo: targetRows('geo'),
      device: targetRows('device'),
      language: targetRows('language'),
      deeplink: z.enum(['none', 'auto', 'custom']),
      deeplinkApple: optionalHttpUrl(),
      deeplinkGoogle: optionalHttpUrl(),
      parameters: z.array(z.object({ id: z.number(), name: z.string(), value: z.string().check(atMost(TEXT_MAX)) })).check(
        z.superRefine((rows, ctx) => {
          rows.forEach((row, index) => {
            if (row.name.trim() === '' && row.value.trim() === '') return;
            if (!/^[^\s&=#]+$/.test(row.name.trim())) ctx.addIssue({ code: 'custom', message: t(MSG.parameterName), path: [index, 'name'] });
          });
        }),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.deeplink === 'custom' && values.deeplinkApple.trim() === '' && values.deeplinkGoogle.trim() === '')
          ctx.addIssue({ code: 'custom', message: t(MSG.deeplinkMissing), path: ['deeplinkApple'] });
      }),
    );
}

/** Checks what the user typed; either the body to send or one message per invalid field. */
// Built once: zod schemas are costly to construct and the popup validates on every submit.
let shortenSchema: ReturnType<typeof buildShortenSchema> | undefined;

export function validateShortenForm(values: ShortenFormValues, now: Date = new Date()): Validated<ShortenBody> {
  shortenSchema ??= buildShortenSchema();
  const result = shortenSchema.safeParse(values, { error: issueMessage });
  const errors = result.success ? {} : fieldErrors(result.error);
  const expiry = typeof values.expiry === 'string' && values.expiry.trim() !== '' ? parseLocalDateTime(values.expiry) : null;
  if (!errors.expiry && expiry && expiry.getTime() <= now.getTime()) errors.expiry = t(MSG.expiryPast);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: shortenBody(values) };
}
