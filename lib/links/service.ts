import { deleteLink as sendDelete, getLink, updateLink as sendUpdate } from '@/lib/api/endpoints/links';
import type { LinkDetails } from '@/lib/api/schemas/link-details';
import type { LinkChanges, LinkInput } from '@/lib/api/schemas/link-input';
import type { ApiConnection } from '@/lib/connection/connection';
import { compareKept, needsReadBack, notePlanDrops, type DroppedSetting } from './plan-drops';
import { createLinkVia, rememberFor, sentOf, type NoteSink } from './create';
import { updateBody, type KnownLink } from './update-body';

// Every change Trim makes to a link goes through here: the popup, the right-click queue, bulk
// and the manage page. The request is one call of lib/api; the local index (lib/history)
// learns the change at once from the answer and the body sent, with no request of its own.
// Where the note goes depends on the context: a page sends it to the worker, the index's one
// writer (in-page.ts); the worker applies it itself (in-worker.ts). Every body sent is also
// remembered (remembered.ts), as the next update must send it whole again (update-body.ts).

/**
 * `checkKept`: read the link back (one request, only when the body carries a setting a plan may
 * drop silently and the read can show: plan-drops.ts) and answer which settings were not kept.
 * The popup and the manage page ask, as they can say so; the queue and bulk do not.
 */
export interface ChangeOptions {
  checkKept?: boolean;
}

export function linksService(connection: ApiConnection, note: NoteSink) {
  const remember = (id: number, body: LinkInput | null) => rememberFor(connection, id, body);
  // The link exists either way: a read-back that fails only leaves the question open.
  const checked = async (id: number, body: LinkInput, options: ChangeOptions): Promise<{ dropped: DroppedSetting[]; readBack: LinkDetails | null }> => {
    if (!options.checkKept || !needsReadBack(body)) return { dropped: [], readBack: null };
    try {
      const readBack = await getLink(await connection.transport(), id);
      const seen = compareKept(body, readBack);
      await notePlanDrops(connection, seen).catch(() => undefined);
      return { dropped: seen.dropped, readBack };
    } catch {
      return { dropped: [], readBack: null };
    }
  };
  return {
    /** Shortens; not retried, as the server may already have made the link. */
    async create(input: LinkInput, options: ChangeOptions = {}) {
      const made = await createLinkVia(connection, note, input);
      return { ...made, dropped: (await checked(made.id, input, options)).dropped };
    },
    /** Changes a link: the whole body from its known state and the changes (update-body.ts), never a partial one. */
    async update(id: number, known: KnownLink, changes: LinkChanges, options: ChangeOptions = {}) {
      const body = updateBody(known, changes);
      const done = await sendUpdate(await connection.transport(), id, body);
      await remember(id, body);
      await note({ kind: 'edited', made: { id: done.id, shorturl: done.shorturl }, sent: sentOf(body) });
      // The read-back, when there was one, is the link as it now is: a page shows it with no second read.
      return { ...done, ...(await checked(id, body, options)) };
    },
    async remove(id: number) {
      const done = await sendDelete(await connection.transport(), id);
      await remember(id, null);
      await note({ kind: 'deleted', id });
      return done;
    },
  };
}
