import { useEffect, useRef, useState } from 'preact/hooks';
import type { LinkDetails, LinkInput } from '@/lib/api';
import { useConnection } from '@/components/connection/context';
import { pageLinks } from '@/lib/links/in-page';
import { rememberedOf } from '@/lib/links/remembered';

export interface RememberedState {
  /** undefined while read; null when Trim never made or edited the link, or the link changed since. */
  body: LinkInput | null | undefined;
  /** The details showed the link changed on the service since Trim's write: said until Trim knows it again (a save). */
  stale: boolean;
}

/**
 * The body Trim last sent for the link shown, checked against each new report of its details
 * (storage only, no request): a body out of date is dropped (lib/links/remembered.ts). `version`
 * reads it again (after a save or an assignment) without comparing: until the page reads the
 * link again, the details it holds are from before that change.
 */
export function useRemembered(id: number, details: LinkDetails | undefined, version: number): RememberedState {
  const connection = useConnection();
  const [state, setState] = useState<RememberedState>({ body: undefined, stale: false });
  const compared = useRef<LinkDetails | undefined>(undefined);
  useEffect(() => {
    if (!details) return undefined;
    let live = true;
    const fresh = compared.current !== details;
    compared.current = details;
    const read = fresh
      ? pageLinks(connection).recall(id, details)
      : rememberedOf(connection, id).then(
          (body) => ({ body, stale: false }),
          () => ({ body: null, stale: false }),
        );
    void read.then((found) => {
      if (live) setState((previous) => ({ body: found.body, stale: found.stale || (previous.stale && found.body === null) }));
    });
    return () => {
      live = false;
    };
  }, [connection, id, details, version]);
  return state;
}
