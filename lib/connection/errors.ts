import { describeApiError, type ErrorDescription } from '@/lib/api/describe-error';
import { ApiError } from '@/lib/api/errors';
import { t } from '@/lib/i18n/messages';

// "Trim is not usable yet" is an ApiError of kind `auth` so every surface handles it like any
// other failure; the subclass and `reason` let a surface offer the fitting action (open the
// options page) without matching on message text, and describeError words it precisely.

export type NotConfiguredReason = 'missing' | 'permission';

export class NotConfiguredError extends ApiError {
  readonly reason: NotConfiguredReason;
  readonly origin: string | undefined;

  constructor(reason: NotConfiguredReason, origin?: string) {
    // For developers' logs; describeError words it for the user.
    super('auth', reason === 'missing' ? 'Trim is not set up yet' : `Trim may not access ${origin ?? 'your service'} yet`);
    this.reason = reason;
    this.origin = origin;
  }
}

export function isNotConfigured(error: unknown): error is NotConfiguredError {
  return error instanceof NotConfiguredError;
}

/**
 * describeApiError, plus the two set-up problems that come from Trim rather than from the
 * service (its own wording for them would blame the key).
 */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof NotConfiguredError) {
    if (error.reason === 'missing') return { kind: 'auth', title: t('conn_not_set_up'), hint: t('conn_not_set_up_hint') };
    return { kind: 'auth', title: error.origin ? t('conn_no_access', error.origin) : t('conn_no_access_any'), hint: t('conn_no_access_hint') };
  }
  return describeApiError(error);
}
