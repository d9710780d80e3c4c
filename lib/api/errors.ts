export const API_ERROR_KINDS = [
  'auth',
  'forbidden',
  'rate-limited',
  'not-found',
  'rejected',
  'network',
  'timeout',
  'bad-response',
  'server',
] as const;

export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export interface ApiErrorDetails {
  status?: number;
  /** Seconds to wait before the next request (rate-limited only). */
  retryAfter?: number;
  resetAt?: Date;
  /** The `message` the server sent, verbatim. */
  serverMessage?: string;
  /** Id of the existing record when the server refuses a duplicate (e.g. a channel name in use). */
  existingId?: number;
  /** The answer began as JSON and stopped short: the request itself may well have been carried out. */
  truncated?: boolean;
  cause?: unknown;
}

/** The only error the API layer rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  declare readonly status?: number;
  declare readonly retryAfter?: number;
  declare readonly resetAt?: Date;
  declare readonly serverMessage?: string;
  declare readonly existingId?: number;
  declare readonly truncated?: boolean;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
    if (details.resetAt !== undefined) this.resetAt = details.resetAt;
    if (details.serverMessage !== undefined) this.serverMessage = details.serverMessage;
    if (details.existingId !== undefined) this.existingId = details.existingId;
    if (details.truncated) this.truncated = true;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
