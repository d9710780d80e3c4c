import type { ApiConnection } from '@/lib/connection/connection';
import { indexTargetOf } from '@/lib/history/items';
import { applyIndexNote } from '@/lib/history/own-changes';
import { linksService } from './service';

/** The links service of the worker, the link index's one writer: it notes each change itself. */
export function workerLinks(connection: ApiConnection) {
  const index = indexTargetOf(connection);
  return linksService(connection, (note) => applyIndexNote(index, note));
}
