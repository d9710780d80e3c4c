import { ApiError, type ApiErrorCode, type ApiErrorKind, type ApiErrorParams } from '@/lib/api/errors';
import type { ErrorRecord } from '@/lib/api/error-record';
import { describeRefusal } from './describe-refusal';
import { t } from './messages';
import { plural } from './compose';

export { describeRefusal };

// The one place a failure becomes words: lib/api raises kinds and codes, storage keeps them, and
// they are worded here, in the language the page reads now.

export interface ErrorDescription {
  title: string;
  hint: string;
  kind: ApiErrorKind | 'unknown';
}

let onOptions = false;

/**
 * The options page says so once as it starts: there a hint that sends the user to "Trim's
 * options" would send them to the page they are on, so it names the field on the page instead.
 */
export function wordErrorsOnOptionsPage(on = true): void {
  onOptions = on;
}

/** Whether failures are worded for the options page (which offers no "Open options" button either). */
export const wordedOnOptionsPage = (): boolean => onOptions;

const BY_KIND: Record<ApiErrorKind, () => { title: string; hint: string }> = {
  auth: () => ({ title: t('err_auth'), hint: onOptions ? t('err_auth_hint_here') : t('err_auth_hint') }),
  forbidden: () => describeRefusal('plan'),
  'rate-limited': () => ({ title: t('err_rate_limited'), hint: t('err_rate_limited_hint') }),
  'not-found': () => ({ title: t('err_not_found'), hint: t('err_not_found_hint') }),
  rejected: () => ({ title: t('err_rejected'), hint: t('err_rejected_hint') }),
  network: () => ({ title: t('err_network'), hint: onOptions ? t('err_network_hint_here') : t('err_network_hint') }),
  timeout: () => ({ title: t('err_timeout'), hint: t('err_timeout_hint') }),
  'bad-response': () => ({ title: t('err_bad_response'), hint: onOptions ? t('err_bad_response_hint_here') : t('err_bad_response_hint') }),
  server: () => ({ title: t('err_server'), hint: t('err_server_hint') }),
};

/** Raised before any request, from Trim's own settings: the hint says exactly what to fix. */
const LOCAL_HINT: Partial<Record<ApiErrorCode, (params: ApiErrorParams) => string>> = {
  'no-key': () => (onOptions ? t('api_no_key_here') : t('api_no_key')),
  'bad-key': () => t('api_bad_key'),
  'not-address': (params) => t('api_not_address', String(params['input'] ?? '')),
  'bad-scheme': (params) => t('api_bad_scheme', String(params['scheme'] ?? '')),
  'has-login': () => t('api_has_login'),
  cancelled: () => t('api_cancelled'),
};

/** Hints for messages real servers are known to send; the server's own words stay the title. */
const BY_MESSAGE: [pattern: RegExp, hint: () => string][] = [
  [/alias is taken/i, () => t('err_hint_alias_taken')],
  [/alias must be at least/i, () => t('err_hint_alias_short')],
  [/alias is reserved/i, () => t('err_hint_alias_reserved')],
  [/valid URL|required parameter: url/i, () => t('err_hint_url')],
  [/expiry date must be later/i, () => t('err_hint_expiry')],
  [/blacklisted/i, () => t('err_hint_blocked')],
  [/monthly limit/i, () => t('err_hint_monthly_limit')],
  [/already added to the selected channel/i, () => t('err_hint_in_channel')],
  [/invalid short ?url/i, () => t('err_hint_short_url')],
  [/API service is disabled/i, () => t('err_hint_api_disabled')],
  [/permission to use the API/i, () => t('err_hint_no_api_plan')],
  [/activate your account/i, () => t('err_hint_activate')],
];

function waitHint(seconds: number | undefined): string | undefined {
  if (seconds === undefined) return undefined;
  if (seconds <= 1) return t('err_wait_now');
  if (seconds < 90) return plural('err_wait_seconds', seconds);
  return plural('err_wait_minutes', Math.round(seconds / 60));
}

/** The rate-limit hint while Trim counts down to a retry of its own (ApiErrorAlert with a retry); none for a long wait or at 0. */
export function retryHint(seconds: number): string | undefined {
  return seconds >= 1 && seconds < 90 ? plural('err_retry_seconds', seconds) : undefined;
}

