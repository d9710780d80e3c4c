import { z } from 'zod/mini';
import { isHttpUrl } from '@/lib/api/http-url';
import { issueMessage } from '@/lib/forms/issue-message';
import { DEFAULT_API_PATH, normaliseApiPath } from '@/lib/api/defaults';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { fieldErrors, type Validated } from './field-errors';

// The options page's Base URL + API key pair, checked before any request is made.

export interface ConnectionFormValues {
  baseUrl: string;
  apiKey: string;
  /** Blank for the documented `/api`. */
  apiPath?: string;
}

/** A check's message, worded when the check fails: the schema is built on import, before any locale is read. */
const says = (key: MessageKey) => ({ error: () => t(key) });

const connectionSchema = z.object({
  baseUrl: z.string().check(
    z.superRefine((raw, ctx) => {
      const value = raw.trim();
      const fail = (key: MessageKey) => ctx.addIssue({ code: 'custom', message: t(key) });
      if (value === '') return fail('form_url_missing');
      if (!isHttpUrl(value)) return fail('form_url_invalid');
      const url = new URL(value);
      if (url.username || url.password) return fail('form_url_credentials');
      if (url.search || url.hash || value.includes('?') || value.includes('#')) return fail('form_url_query');
    }),
  ),
  apiKey: z.string().check(
    z.refine((v) => v.trim() !== '', says('form_key_missing')),
    z.refine((v) => v.trim() === '' || !/\s/.test(v.trim()), says('form_key_spaces')),
  ),
  apiPath: z.optional(
    z.string().check(
      z.refine(
        (v) =>
          /^[A-Za-z0-9\-._~/]*$/.test(v.trim()) &&
          !v
            .trim()
            .split('/')
            .some((part) => part === '.' || part === '..'),
        says('form_path_invalid'),
      ),
    ),
  ),
});

/**
 * The base URL without the API path at its end: people paste `https://x.tld/api` from the
 * service's documentation, and Trim adds `/api` to every request itself.
 */
export function withoutApiPath(baseUrl: string, apiPath = DEFAULT_API_PATH): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, '');
  try {
    const path = new URL(trimmed).pathname.replace(/\/+$/, '');
    return path.toLowerCase().endsWith(apiPath.toLowerCase()) ? trimmed.slice(0, trimmed.length - apiPath.length) : trimmed;
  } catch {
    return trimmed;
  }
}

/** Validates and normalises the pair: trimmed, and the base URL without a trailing slash or the API path. */
export function validateConnection(values: ConnectionFormValues): Validated<ConnectionFormValues> {
  const result = connectionSchema.safeParse(values, { error: issueMessage });
  if (!result.success) return { ok: false, errors: fieldErrors(result.error) };
  const apiPath = normaliseApiPath(values.apiPath);
  // The documented path is not stored, so a connection saved without one looks the same.
  return {
    ok: true,
    value: { baseUrl: withoutApiPath(values.baseUrl, apiPath), apiKey: values.apiKey.trim(), ...(apiPath === DEFAULT_API_PATH ? {} : { apiPath }) },
  };
}

/** A plain http:// base URL sends the key in clear text with every request. */
export function sendsKeyInClear(baseUrl: string): boolean {
  try {
    return new URL(baseUrl.trim()).protocol === 'http:';
  } catch {
    return false;
  }
}
