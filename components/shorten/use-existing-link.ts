import { useEffect, useState } from 'preact/hooks';
import type { ErrorDescription, Link } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import { retryAt } from '@/lib/api/rate-limit';
import { useConnection } from '@/components/connection/context';
import { linksOf } from '@/lib/connection/endpoints';
import { describeError, isNotConfigured, type NotConfiguredReason } from '@/lib/connection/errors';

export type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; link: Link }
  | { status: 'none' }
  /** `retryAt` (epoch ms) when the lookup was refused by the rate limit. */
  | { status: 'failed'; error: ErrorDescription; retryAt?: number }
  /** Settings incomplete or the service's origin not granted: the popup shows the first-run panel. */
  | { status: 'unconfigured'; reason: NotConfiguredReason };

function normalised(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/** `q` is a keyword search: only an exact long URL (up to URL normalisation) counts as "this page". */
export function findExactLink(links: Link[], url: string): Link | undefined {
  const wanted = normalised(url);
  return links.find((link) => link.longurl === url) ?? links.find((link) => normalised(link.longurl) === wanted);
}

/** Looks up the user's link for a URL with ONE request (the popup's whole budget on open). */
export function useExistingLink(url: string | null): LookupState {
  const connection = useConnection();
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  useEffect(() => {
    if (!url) return;
    let alive = true;
    setState({ status: 'loading' });
    (async () => {
      try {
        const links = await linksOf(connection);
        const page = await links.list({ q: url, limit: 10 });
        const link = findExactLink(page.items, url);
        if (alive) setState(link ? { status: 'found', link } : { status: 'none' });
      } catch (error) {
        if (!alive) return;
        if (isNotConfigured(error)) return setState({ status: 'unconfigured', reason: error.reason });
        const failed: LookupState = { status: 'failed', error: describeError(error) };
        if (isApiError(error) && error.kind === 'rate-limited') {
          failed.retryAt = retryAt(error, Date.now());
        }
        setState(failed);
      }
    })();
    return () => {
      alive = false;
    };
  }, [url, connection]);
  return state;
}
