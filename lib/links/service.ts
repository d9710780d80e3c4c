import { createLink as sendCreate, deleteLink as sendDelete, updateLink as sendUpdate } from '@/lib/api/endpoints/links';
import type { LinkInput, LinkUpdate } from '@/lib/api/schemas/link-input';
import type { ApiConnection } from '@/lib/connection/connection';
import { indexTargetOf } from '@/lib/history/items';
import { noteCreated, noteDeleted, noteEdited } from '@/lib/history/own-changes';

// Every change Trim makes to a link goes through here: the popup, the right-click queue, bulk
// and the manage page. The request is one call of lib/api; the local index (lib/history)
// learns the change at once from the answer and the body sent, with no request of its own.

export type LinksService = ReturnType<typeof linksService>;

export function linksService(connection: ApiConnection) {
  const index = indexTargetOf(connection);
  return {
    /** Shortens; not retried, as the server may already have made the link. */
    async create(input: LinkInput) {
      const made = await sendCreate(await connection.transport(), input);
      await noteCreated(index, made, input);
      return made;
    },
    async update(id: number, changes: LinkUpdate) {
      const done = await sendUpdate(await connection.transport(), id, changes);
      await noteEdited(index, done, changes);
      return done;
    },
    async remove(id: number) {
      const done = await sendDelete(await connection.transport(), id);
      await noteDeleted(index, id);
      return done;
    },
  };
}
