import type { z } from 'zod/mini';
import { ApiError } from './errors';

/** Validates an answer against its schema; a mismatch is a `bad-response`, never a crash. */
export function parseAnswer<T extends z.ZodMiniType>(schema: T, body: unknown, what: string): z.output<T> {
  // No error map: a tolerated field's `catch` then costs nothing, and this message is for developers only.
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue ? issue.path.map(String).join('.') : '';
  const at = path === '' ? '' : ` at "${path}"`;
  throw new ApiError('bad-response', 'bad-shape', `The service's answer to ${what} has an unexpected shape${at}: ${issue?.code ?? 'invalid'}.`, {
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
