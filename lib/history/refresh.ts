import type { Link } from '@/lib/api';
import type { IndexedLink } from './schema';

// What a read of the link list keeps of each link (and the way back, for views that show a
// link of the service's), and how long an index counts as fresh.

/** How long a whole index counts as fresh for the pages that show it. */
export const INDEX_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** A refresh of a whole index reads the newest pages until one holds a link it knows, at most these many. */
export const NEWEST_PAGES = 3;
/** Then the most clicked links' page, whose clicks move most (and whose series the click history keeps). */
export const REFRESH_PAGE_SIZE = 100;

export function toIndexed(link: Link): IndexedLink {
  const { id, alias, shorturl, longurl, title, clicks, date, campaign, channels } = link;
  // A list item that carries neither key says nothing of them: unknown, never "in none".
  const groups = campaign === undefined && channels === undefined ? null : { campaign: campaign || null, channels: channels ?? [] };
  return { id, alias, shorturl, longurl, title, clicks, date, groups };
}

/** An indexed link as the views that show the service's links take it (what the index does not keep is empty). */
export function asLink({ groups, ...link }: IndexedLink): Link {
  return { ...link, uniqueClicks: null, description: '', domain: '', campaign: groups?.campaign, channels: groups?.channels };
}
