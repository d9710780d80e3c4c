import { ApiError, type ApiErrorKind, type Refusal } from './errors';

export interface ErrorDescription {
  title: string;
  hint: string;
  kind: ApiErrorKind | 'unknown';
}

const BY_KIND: Record<ApiErrorKind, { title: string; hint: string }> = {
  auth: {
    title: 'The service did not accept the API key',
    hint: "Copy the key from your account's Developer API page into Trim's options, and make sure the account is active.",
  },
  forbidden: describeRefusal('plan'),
  'rate-limited': {
    title: 'Too many requests',
    hint: 'The service allows a limited number of requests per minute. Wait a moment, then try again.',
  },
  'not-found': {
    title: 'Not found',
    hint: 'It may have been deleted on the service. Refresh the list and try again.',
  },
  rejected: {
    title: 'The service refused the request',
    hint: 'Check the fields and try again.',
  },
  network: {
    title: 'Could not reach the service',
    hint: "Check the service address in Trim's options, your connection, and that Trim is allowed to access the site.",
  },
  timeout: {
    title: 'The service took too long to answer',
    hint: 'The service may be busy. Try again in a moment.',
  },
  'bad-response': {
    title: 'Unexpected answer from the service',
    hint: "Check the service address in Trim's options: it should be the address of a compatible link shortener, e.g. https://short.example.",
  },
  server: {
    title: 'The service had an internal error',
    hint: 'Try again later. If it keeps happening, contact the administrator of the service.',
  },
};

/**
 * An area the plan or the key does not open, e.g. `describeRefusal('key', 'campaigns')`.
 * The server's own words ("…access this endpoint") name no area, so Trim's wording replaces them.
 */
export function describeRefusal(by: Refusal, area = 'this feature'): { title: string; hint: string } {
  return by === 'key'
    ? {
        title: `This API key cannot use ${area}`,
        hint: "Give the key access on the service's Developer API page, or use a key without limits.",
      }
    : {
        title: `Your plan does not include ${area}`,
        hint: 'Upgrade your plan on the service to use this.',
      };
}

/** A cut-off answer is a broken connection, not a wrong address: the advice is to try again. */
const TRUNCATED = {
  title: 'The answer from the service was cut off',
  hint: 'The connection broke while the service was answering. Try again: repeating a shorten with the same options gives back the same link.',
};

/** Hints for messages real servers are known to send; the server's own words stay the title. */
const BY_MESSAGE: { pattern: RegExp; hint: string }[] = [
  { pattern: /alias is taken/i, hint: 'Choose another alias, or leave it empty for a random one.' },
  { pattern: /alias must be at least/i, hint: 'Use an alias of at least 3 characters.' },
  { pattern: /alias is reserved/i, hint: 'That word is reserved by the service. Choose another alias.' },
  { pattern: /valid URL|required parameter: url/i, hint: 'Enter the full address, starting with https:// or http://.' },
  { pattern: /expiry date must be later/i, hint: 'Pick an expiry date in the future, or clear it.' },
  { pattern: /blacklisted/i, hint: 'The service blocks this domain or link. It cannot be shortened there.' },
  { pattern: /monthly limit/i, hint: 'Upgrade your plan on the service, or wait for next month.' },
  { pattern: /already added to the selected channel/i, hint: 'Nothing to do: the item is already in that channel.' },
  { pattern: /invalid short ?url/i, hint: 'Check that the address is a short link of this service.' },
  { pattern: /API service is disabled/i, hint: 'The administrator has turned the API off. Ask them to enable it.' },
  { pattern: /permission to use the API/i, hint: 'Your plan does not include API access. Upgrade your plan to use Trim.' },
  { pattern: /activate your account/i, hint: 'Confirm your account using the email the service sent, then try again.' },
];

function waitHint(seconds: number | undefined): string | undefined {
  if (seconds === undefined) return undefined;
  if (seconds <= 1) return 'Try again now.';
  if (seconds < 90) return `Try again in ${seconds} seconds.`;
  return `Try again in about ${Math.round(seconds / 60)} minutes.`;
}

/** The one place that turns any failure into a user-facing title and what to do about it. */
export function describeApiError(error: unknown): ErrorDescription {
  if (!(error instanceof ApiError)) {
    return { kind: 'unknown', title: 'Something went wrong', hint: 'Try again. If it keeps happening, reload the extension.' };
  }
  if (error.truncated) return { kind: error.kind, ...TRUNCATED };
  if (error.kind === 'forbidden') return { kind: error.kind, ...describeRefusal(error.refusedBy ?? 'plan') };
  const base = BY_KIND[error.kind];
  const message = error.serverMessage?.trim();
  const known = message ? BY_MESSAGE.find(({ pattern }) => pattern.test(message)) : undefined;
  // Raised before any answer (no key, unusable address): Trim's own message says exactly what to fix.
  const local = error.status === undefined && !message && (error.kind === 'auth' || error.kind === 'network') && error.cause === undefined;
  const hint = known?.hint ?? (local ? error.message.trim() || undefined : undefined) ?? (error.kind === 'rate-limited' ? (waitHint(error.retryAfter) ?? base.hint) : base.hint);
  // A web server's "Not Found." says nothing about what to fix; the kind's title does.
  const title = error.kind === 'bad-response' ? base.title : message || base.title;
  return { kind: error.kind, title, hint };
}
