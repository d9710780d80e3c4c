import { z } from 'zod/mini';
import type { DomainCreate, DomainUpdate } from '@/lib/api';
import type { Validated } from '@/lib/forms/field-errors';
import { isHttpUrl } from '@/lib/api/http-url';
import { t } from '@/lib/i18n/messages';
import { MSG, optionalUrl, run } from './form-checks';

// The branded-domain form: its values and their checks (add, and an edit of the redirects).

export interface DomainFormValues {
  domain: string;
  redirectroot: string;
  redirect404: string;
}

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
