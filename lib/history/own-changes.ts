import type { IndexNote, SentLink } from '@/lib/messaging';
import type { IndexedLink } from './schema';
import { addToIndex, removeFromIndex, updateInIndex, type IndexTarget } from './index-changes';

// What Trim itself does to a link reaches the index at once, with no request: the answer and
// the body it sent say enough. A failure here must never fail the shorten, edit or deletion.

const pad = (value: number) => String(value).padStart(2, '0');

/** The server's date format, in local time. */
export function serverDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The alias: the one asked for, else the short URL's last path segment. */
function aliasOf(shorturl: string, custom: string | undefined): string {
  if (custom) return custom;
  return shorturl.replace(/\/+$/, '').split('/').pop() ?? '';
}

export function createdLink(made: { id: number; shorturl: string }, sent: SentLink, now: number): IndexedLink {
  return {
    id: made.id,
    shorturl: made.shorturl,
    alias: aliasOf(made.shorturl, sent.custom),
    longurl: sent.url ?? '',
    title: sent.metatitle ?? '',
    clicks: 0,
    date: serverDate(now),
  };
}

const quietly = (task: Promise<void>) => task.catch(() => undefined);

export function noteCreated(target: IndexTarget, made: { id: number; shorturl: string }, sent: SentLink, now = Date.now()): Promise<void> {
  return quietly(addToIndex(target, createdLink(made, sent, now)));
}

export function noteEdited(target: IndexTarget, made: { id: number; shorturl: string }, sent: SentLink): Promise<void> {
  const patch: Partial<IndexedLink> = { shorturl: made.shorturl, alias: aliasOf(made.shorturl, sent.custom) };
  if (sent.url) patch.longurl = sent.url;
  if (sent.metatitle !== undefined) patch.title = sent.metatitle;
  return quietly(updateInIndex(target, made.id, patch));
}

export function noteDeleted(target: IndexTarget, id: number): Promise<void> {
  return quietly(removeFromIndex(target, id));
}

/** The worker's side of a page's note (lib/history/note.ts). */
export function applyIndexNote(target: IndexTarget, note: IndexNote): Promise<void> {
  if (note.kind === 'created') return noteCreated(target, note.made, note.sent, note.at);
  if (note.kind === 'edited') return noteEdited(target, note.made, note.sent);
  return noteDeleted(target, note.id);
}
