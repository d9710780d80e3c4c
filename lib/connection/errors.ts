import { ApiError } from '@/lib/api/errors';

// "Trim is not usable yet" is an ApiError of kind `auth` so every surface handles it like any
// other failure; the subclass and `reason` let a surface offer the fitting action (open the
// options page) without matching on message text; its code and params let describeApiError word
// it precisely, thrown or stored.

export type NotConfiguredReason = 'missing' | 'permission';

export class NotConfiguredError extends ApiError {
  readonly reason: NotConfiguredReason;
  readonly origin: string | undefined;

  constructor(reason: NotConfiguredReason, origin?: string) {
    // For developers' logs; describeError words it for the user.
    super('auth', 'not-configured', reason === 'missing' ? 'Trim is not set up yet' : `Trim may not access ${origin ?? 'your service'} yet`, {
      params: origin === undefined ? { reason } : { reason, origin },
    });
    this.reason = reason;
    this.origin = origin;
  }
}

export function isNotConfigured(error: unknown): error is NotConfiguredError {
  return error instanceof NotConfiguredError;
}
