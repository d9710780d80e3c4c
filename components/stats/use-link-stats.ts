import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { linksOf } from '@/lib/connection/endpoints';
import type { LinkStats } from '@/lib/api';
import type { StatsState } from './StatsPanel';

function startingWith(known: LinkStats | undefined): StatsState {
  return known ? { status: 'loaded', stats: known, fetchedAt: Date.now() } : { status: 'idle' };
}

/**
 * Stats of one link, fetched only when asked (opening the tab, or Refresh): never polled.
 * `known` are statistics that came with the link already (a short link looked up by its URL).
 */
export function useLinkStats(linkId: number | null, known?: LinkStats) {
  const connection = useConnection();
  const [state, setState] = useState<StatsState>(() => startingWith(known));
  // Another link (e.g. "Create another" then Shorten) starts from nothing, not from old numbers.
  useEffect(() => setState(startingWith(known)), [linkId, known]);
  const refresh = async () => {
    if (linkId === null) return;
    const previous = state.status === 'idle' ? undefined : state.stats;
    setState({ status: 'loading', stats: previous });
    try {
      const links = await linksOf(connection);
      const details = await links.get(linkId);
      setState({ status: 'loaded', stats: details.stats, fetchedAt: Date.now() });
    } catch (error) {
      setState({ status: 'failed', error, stats: previous });
    }
  };
  return { state, refresh };
}
