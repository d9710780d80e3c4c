import { ApiError, type ApiErrorKind, type Refusal } from './errors';
import { parseRetryAfter, resetToDate } from './rate-limit';

const AUTH_MESSAGE = /valid API key|API key is (required|invalid|expired)|invalid API key|API service is disabled|permission to use the API|activate your account/i;
// One area closed, the rest of the service open: a plan without the feature, or a key (7.6+)
// limited to other areas. Neither says anything about the key as a whole.
const PLAN_REFUSAL_MESSAGE = /permission to access this endpoint/i;
const KEY_REFUSAL_MESSAGE = /access to this endpoint with this API key/i;
const NOT_FOUND_MESSAGE = /does not exist|doesn't exist|not found|no such/i;
// The service's own "no such record" messages, as opposed to a web server's generic "Not Found".
export const RECORD_NOT_FOUND_MESSAGE = /does not exist|doesn't exist|\w+ not found\. please try again/i;
const TOO_MANY_MESSAGE = /too many (api )?requests/i;

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses a body as JSON. Old PHP installs may print notices before the JSON, so a body
 * that fails whole is retried from its first `{"error"`.
 */
export function parseJsonBody(text: string): { ok: true; value: unknown } | { ok: false } {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch {
    const start = trimmed.indexOf('{"error"');
    if (start > 0) {
      try {
        return { ok: true, value: JSON.parse(trimmed.slice(start)) };
      } catch {
        // fall through: not JSON
      }
    }
    return { ok: false };
  }
}

/** `error` is 0, "0" or false on success; 1, true, "1" or 429 on failure. */
export function errorFlag(value: unknown): 'ok' | 'failed' | 'rate-limited' {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return 'ok';
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === '0' || text === 'false') return 'ok';
    if (text === '429') return 'rate-limited';
    return 'failed';
  }
  return value === 429 ? 'rate-limited' : 'failed';
}

function toSafeInt(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

export interface ResponseFacts {
  status: number;
  headers: { get(name: string): string | null };
  text: string;
  /** Service origin + path prefix, for messages. */
  where: string;
  now: number;
  scrub: (message: string) => string;
}

export interface Classified {
  /** The JSON object on success. */
  body?: JsonObject;
  error?: ApiError;
  /** Rate-limit state implied by a rate-limit refusal. */
  rateLimited?: { retryAfter: number; resetAt: Date };
}

function rateLimitedError(facts: ResponseFacts, body: JsonObject | undefined, message: string | undefined): Classified {
  const { headers, now } = facts;
  let retryAfter = parseRetryAfter(headers.get('Retry-After'), now) ?? parseRetryAfter(body?.['Retry-After'] ?? body?.['retry-after'] ?? body?.['retryAfter'], now);
  let resetAt: Date | undefined;
  if (retryAfter === undefined) {
    const reset = toSafeInt(headers.get('X-RateLimit-Reset'));
    if (reset !== undefined) {
      resetAt = resetToDate(reset, now);
      retryAfter = Math.max(0, Math.ceil((resetAt.getTime() - now) / 1000));
    }
  }
  // Neither delay nor reset given: the documented window is one minute.
  retryAfter ??= 60;
  resetAt ??= new Date(now + retryAfter * 1000);
  const error = new ApiError('rate-limited', message === undefined ? 'rate-limited' : 'server-message', message ?? 'Rate limit reached.', {
    status: facts.status,
    retryAfter,
    resetAt,
    ...(message === undefined ? {} : { serverMessage: message }),
  });
  return { error, rateLimited: { retryAfter, resetAt } };
}

function refusedBy(message: string): Refusal | undefined {
  if (KEY_REFUSAL_MESSAGE.test(message)) return 'key';
  if (PLAN_REFUSAL_MESSAGE.test(message)) return 'plan';
  return undefined;
}

function refusalKind(status: number, message: string): ApiErrorKind {
  if (status === 401 || AUTH_MESSAGE.test(message)) return 'auth';
  if (refusedBy(message)) return 'forbidden';
  if (status >= 500) return 'server';
  // The service answers missing records with HTTP 200; a 404/405 means the route itself is unknown.
  if (status === 404 || status === 405) return RECORD_NOT_FOUND_MESSAGE.test(message) ? 'not-found' : 'bad-response';
  if (NOT_FOUND_MESSAGE.test(message)) return 'not-found';
  // Stock servers answer every key problem with 403; proxies use 401.
  if (status === 403) return 'auth';
  return 'rejected';
}

function withoutBody(facts: ResponseFacts, isJson: boolean): ApiError {
  const { status, where } = facts;
  if (status >= 500) return new ApiError('server', 'server-failed', `HTTP ${status} from ${where}.`, { status });
  if (status === 401) return new ApiError('auth', 'key-refused', `The service at ${where} refused the API key (HTTP 401).`, { status });
  if (status === 404 || status === 405) {
    return new ApiError('bad-response', 'no-service', `No such service at ${where} (HTTP ${status}).`, { status });
  }
  if (status < 200 || status >= 300) {
    return new ApiError('bad-response', 'unexpected-status', `Unexpected HTTP ${status} from ${where}.`, { status });
  }
  if (!isJson && /^\s*[[{]/.test(facts.text)) {
    return new ApiError('bad-response', 'truncated', `Answer from ${where} cut off.`, { status, truncated: true });
  }
  return new ApiError(
    'bad-response',
    isJson ? 'bad-shape' : 'not-json',
    isJson ? `JSON of an unexpected shape from ${where}.` : `The service at ${where} answered with something that is not JSON. Is this a Trim-compatible service?`,
    { status },
  );
}

/** Turns one HTTP answer into either the success body or the ApiError it stands for. */
export function classifyResponse(facts: ResponseFacts): Classified {
  const { status, scrub } = facts;
  const parsed = parseJsonBody(facts.text);
  const body = parsed.ok && isJsonObject(parsed.value) ? parsed.value : undefined;
  const rawMessage = typeof body?.['message'] === 'string' ? body['message'].trim() : '';
  const message = rawMessage === '' ? undefined : scrub(rawMessage);
  const flag = body === undefined ? 'ok' : errorFlag(body['error']);

  if (status === 429 || flag === 'rate-limited' || (flag === 'failed' && message && TOO_MANY_MESSAGE.test(message))) {
    return rateLimitedError(facts, body, message);
  }
  if (body !== undefined && (flag === 'failed' || (message !== undefined && (status < 200 || status >= 300)))) {
    const text = message ?? `The service refused the request${status >= 300 ? ` (HTTP ${status})` : ''}.`;
    const existingId = toSafeInt(body['id']);
    const kind = refusalKind(status, text);
    const closedBy = kind === 'forbidden' ? refusedBy(text) : undefined;
    // A refusal from a route the service does not have: worded as the missing service, with the server's details kept.
    const unknownRoute = kind === 'bad-response' ? withoutBody(facts, true) : undefined;
    return {
      error: new ApiError(kind, unknownRoute?.code ?? (message === undefined ? 'refused' : 'server-message'), unknownRoute?.message ?? text, {
        status,
        ...(message === undefined ? {} : { serverMessage: message }),
        ...(existingId === undefined ? {} : { existingId }),
        ...(closedBy === undefined ? {} : { refusedBy: closedBy }),
      }),
    };
  }
  if (body === undefined || status < 200 || status >= 300) return { error: withoutBody(facts, parsed.ok) };
  // A success's message may be shown (an answer without its fields is worded by it), so it is scrubbed too.
  return { body: message === undefined ? body : { ...body, message } };
}
