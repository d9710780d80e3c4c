import type { IndexNote, SentLink } from '@/lib/messaging';
import { startAfreshIfAnother, writeOwnChange } from './index-writes';
import type { IndexedLink, LinkGroups } from './schema';
import { noteShortHosts } from './short-hosts';
import { changeIndexStatus } from './status';

// What Trim itself does to a link reaches the index at once, with no request: the answer and
// the body it sent say enough. The worker applies it (a page's note arrives as 'history:note').
// A failure here must never fail the shorten, edit or deletion.

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

/** The campaign and channel a create sent: the link is in exactly those. */
const sentGroups = (sent: SentLink): LinkGroups => ({ campaign: sent.campaign ?? null, channels: sent.channel ? [sent.channel] : [] });

export function createdLink(made: { id: number; shorturl: string }, sent: SentLink, now: number): IndexedLink {
  return {
    id: made.id,
    shorturl: made.shorturl,
    alias: aliasOf(made.shorturl, sent.custom),
    longurl: sent.url ?? '',
    title: sent.metatitle ?? '',
    clicks: 0,
    date: serverDate(now),
    groups: sentGroups(sent),
  };
}

/**
 * The link first. A link the index already holds (the service answered a shorten with an
 * existing link) keeps what the index knew of it: its title, clicks, date and groups.
 */
function created(known: IndexedLink | null, link: IndexedLink): IndexedLink {
  return known ? { ...link, title: link.title || known.title, clicks: known.clicks, date: known.date || link.date, groups: known.groups } : link;
}

function edited(known: IndexedLink | null, made: { shorturl: string }, sent: SentLink): IndexedLink | null {
  if (!known) return null;
  const next: IndexedLink = { ...known, shorturl: made.shorturl, alias: aliasOf(made.shorturl, sent.custom) };
  if (sent.url) next.longurl = sent.url;
  if (sent.metatitle !== undefined) next.title = sent.metatitle;
  return next;
}

/** Added to a campaign (which replaces any other) or to one more channel. */
function grouped(known: IndexedLink | null, target: Extract<IndexNote, { kind: 'grouped' }>['target']): IndexedLink | null {
  if (!known?.groups) return known;
  const { campaign, channels } = known.groups;
  const groups = target.kind === 'campaign' ? { campaign: target.id, channels } : { campaign, channels: channels.includes(target.id) ? channels : [...channels, target.id] };
  return { ...known, groups };
}

function changeOf(note: IndexNote): { id: number; to: (known: IndexedLink | null) => IndexedLink | null } {
  switch (note.kind) {
    case 'created':
      return { id: note.made.id, to: (known) => created(known, createdLink(note.made, note.sent, note.at)) };
    case 'edited':
      return { id: note.made.id, to: (known) => edited(known, note.made, note.sent) };
    case 'grouped':
      return { id: note.id, to: (known) => grouped(known, note.target) };
    case 'deleted':
      return { id: note.id, to: () => null };
  }
}

/**
 * The worker's side of a note (its own, or a page's 'history:note'). An index of another
 * connection (a changed address or key) starts afresh: the next refresh fills this one.
 */
export async function applyIndexNote(installation: string, source: string, note: IndexNote): Promise<void> {
  try {
    await startAfreshIfAnother(installation, source);
    const { id, to } = changeOf(note);
    const added = await writeOwnChange(installation, id, to);
    await changeIndexStatus(installation, source, (current) => ({ ...current, count: current.count + added }), { records: true });
    if (note.kind === 'created' || note.kind === 'edited') await noteShortHosts(installation, source, [note.made.shorturl]);
  } catch {
    // The change itself was made; the next refresh brings the index up to date.
  }
}
