import { useEffect, useState } from 'preact/hooks';
import type { LinkInput } from '@/lib/api';
import { useConnection } from '@/components/connection/context';
import { rememberedOf } from '@/lib/links/remembered';

/**
 * The body Trim last sent for a link (storage only, no request): undefined while read, null when
 * Trim never made or edited it. `version` re-reads it (after a save).
 */
export function useRemembered(id: number, version: number): LinkInput | null | undefined {
  const connection = useConnection();
  const [body, setBody] = useState<LinkInput | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void rememberedOf(connection, id)
      .catch(() => null)
      .then((found) => live && setBody(found));
    return () => {
      live = false;
    };
  }, [connection, id, version]);
  return body;
}
