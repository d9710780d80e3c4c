import { z } from 'zod/mini';
import { isHttpUrl } from '@/lib/api/http-url';
import { issueMessage } from '@/lib/api/issue-message';
import { DEFAULT_API_PATH, normaliseApiPath } from '@/lib/api/transport';
import { fieldErrors, type Validated } from './field-errors';

// The options page's Base URL + API key pair, checked before any request is made.

export interface ConnectionFormValues {
  baseUrl: string;
  apiKey: string;
  /** Blank for the documented `/api`. */
  apiPath?: string;
}

const MSG = {
  baseUrlMissing: 'Enter the address of your link service, e.g. https://short.example.com.',
  baseUrlInvalid: 'Enter a full address starting with https:// (or http://).',
  baseUrlCredentials: 'Leave out the user name and password; Trim signs in with the API key.',
  baseUrlQuery: 'Leave out everything after ? or #.',
  apiKeyMissing: 'Paste the API key from your account settings on the service.',
  apiKeySpaces: 'The API key has no spaces; check that it was pasted whole.',
  apiPathInvalid: 'Enter a path such as /api: letters, digits, - _ . ~ and /, with no "." or ".." part and nothing after ? or #.',
} as const;

const connectionSchema = z.object({
  baseUrl: z.string().check(
    z.superRefine((raw, ctx) => {
      const value = raw.trim();
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (value === '') return fail(MSG.baseUrlMissing);
      if (!isHttpUrl(value)) return fail(MSG.baseUrlInvalid);
      const url = new URL(value);
      if (url.username || url.password) return fail(MSG.baseUrlCredentials);
      if (url.search || url.hash || value.includes('?') || value.includes('#')) return fail(MSG.baseUrlQuery);
    }),
  ),
  apiKey: z.string().check(
    z.refine((v) => v.trim() !== '', MSG.apiKeyMissing),
    z.refine((v) => v.trim() === '' || !/\s/.test(v.trim()), MSG.apiKeySpaces),
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
        MSG.apiPathInvalid,
      ),
    ),
  ),
});

/** Validates and normalises the pair: trimmed, and the base URL without a trailing slash. */
export function validateConnection(values: ConnectionFormValues): Validated<ConnectionFormValues> {
  const result = connectionSchema.safeParse(values, { error: issueMessage });
  if (!result.success) return { ok: false, errors: fieldErrors(result.error) };
  const apiPath = normaliseApiPath(values.apiPath);
  // The documented path is not stored, so a connection saved without one looks the same.
  return {
    ok: true,
    value: { baseUrl: values.baseUrl.trim().replace(/\/+$/, ''), apiKey: values.apiKey.trim(), ...(apiPath === DEFAULT_API_PATH ? {} : { apiPath }) },
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
