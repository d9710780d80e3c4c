import { quietly } from '@/lib/activity/activity';
import { campaignsApi } from '@/lib/api/endpoints/campaigns';
import { channelsApi } from '@/lib/api/endpoints/channels';
import { deleteLink as sendDelete, getLink, updateLink as sendUpdate } from '@/lib/api/endpoints/links';
import type { LinkDetails } from '@/lib/api/schemas/link-details';
import type { LinkChanges, LinkInput } from '@/lib/api/schemas/link-input';
import type { ApiConnection } from '@/lib/connection/connection';
import { compareKept, needsReadBack, notePlanDrops, type DroppedSetting } from './plan-drops';
import { createLinkVia, rememberFor, sentOf, type NoteSink } from './create';
import { noteSeen, recallBody, reviseBody } from './remembered';
import { expectedSeen, seenOf, type ReportedLink } from './seen';
import { updateBody, type KnownLink } from './update-body';

// Every change Trim makes to a link goes through here: the popup, the right-click queue, bulk
// and the manage page. The request is one call of lib/api; the local index (lib/history)
// learns the change at once from the answer and the body sent, with no request of its own.
// Where the note goes depends on the context: a page sends it to the worker, the index's one
// writer (in-page.ts); the worker applies it itself (in-worker.ts). Every body sent is also
// remembered (remembered.ts), as the next update must send it whole again (update-body.ts),
// with what the service reports after it (seen.ts), so a change made elsewhere is noticed.

/**
 * `checkKept`: read the link back (one request, only when the body carries a setting a plan may
 * drop silently and the read can show: plan-drops.ts) and answer which settings were not kept.
 * The popup and the manage page ask, as they can say so; the queue and bulk do not.
 */
export interface ChangeOptions {
  checkKept?: boolean;
}

/** Where a link is added outside a full write. */
export interface AssignTarget {
  kind: 'campaign' | 'channel';
  id: number;
}

export function linksService(connection: ApiConnection, note: NoteSink) {
  const place = [connection.id, connection.source] as const;
  // The link exists either way: a read-back that fails only leaves the question open.
  const checked = async (id: number, body: LinkInput, options: ChangeOptions): Promise<{ dropped: DroppedSetting[]; readBack: LinkDetails | null }> => {
    if (!options.checkKept || !needsReadBack(body)) return { dropped: [], readBack: null };
    try {
      const readBack = await getLink(await connection.transport(), id);
      const seen = compareKept(body, readBack);
      await quietly('note what the plan dropped', notePlanDrops(connection, seen));
      return { dropped: seen.dropped, readBack };
    } catch {
      return { dropped: [], readBack: null };
    }
  };
  const settled = (id: number, details: LinkDetails) => quietly('remember a link as read back', noteSeen(...place, id, seenOf(details)));
  return {
    /** Shortens; not retried, as the server may already have made the link. */
    async create(input: LinkInput, options: ChangeOptions = {}) {
      const made = await createLinkVia(connection, note, input);
      const { dropped, readBack } = await checked(made.id, input, options);
      if (readBack) await settled(made.id, readBack);
      return { ...made, dropped };
    },
    /** Changes a link: the whole body from its known state and the changes (update-body.ts), never a partial one. */
    async update(id: number, known: KnownLink, changes: LinkChanges, options: ChangeOptions = {}) {
      const body = updateBody(known, changes, connection.settings.baseUrl);
      const done = await sendUpdate(await connection.transport(), id, body);
      const check = await checked(id, body, options);
      // Read back, the link as it now is; else what a full write of this body leaves.
      await rememberFor(connection, id, { body, seen: check.readBack ? seenOf(check.readBack) : expectedSeen(body, done.shorturl, known.reported) });
      await note({ kind: 'edited', made: { id: done.id, shorturl: done.shorturl }, sent: sentOf(body) });
      // The read-back, when there was one, is the link as it now is: a page shows it with no second read.
      return { ...done, ...check };
    },
    async remove(id: number) {
      const done = await sendDelete(await connection.transport(), id);
      await rememberFor(connection, id, null);
      await note({ kind: 'deleted', id });
      return done;
    },
    /** Adds a link to a campaign or a channel; what Trim remembers of the link learns it (its page says so, the next update keeps it). */
    async assign(target: AssignTarget, linkId: number) {
      const transport = await connection.transport();
      const done = target.kind === 'campaign' ? await campaignsApi(transport).assignLink(target.id, linkId) : await channelsApi(transport).assign(target.id, 'links', linkId);
      await quietly('remember a link joined a group', reviseBody(...place, linkId, target.kind === 'campaign' ? { campaign: target.id } : { channel: target.id }));
      await note({ kind: 'grouped', id: linkId, target });
      return done;
    },
    /**
     * The body Trim remembers for a link, checked against what the service reports now (no
     * request): dropped when the link changed elsewhere (`stale`). Null: a link Trim does not know.
     */
    recall: (id: number, report: ReportedLink) => recallBody(...place, id, report).catch(() => ({ body: null, stale: false })),
    /** The link as read right after Trim's write (a page's reload): what to compare later reports with. */
    settled,
  };
}
