export const API_ERROR_KINDS = ['auth', 'forbidden', 'rate-limited', 'not-found', 'rejected', 'network', 'timeout', 'bad-response', 'server'] as const;

export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

import type { ApiErrorCode } from './error-codes';

export type { ApiErrorCode } from './error-codes';

/** What a code's wording needs, e.g. `{ seconds: 15 }`: plain values, so an error can be stored and sent. */
export type ApiErrorParams = Record<string, string | number | boolean>;

/**
 * Why a `forbidden` area is closed: the user's plan lacks it, or the API key is limited to
 * other areas. Either way the rest of the service works; refusing the whole key is `auth`.
 */
export type Refusal = 'plan' | 'key';

export interface ApiErrorDetails {
  params?: ApiErrorParams;
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
  /** Set on `forbidden`: what closes the area. */
  refusedBy?: Refusal;
  cause?: unknown;
}

/** The only error the API layer rejects with. Its message is English, for developers; users read its kind and code worded. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: ApiErrorCode;
  readonly params: ApiErrorParams;
  declare readonly status?: number;
  declare readonly retryAfter?: number;
  declare readonly resetAt?: Date;
  declare readonly serverMessage?: string;
  declare readonly existingId?: number;
  declare readonly truncated?: boolean;
  declare readonly refusedBy?: Refusal;

  constructor(kind: ApiErrorKind, code: ApiErrorCode, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.code = code;
    this.params = details.params ?? {};
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
    if (details.resetAt !== undefined) this.resetAt = details.resetAt;
    if (details.serverMessage !== undefined) this.serverMessage = details.serverMessage;
    if (details.existingId !== undefined) this.existingId = details.existingId;
    if (details.truncated) this.truncated = true;
    if (details.refusedBy !== undefined) this.refusedBy = details.refusedBy;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** What closes an area the request reached, or null when the failure is anything else. */
export function areaRefusal(error: unknown): Refusal | null {
  return error instanceof ApiError && error.kind === 'forbidden' ? (error.refusedBy ?? 'plan') : null;
}
