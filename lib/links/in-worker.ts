import type { LinkInput } from '@/lib/api/schemas/link-input';
import type { ApiConnection } from '@/lib/connection/connection';
import { applyIndexNote } from '@/lib/history/own-changes';
import { createLinkVia } from './create';

/**
 * The links service of the worker, the link index's one writer: it notes each change itself. The
 * worker only shortens (the right-click queue, bulk), so it carries create.ts alone.
 */
export function workerLinks(connection: ApiConnection) {
  return { create: (input: LinkInput) => createLinkVia(connection, (note) => applyIndexNote(connection.id, connection.source, note), input) };
}
