import type { z } from 'zod/mini';
import { ApiError } from './errors';
import { issueMessage } from './issue-message';

/** Validates an answer against its schema; a mismatch is a `bad-response`, never a crash. */
export function parseAnswer<T extends z.ZodMiniType>(schema: T, body: unknown, what: string): z.output<T> {
  const result = schema.safeParse(body, { error: issueMessage });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const at = issue && issue.path.length > 0 ? ` at "${issue.path.join('.')}"` : '';
  throw new ApiError('bad-response', `The service's answer to ${what} has an unexpected shape${at}: ${issue?.message ?? 'invalid'}.`, {
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
