import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { linksOf } from '@/lib/connection/endpoints';
import { isNotConfigured } from '@/lib/connection/errors';
import type { LookupState } from './answers';
import { FoundView, viewLoaded } from './link-views';

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
        const view = viewLoaded(FoundView);
        // The code that reads the answer loads alongside the endpoint's, not in the start-up JS.
        const [links, { lookUp }] = await Promise.all([linksOf(connection), import('./look-up')]);
        // The local index answers for an address the service is not told of (look-up.ts), by its host and path.
        const indexed = async () => (await import('@/lib/history/indexed-at')).indexedAt(connection.id, connection.source, url);
        const result = await lookUp(links, url, maybeShortLink, indexed);
        if (result.status === 'found') await view;
        if (alive) setState(result);
      } catch (error) {
        // The endpoint or the lookup's code could not load, or Trim cannot reach the service yet.
        if (!alive) return;
        setState(isNotConfigured(error) ? { status: 'unconfigured', reason: error.reason } : { status: 'failed', error });
      }
    })();
    return () => {
      alive = false;
    };
  }, [url, maybeShortLink, connection]);
  return state;
}
