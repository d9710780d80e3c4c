import { useEffect, useState } from 'preact/hooks';
import type { ReferenceState } from '@/components/reference/use-reference';
import { connectionSource } from '@/lib/connection/source';
import { readShortHosts } from '@/lib/history/short-hosts';
import type { Installation } from '@/lib/settings/schema';
import { looksLikeOwnShortLink } from '@/lib/shorten/own-short-link';

// Whether the popup's page has the shape of one of the user's short links, which decides its one
// lookup. The user's short domains are known without a request: the service's own address, the
// installation's default domain, the hosts of the short links in the index (the links Trim made
// and those a refresh read) and the domains list (the cache, or the quick form's load on a cold
// cache; a key or plan that does not open the list leaves the other three).

/** The hosts of the installation's indexed short links; null while they are read. */
function useIndexedHosts(installation: Installation): string[] | null {
  const [hosts, setHosts] = useState<string[] | null>(null);
  const { id, connection } = installation;
  useEffect(() => {
    let live = true;
    void readShortHosts(id, connectionSource(connection)).then((read) => live && setHosts(read));
    return () => {
      live = false;
    };
  }, [id, connection]);
  return hosts;
}

/**
 * True or false once known; null while it cannot be known yet. An address on a host the settings
 * or the index name is known at once; for the other branded domains the lookup waits for the
 * list: at once from a cache that has it, else until the quick form's load settled.
 */
export function useShortLinkShape(url: string, installation: Installation, reference: ReferenceState): boolean | null {
  const indexed = useIndexedHosts(installation);
  const { baseUrl } = installation.connection;
  const named = [installation.defaults.domain, ...(indexed ?? []).map((host) => `https://${host}`)].filter((domain) => domain !== '').map((domain) => ({ domain }));
  if (looksLikeOwnShortLink(url, baseUrl, named)) return true;
  if (indexed === null) return null;
  const { data } = reference;
  const cached = reference.ready && data.source === connectionSource(installation.connection) && (data.fetchedAtByKind.domains ?? 0) > 0;
  return cached || reference.settled ? looksLikeOwnShortLink(url, baseUrl, data.domains) : null;
}
