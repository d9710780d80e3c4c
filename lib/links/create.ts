import { quietly } from '@/lib/activity/activity';
import { createLink as sendCreate } from '@/lib/api/endpoints/links';
import type { LinkInput } from '@/lib/api/schemas/link-input';
import type { ApiConnection } from '@/lib/connection/connection';
import type { IndexNote, SentLink } from '@/lib/messaging';
import { rememberLink, type RememberedLink } from './remembered';
import { expectedSeen } from './seen';

// The part of the links service every context needs: a shorten, remembered and noted. The worker
// (the right-click queue, bulk) makes links through this alone, so it bundles no update builder,
// read-back or plan wording (service.ts, the pages' whole service).

/** Takes one note to the index; never rejects (a note that fails must not fail the change). */
export type NoteSink = (note: IndexNote) => Promise<void>;

/** What the index keeps of a body Trim sent. */
export const sentOf = ({ url, custom, metatitle, campaign, channel }: LinkInput): SentLink => ({ url, custom, metatitle, campaign, channel });

/** Keeps the body Trim sent for a link and what the service reports after it (null: forgets it); like the note, a failure never fails the change. */
export const rememberFor = (connection: ApiConnection, id: number, link: RememberedLink | null) =>
  quietly('remember a link', rememberLink(connection.id, connection.source, id, link));

/** Shortens; not retried, as the server may already have made the link. */
export async function createLinkVia(connection: ApiConnection, note: NoteSink, input: LinkInput) {
  const made = await sendCreate(await connection.transport(), input);
  // A create answers only the id and short link: what the details will report is foreseen from the body.
  await rememberFor(connection, made.id, { body: input, seen: expectedSeen(input, made.shorturl, { description: '' }) });
  await note({ kind: 'created', made: { id: made.id, shorturl: made.shorturl }, sent: sentOf(input), at: Date.now() });
  return made;
}
