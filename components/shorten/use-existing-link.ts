import { useEffect, useState } from 'preact/hooks';
import type { Link, LinkDetails, LinkStats, LinksApi } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import { useConnection } from '@/components/connection/context';
import { linksOf } from '@/lib/connection/endpoints';
import { isNotConfigured, type NotConfiguredReason } from '@/lib/connection/errors';
import { findExactLink, LOOKUP_LIMIT } from '@/lib/shorten/find-link';
import { ExistingLink, viewLoaded } from './link-views';

export type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  /**
   * `shortLink` when the page itself is the user's short link: found by its short URL, with its
   * statistics, which then need no request of their own.
   */
  | { status: 'found'; link: Link; shortLink?: { stats: LinkStats } }
  | { status: 'none' }
  /** `retryAt` (epoch ms) when the lookup was refused by the rate limit. */
  /** `error` as thrown, worded where shown. */
  | { status: 'failed'; error: unknown; retryAt?: number }
  /** Settings incomplete or the service's origin not granted: the popup shows the first-run panel. */
  | { status: 'unconfigured'; reason: NotConfiguredReason };

function fromDetails(details: LinkDetails): Link {
  const { stats, location: _location, device: _device, expiry: _expiry, ...link } = details;
  return { ...link, alias: '', clicks: stats.clicks, uniqueClicks: stats.uniqueClicks, domain: '', campaign: null, channels: [] };
}

async function lookUp(links: LinksApi, url: string, maybeShortLink: boolean): Promise<LookupState> {
  if (maybeShortLink) {
    // Whatever a server says for "no such short link" is a miss, never an error (findByShort).
    // A miss is final: an address shaped like a short link on the user's own service is not a
    // page they would have shortened (a sign-in page, another user's link).
    const details = await links.findByShort(url);
    return details ? { status: 'found', link: fromDetails(details), shortLink: { stats: details.stats } } : { status: 'none' };
  }
  const page = await links.list({ q: url, limit: LOOKUP_LIMIT });
  const link = findExactLink(page.items, url);
  return link ? { status: 'found', link } : { status: 'none' };
}

/**
 * Looks up the user's link for a URL with ONE request (the popup's whole budget on open): by
 * its short URL when the page may be one of the user's short links, else among their long URLs.
 * `maybeShortLink` null waits (the cached domains are still being read).
 */
export function useExistingLink(url: string | null, maybeShortLink: boolean | null): LookupState {
  const connection = useConnection();
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  useEffect(() => {
    if (!url || maybeShortLink === null) return;
    let alive = true;
    setState({ status: 'loading' });
    (async () => {
      try {
        const view = viewLoaded(ExistingLink);
        const result = await lookUp(await linksOf(connection), url, maybeShortLink);
        if (result.status === 'found') await view;
        if (alive) setState(result);
      } catch (error) {
        if (!alive) return;
        if (isNotConfigured(error)) return setState({ status: 'unconfigured', reason: error.reason });
        const failed: LookupState = { status: 'failed', error };
        if (isApiError(error) && error.kind === 'rate-limited') {
          // Only a refusal by the rate limit needs this rule, most often already loaded with the transport that got it.
          const { retryAt } = await import('@/lib/api/rate-limit');
          if (!alive) return;
          failed.retryAt = retryAt(error, Date.now());
        }
        setState(failed);
      }
    })();
    return () => {
      alive = false;
    };
  }, [url, maybeShortLink, connection]);
  return state;
}
