import type { ListPage } from '@/lib/api';
import type { IndexedLink } from '@/lib/history/schema';
import type { LinkSearch } from '@/lib/history/search';
import { withCampaign } from '@/lib/utm/campaign-filter';
import type { LinkOrder } from './route';

// The manage page's link list from the local index: searched, narrowed and ordered over the
// whole account with no request, then paged here as the service would page it.

export interface LinkFilters {
  q: string;
  order: LinkOrder;
  /** The service's campaign and channel (null: any). */
  campaign: number | null;
  channel: number | null;
  /** A utm_campaign tag ('': any). */
  tag: string;
}

/** Filters only the index can answer: the service's list has no such parameters. */
export const narrowsLocally = (filters: LinkFilters) => filters.campaign !== null || filters.channel !== null || filters.tag !== '';

/** Anything but the newest links in their order: a view that needs every link read. */
export const needsEveryLink = (filters: LinkFilters) => narrowsLocally(filters) || filters.q !== '' || filters.order !== 'date';

/** More clicks first (an unknown total last), then newest first, as the service orders `order=click`. */
const byClicks = (a: IndexedLink, b: IndexedLink) => (b.clicks ?? -1) - (a.clicks ?? -1);

/**
 * The links that match, in the list's order. `links` come newest first; `search` was prepared
 * over the same links (null while it is not needed). A link whose groups the service did not
 * report matches no campaign or channel: it is counted apart (`unknownGroups`), never as in none.
 */
export function selectLinks(links: readonly IndexedLink[], search: LinkSearch | null, filters: LinkFilters): readonly IndexedLink[] {
  let found: readonly IndexedLink[] = filters.q && search ? search.filter(filters.q) : links;
  const { campaign, channel } = filters;
  if (campaign !== null) found = found.filter((link) => link.groups?.campaign === campaign);
  if (channel !== null) found = found.filter((link) => link.groups?.channels.includes(channel) === true);
  if (filters.tag) found = withCampaign(found, filters.tag, (link) => link.longurl);
  // Array.prototype.sort is stable: equal totals keep newest first.
  return filters.order === 'click' ? [...found].sort(byClicks) : found;
}

/** The campaign and channel ids the links are in, each once. */
export function groupIds(links: readonly IndexedLink[]): { campaigns: number[]; channels: number[] } {
  const campaigns = new Set<number>();
  const channels = new Set<number>();
  for (const { groups } of links) {
    if (groups?.campaign) campaigns.add(groups.campaign);
    for (const channel of groups?.channels ?? []) channels.add(channel);
  }
  return { campaigns: [...campaigns], channels: [...channels] };
}

/** How many links the service did not report a campaign or channel for. */
export const unknownGroups = (links: readonly IndexedLink[]) => links.reduce((count, link) => (link.groups === null ? count + 1 : count), 0);

/** Page `page` (1-based) holding `items`, of `total`, in the service's list shape: the list and its pager read it as they read the service's. */
export function listPage<T>(items: readonly T[], page: number, perPage: number, total: number): ListPage<T> {
  const maxPage = Math.max(1, Math.ceil(total / perPage));
  return { items: [...items], total, page, perPage, nextPage: page < maxPage ? page + 1 : null, maxPage };
}

/** Page `page` of every matching link. */
export const slicePage = <T>(all: readonly T[], page: number, perPage: number): ListPage<T> => listPage(all.slice((page - 1) * perPage, page * perPage), page, perPage, all.length);
