import { createLink as sendCreate, deleteLink as sendDelete, updateLink as sendUpdate } from '@/lib/api/endpoints/links';
import type { LinkInput, LinkUpdate } from '@/lib/api/schemas/link-input';
import type { ApiConnection } from '@/lib/connection/connection';
import type { IndexNote, SentLink } from '@/lib/messaging';

// Every change Trim makes to a link goes through here: the popup, the right-click queue, bulk
// and the manage page. The request is one call of lib/api; the local index (lib/history)
// learns the change at once from the answer and the body sent, with no request of its own.
// Where the note goes depends on the context: a page sends it to the worker, the index's one
// writer (in-page.ts); the worker applies it itself (in-worker.ts).

/** Takes one note to the index; never rejects (a note that fails must not fail the change). */
export type NoteSink = (note: IndexNote) => Promise<void>;

/** What the index keeps of a body Trim sent. */
const sentOf = ({ url, custom, metatitle }: LinkUpdate): SentLink => ({ url, custom, metatitle });

export function linksService(connection: ApiConnection, note: NoteSink) {
  return {
    /** Shortens; not retried, as the server may already have made the link. */
    async create(input: LinkInput) {
      const made = await sendCreate(await connection.transport(), input);
      await note({ kind: 'created', made: { id: made.id, shorturl: made.shorturl }, sent: sentOf(input), at: Date.now() });
      return made;
    },
    async update(id: number, changes: LinkUpdate) {
      const done = await sendUpdate(await connection.transport(), id, changes);
      await note({ kind: 'edited', made: { id: done.id, shorturl: done.shorturl }, sent: sentOf(changes) });
      return done;
    },
    async remove(id: number) {
      const done = await sendDelete(await connection.transport(), id);
      await note({ kind: 'deleted', id });
      return done;
    },
  };
}
