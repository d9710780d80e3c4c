import type { Link, LinkDetails, LinksApi } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import { retryAt } from '@/lib/api/rate-limit';
import { isNotConfigured } from '@/lib/connection/errors';
import { findExactLink, LOOKUP_LIMIT } from '@/lib/shorten/find-link';
import { lookupQuery, shortLinkQuery } from '@/lib/shorten/lookup-query';
import type { IndexedLink } from '@/lib/history/schema';
import { asLink } from '@/lib/history/refresh';
import type { LookupState } from './answers';

// The popup's one lookup and how its answer (or its failure) reads, loaded with the links endpoint
// when the lookup starts (use-existing-link.ts), so the popup's start-up JS carries neither.

function fromDetails(details: LinkDetails): Link {
  const { stats, location: _location, device: _device, expiry: _expiry, ...link } = details;
  return { ...link, alias: '', clicks: stats.clicks, uniqueClicks: stats.uniqueClicks, domain: '', campaign: null, channels: [] };
}

async function find(links: LinksApi, url: string, maybeShortLink: boolean, indexed: () => Promise<readonly IndexedLink[]>): Promise<LookupState> {
  if (maybeShortLink) {
    // Whatever a server says for "no such short link" is a miss, never an error (findByShort).
    // A miss is final: an address shaped like a short link on the user's own service is not a
    // page they would have shortened (a sign-in page, another user's link). Only the short link
    // itself is sent, never a user name, password or query the page's address carries.
    const details = await links.findByShort(shortLinkQuery(url));
    return details ? { status: 'found', link: fromDetails(details), shortLink: { stats: details.stats } } : { status: 'none' };
  }
  // What the service is told of the page: never its fragment, nothing when it carries a credential.
  const query = lookupQuery(url);
  if (query === null) {
    const link = findExactLink((await indexed()).map(asLink), url);
    return link ? { status: 'found', link } : { status: 'none' };
  }
  const page = await links.list({ q: query, limit: LOOKUP_LIMIT });
  const link = findExactLink(page.items, url) ?? findExactLink(page.items, query);
  return link ? { status: 'found', link } : { status: 'none' };
}

/** The page's link, none, or why the lookup failed (a refusal by the rate limit says when to try again). */
export async function lookUp(links: LinksApi, url: string, maybeShortLink: boolean, indexed: () => Promise<readonly IndexedLink[]>): Promise<LookupState> {
  try {
    return await find(links, url, maybeShortLink, indexed);
  } catch (error) {
    if (isNotConfigured(error)) throw error;
    const failed: LookupState = { status: 'failed', error };
    if (isApiError(error) && error.kind === 'rate-limited') failed.retryAt = retryAt(error, Date.now());
    return failed;
  }
}
