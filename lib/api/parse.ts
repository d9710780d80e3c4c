import type { z } from 'zod/mini';
import { RECORD_NOT_FOUND_MESSAGE } from './classify';
import { ApiError } from './errors';

const SUCCESS_WORDS = /success|has been|was (added|updated|created)/i;

/**
 * Validates an answer against its schema; a mismatch is a `bad-response`, never a crash. With
 * `refusedByMessage`, an answer that has none of its fields but a message of its own is that
 * refusal: 7.6 refuses a link's meta image that is not a PNG or a JPEG with `error: 0` and a message.
 */
export function parseAnswer<T extends z.ZodMiniType>(schema: T, body: unknown, what: string, { refusedByMessage = false } = {}): z.output<T> {
  // No error map: a tolerated field's `catch` then costs nothing, and this message is for developers only.
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const message = refusedByMessage && typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message.trim() : '';
  if (message !== '' && !SUCCESS_WORDS.test(message)) {
    throw new ApiError(RECORD_NOT_FOUND_MESSAGE.test(message) ? 'not-found' : 'rejected', 'server-message', message, { serverMessage: message, params: { what } });
  }
  const issue = result.error.issues[0];
  const path = issue ? issue.path.map(String).join('.') : '';
  const at = path === '' ? '' : ` at "${path}"`;
  throw new ApiError('bad-response', 'bad-shape', `Answer to ${what} of an unexpected shape${at}: ${issue?.code ?? 'invalid'}.`, {
    params: { what, path },
    cause: result.error,
  });
}

/** A path segment from an id or name, so `../` or `?` cannot change the route. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** Only the paging fields, so stray keys never reach the query. */
export function pagingQuery(paging: { limit?: number | undefined; page?: number | undefined } = {}) {
  return { limit: paging.limit, page: paging.page };
}
