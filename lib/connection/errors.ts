import { ApiError } from '../api/errors';

// "Trim is not usable yet" is an ApiError of kind `auth` so every surface can show it through
// describeApiError like any other failure; the subclass and `reason` let a surface offer the
// fitting action (open the options page) without matching on message text.

export type NotConfiguredReason = 'missing' | 'permission';

export class NotConfiguredError extends ApiError {
  readonly reason: NotConfiguredReason;

  constructor(reason: NotConfiguredReason, origin?: string) {
    super(
      'auth',
      reason === 'missing'
        ? 'Trim is not set up yet. Open the options and enter your service address and API key.'
        : `Trim may not access ${origin ?? 'your service'} yet. Open the options and press Save to allow it.`,
    );
    this.reason = reason;
  }
}

export function isNotConfigured(error: unknown): error is NotConfiguredError {
  return error instanceof NotConfiguredError;
}