/** A failure as it was thrown (an ApiError is one) or kept as data (a stored line's or refresh's), worded now. */
export function describeErrorRecord(error: ErrorRecord | ApiError): ErrorDescription {
  if (error.kind === 'unknown') return { kind: 'unknown', title: t('err_unknown'), hint: t('err_unknown_hint') };
  const params = error.params ?? {};
  if (error.code === 'not-configured') {
    const origin = typeof params['origin'] === 'string' ? params['origin'] : '';
    if (params['reason'] === 'missing') return { kind: 'auth', title: t('conn_not_set_up'), hint: onOptions ? t('conn_not_set_up_hint_here') : t('conn_not_set_up_hint') };
    return { kind: 'auth', title: origin ? t('conn_no_access', origin) : t('conn_no_access_any'), hint: onOptions ? t('conn_no_access_hint_here') : t('conn_no_access_hint') };
  }
  // A cut-off answer is a broken connection, not a wrong address: the advice is to try again.
  if (error.truncated) return { kind: error.kind, title: t('err_truncated'), hint: t('err_truncated_hint') };
  if (error.kind === 'forbidden') return { kind: error.kind, ...describeRefusal(error.refusedBy ?? 'plan') };
  if (error.code === 'not-renamed') {
    return { kind: error.kind, title: t('err_not_renamed', String(params['kept'] ?? ''), String(params['asked'] ?? '')), hint: t('err_not_renamed_hint') };
  }
  // Deleted elsewhere (the dashboard, another browser): gone, with nothing left to change.
  // A redirect names where it pointed: nothing (no key, no file) was sent there.
  if (error.code === 'redirected' && typeof params['target'] === 'string' && params['target'] !== '') {
    return { kind: error.kind, title: t('err_redirected', params['target']), hint: onOptions ? t('err_redirected_hint_here') : t('err_redirected_hint') };
  }
  // A queued link or a batch kept for an installation that is gone or points elsewhere now (lib/installations/made-for.ts).
  if (error.code === 'installation-removed') {
    const name = typeof params['name'] === 'string' ? params['name'] : '';
    return { kind: error.kind, title: name ? t('err_installation_removed', name) : t('err_installation_removed_unnamed'), hint: t('err_installation_removed_hint') };
  }
  if (error.code === 'installation-moved') {
    return { kind: error.kind, title: t('err_installation_moved'), hint: t('err_installation_moved_hint', String(params['was'] ?? ''), String(params['now'] ?? '')) };
  }
  if (error.code === 'no-link') return { kind: error.kind, title: t('err_no_link'), hint: t('err_gone_link_hint') };
  if (error.code === 'no-record') return { kind: error.kind, title: params['what'] === 'pixel' ? t('err_gone_pixel') : t('err_gone_domain'), hint: t('err_gone_hint') };
  const base = BY_KIND[error.kind]();
  const message = error.serverMessage?.trim();
  const known = message ? BY_MESSAGE.find(([pattern]) => pattern.test(message))?.[1]() : undefined;
  const local = error.code === undefined ? undefined : LOCAL_HINT[error.code]?.(params);
  const hint = known ?? local ?? (error.kind === 'rate-limited' ? (waitHint(error.retryAfter) ?? base.hint) : base.hint);
  // A web server's "Not Found." says nothing about what to fix; the kind's title does.
  const title = error.kind === 'bad-response' ? base.title : message || base.title;
  return { kind: error.kind, title, hint };
}

/** The one place that turns anything thrown into a user-facing title and what to do about it. */
export function describeApiError(error: unknown): ErrorDescription {
  return describeErrorRecord(error instanceof ApiError ? error : { kind: 'unknown' });
}

/** A failure of a request for an id the user typed: "not found" means that id, not a stale list. */
export function describeItemIdError(error: unknown): ErrorDescription {
  const described = describeApiError(error);
  return described.kind === 'not-found' ? { ...described, hint: t('err_hint_item_id') } : described;
}

/** A stored failure's title: older data kept the sentence itself, shown as it is. */
export function storedErrorTitle(stored: ErrorRecord | string): string {
  return typeof stored === 'string' ? stored : describeErrorRecord(stored).title;
}
