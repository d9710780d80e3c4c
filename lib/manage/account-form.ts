import { z } from 'zod/mini';
import type { Validated } from '@/lib/forms/field-errors';
import { t } from '@/lib/i18n/messages';
import { MSG, say, run } from './form-checks';

// The account form: a new email or password, checked before it is sent.

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
