import type { LocalItem } from '@/lib/storage/item';
import type { IndexedLink, LinkIndex } from './schema';

/** Where a change goes: an installation's index item, and the connection the index must belong to. */
export interface IndexTarget {
  item: LocalItem<LinkIndex>;
  source: string;
}

/**
 * A change Trim itself made (a shorten, an edit, a deletion), applied to the index at once so
 * search and the address bar show it with no request. An index of another connection (a
 * changed address or key) is replaced: the next refresh fills this one. Under the index's lock,
 * so a change and a refresh's merge never overwrite each other.
 */
export async function changeIndex({ item, source }: IndexTarget, change: (links: IndexedLink[]) => IndexedLink[]): Promise<void> {
  await item.update((stored) => {
    const index: LinkIndex = stored.source === source ? stored : { source, links: [], refreshedAt: 0, coverage: null, failure: null };
    return { ...index, links: change(index.links) };
  });
}

/**
 * The link first. A link the index already holds (the service answered a shorten with an
 * existing link) keeps what the index knew of it: its title, clicks and date.
 */
export const addToIndex = (target: IndexTarget, link: IndexedLink) =>
  changeIndex(target, (links) => {
    const known = links.find((other) => other.id === link.id);
    const merged = known ? { ...link, title: link.title || known.title, clicks: known.clicks, date: known.date || link.date } : link;
    return [merged, ...links.filter((other) => other.id !== link.id)];
  });

export const updateInIndex = (target: IndexTarget, id: number, patch: Partial<Omit<IndexedLink, 'id'>>) =>
  changeIndex(target, (links) => links.map((link) => (link.id === id ? { ...link, ...patch } : link)));

export const removeFromIndex = (target: IndexTarget, id: number) => changeIndex(target, (links) => links.filter((link) => link.id !== id));
