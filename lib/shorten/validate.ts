import { z } from 'zod/mini';
import { issueMessage } from '@/lib/api/issue-message';
import { parseLocalDateTime } from '@/lib/forms/datetime';
import { fieldErrors, type Validated } from '@/lib/forms/field-errors';
import { ALIAS_MAX, ALIAS_MIN, REDIRECT_TYPE, type ShortenBody, type ShortenFormValues, type TargetKind } from './form-model';
import { shortenBody } from './body';
import { DEVICES } from './targeting';
import { isHttpUrl } from '@/lib/api/http-url';
import { isImageUrl } from './image-url';

// Checks what the user typed in the shorten form; what passes becomes the request body through
// shortenBody. Kept apart from the form model so the popup loads zod-built schemas only when
// the user first submits.

const TEXT_MAX = 500;

const MSG = {
  urlMissing: 'Enter the address to shorten.',
  urlInvalid: 'Enter a full web address starting with http:// or https://.',
  aliasShort: `Use at least ${ALIAS_MIN} characters.`,
  aliasLong: `Use at most ${ALIAS_MAX} characters.`,
  aliasChars: 'Use only letters, numbers, hyphens (-) and underscores (_).',
  linkInvalid: 'Enter a full web address starting with http:// or https://.',
  imageInvalid: 'Enter the web address of a .jpg or .png image.',
  expiryInvalid: 'Enter a complete date and time.',
  expiryPast: 'Choose a date and time in the future.',
  tooLong: `Keep this under ${TEXT_MAX} characters.`,
  countryMissing: 'Choose a country.',
  deviceMissing: 'Choose a device.',
  languageInvalid: 'Choose a language (two-letter code).',
  targetTwice: 'This is already targeted in a row above.',
  targetLinkMissing: 'Enter where this row sends visitors.',
  deeplinkMissing: 'Enter an App Store or a Google Play address.',
  parameterName: 'Enter a name without spaces, &, = or #.',
  choice: 'Choose one of the listed options.',
} as const;

// Every rule is a superRefine check, the one kind this form needs anyway for its row checks:
// zod's length, pattern and refine checks would each add their code to the popup for the same
// message on the same field.
const rule = (ok: (value: string) => boolean, message: string) =>
  z.superRefine<string>((value, ctx) => {
    if (!ok(value)) ctx.addIssue({ code: 'custom', message });
  });
const atMost = (max: number) => rule((v) => v.length <= max, MSG.tooLong);
const matching = (pattern: RegExp, message: string) => rule((v) => pattern.test(v), message);
const text = (max = TEXT_MAX) => z.string().check(atMost(max));
const optionalHttpUrl = (message: string = MSG.linkInvalid) => z.string().check(rule((v) => v.trim() === '' || isHttpUrl(v.trim()), message));
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
        if (targetProblem) ctx.addIssue({ code: 'custom', message: targetProblem, path: [index, 'target'] });
        else if (seen.has(target.toLowerCase())) ctx.addIssue({ code: 'custom', message: MSG.targetTwice, path: [index, 'target'] });
        seen.add(target.toLowerCase());
        if (link === '') ctx.addIssue({ code: 'custom', message: MSG.targetLinkMissing, path: [index, 'link'] });
        else if (!isHttpUrl(link)) ctx.addIssue({ code: 'custom', message: MSG.linkInvalid, path: [index, 'link'] });
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
          if (!/^[A-Za-z0-9_-]+$/.test(alias)) ctx.addIssue({ code: 'custom', message: MSG.aliasChars });
          else if (alias.length < ALIAS_MIN) ctx.addIssue({ code: 'custom', message: MSG.aliasShort });
          else if (alias.length > ALIAS_MAX) ctx.addIssue({ code: 'custom', message: MSG.aliasLong });
        }),
      ),
      domain: optionalHttpUrl(MSG.choice),
      campaign: idOrEmpty,
      channel: idOrEmpty,
      status: z.enum(['public', 'private'], { message: MSG.choice }),
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
            if (!/^[^\s&=#]+$/.test(row.name.trim())) ctx.addIssue({ code: 'custom', message: MSG.parameterName, path: [index, 'name'] });
          });
        }),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.deeplink === 'custom' && values.deeplinkApple.trim() === '' && values.deeplinkGoogle.trim() === '')
          ctx.addIssue({ code: 'custom', message: MSG.deeplinkMissing, path: ['deeplinkApple'] });
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
  if (!errors.expiry && expiry && expiry.getTime() <= now.getTime()) errors.expiry = MSG.expiryPast;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: shortenBody(values) };
}
