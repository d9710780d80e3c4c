import { useEffect, useMemo, useState } from 'preact/hooks';
import { useConnection, useRateLimitMeter } from '@/components/connection/context';
import { useCountdown } from '@/components/ui/use-countdown';
import { useLatest } from '@/components/ui/use-latest';
import { indexIsStale } from '@/lib/history/run-refresh';
import { refreshWait } from '@/lib/history/wait';
import type { RefreshOutcome } from '@/lib/messaging';
import type { ClickHistory, LinkIndex } from '@/lib/history/schema';
import { clickHistoryItem, linkIndexItem, readClickHistory, readLinkIndex } from '@/lib/history/store';
import { sendMessage } from '@/lib/messaging';

// The pages read the index and the history from storage and follow every change to them; the
// worker alone refreshes them ('history:refresh'), so a popup closed mid-refresh loses nothing.

export interface LinkIndexState {
  /** null until storage answered. */
  index: LinkIndex | null;
  refreshing: boolean;
  /** How the last refresh this page asked for ended; null before one. */
  outcome: RefreshOutcome | null;
  /** Refreshes now, whatever the index's age (a Refresh button). */
  refresh: () => Promise<void>;
  /** While the rate limit holds the refresh back: whether the window is spent, and the seconds until Trim asks again. */
  wait: { spent: boolean; seconds: number } | null;
}

/**
 * The page's installation's index; one older than its lifetime is refreshed once, on show.
 * `active` false (a view that does not show it right now) reads and asks nothing.
 */
export function useLinkIndex(active = true): LinkIndexState {
  const connection = useConnection();
  const [refreshing, setRefreshing] = useState(false);
  const [outcome, setOutcome] = useState<RefreshOutcome | null>(null);

  const refresh = async (force: boolean) => {
    setRefreshing(true);
    try {
      setOutcome(await sendMessage('history:refresh', { installation: connection.id, force }));
    } catch {
      setOutcome('failed');
    } finally {
      setRefreshing(false);
    }
  };

  const latestRefresh = useLatest(refresh);
  const index = useConnectionItem(active, linkIndexItem, readLinkIndex, (stored) => {
    if (indexIsStale(stored, Date.now())) void latestRefresh.current(false);
  });

  // Held back by the rate limit: the seconds count down to the window's reopening, then the
  // refresh is asked for once (only while the index is shown; nothing polls).
  const meter = useRateLimitMeter();
  const held = useMemo(() => (active ? refreshWait(index, outcome, meter, Date.now()) : null), [active, index, outcome, meter]);
  const seconds = useCountdown(held?.until ?? null);
  const reopened = held !== null && seconds === 0;
  useEffect(() => {
    if (reopened) void latestRefresh.current(false);
  }, [held, reopened, latestRefresh]);

  const wait = held && !refreshing && seconds > 0 ? { spent: held.spent, seconds } : null;
  return { index, refreshing, outcome, refresh: () => refresh(true), wait };
}

/** The page's installation's click history, following every change; null until storage answered (or while not `active`). */
export function useClickHistory(active = true): ClickHistory | null {
  return useConnectionItem(active, clickHistoryItem, readClickHistory);
}

/**
 * One of the connection's stored values, read once (`onRead` then sees it) and followed: a change
 * written for another connection (the installation before its key or address changed) is ignored.
 */
function useConnectionItem<T extends { source: string }>(
  active: boolean,
  item: (installation: string) => { watch(callback: (value: T) => void): () => void },
  read: (installation: string, source: string) => Promise<T>,
  onRead?: (stored: T) => void,
): T | null {
  const connection = useConnection();
  const [value, setValue] = useState<T | null>(null);
  const source = connection.source;
  const latestOnRead = useLatest(onRead);
  useEffect(() => {
    if (!active) return;
    let live = true;
    const stop = item(connection.id).watch((next) => {
      if (live && next.source === source) setValue(next);
    });
    void read(connection.id, source).then((stored) => {
      if (!live) return;
      setValue(stored);
      latestOnRead.current?.(stored);
    });
    return () => {
      live = false;
      stop();
    };
  }, [active, connection.id, source, item, read, latestOnRead]);
  return value;
}
