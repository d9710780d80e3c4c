import { quietly } from '@/lib/activity/activity';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useConnection, useRateLimitMeter } from '@/components/connection/context';
import { useCountdown } from '@/components/ui/use-countdown';
import { useLatest } from '@/components/ui/use-latest';
import { readAllRecords, readNewestRecords } from '@/lib/history/link-records';
import { indexIsStale } from '@/lib/history/run-refresh';
import type { ClickSeries, IndexedLink } from '@/lib/history/schema';
import { readSeries, readSeriesOf } from '@/lib/history/series-records';
import { indexStatusItem, readIndexStatus, statusFor, type IndexStatus } from '@/lib/history/status';
import { refreshWait } from '@/lib/history/wait';
import { sendMessage, type RefreshOutcome } from '@/lib/messaging';

// The pages watch the index's status in storage and read the records they show from IndexedDB,
// again whenever the status says the records changed; the worker alone writes both
// ('history:refresh', its fill), so a popup closed mid-refresh loses nothing.

export interface LinkIndexState {
  /** null until storage answered. */
  status: IndexStatus | null;
  refreshing: boolean;
  /** How the last refresh this page asked for ended; null before one. */
  outcome: RefreshOutcome | null;
  /** Refreshes now, whatever the index's age (a Refresh button). */
  refresh: () => Promise<void>;
  /** Pauses or resumes the index's fill. */
  setPaused: (paused: boolean) => Promise<void>;
  /** While the rate limit holds the refresh back: whether the window is spent, and the seconds until Trim asks again. */
  wait: { spent: boolean; seconds: number } | null;
}

/**
 * The page's installation's index status; an index older than its lifetime (or never filled)
 * is refreshed once, on show. `active` false (a view that does not show it right now) reads and asks nothing.
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
  const status = useIndexStatus(active, (stored) => {
    if (indexIsStale(stored, Date.now())) void latestRefresh.current(false);
  });
  // A refresh another caller made (the fill's alarm) answers for the one this page was held back from.
  const refreshedAt = status?.refreshedAt;
  useEffect(() => setOutcome((last) => (last === 'deferred' ? null : last)), [refreshedAt]);

  // Held back by the rate limit: the seconds count down to the window's reopening, then the
  // refresh is asked for once (only while the index is shown; nothing polls).
  const meter = useRateLimitMeter();
  const held = useMemo(() => (active && !status?.fill ? refreshWait(status, outcome, meter, Date.now()) : null), [active, status, outcome, meter]);
  const seconds = useCountdown(held?.until ?? null);
  const reopened = held !== null && seconds === 0;
  useEffect(() => {
    if (reopened) void latestRefresh.current(false);
  }, [held, reopened, latestRefresh]);

  const wait = held && !refreshing && seconds > 0 ? { spent: held.spent, seconds } : null;
  const setPaused = (paused: boolean) => quietly('pause or resume the fill', sendMessage('history:fill', { installation: connection.id, paused }));
  return { status, refreshing, outcome, refresh: () => refresh(true), setPaused, wait };
}

/** The connection's index status, read once (`onRead` then sees it) and followed; another connection's reads as an empty one. */
function useIndexStatus(active: boolean, onRead: (status: IndexStatus) => void): IndexStatus | null {
  const connection = useConnection();
  const [status, setStatus] = useState<IndexStatus | null>(null);
  const source = connection.source;
  const latestOnRead = useLatest(onRead);
  useEffect(() => {
    if (!active) return;
    let live = true;
    const stop = indexStatusItem(connection.id).watch((next) => {
      if (live) setStatus(statusFor(next, source));
    });
    void readIndexStatus(connection.id, source).then((stored) => {
      if (!live) return;
      setStatus(stored);
      latestOnRead.current(stored);
    });
    return () => {
      live = false;
      stop();
    };
  }, [active, connection.id, source, latestOnRead]);
  return status;
}

/** How long the index must stay unchanged before a view of every link reads them again. */
const ALL_AGAIN_AFTER_MS = 1000;

/** What a view reads of the index: the newest links (a first look), or every link (a search, a filter). */
export type IndexRead = { newest: number } | 'all';

/**
 * The index's links as a view needs them, newest first, read again whenever the records change;
 * null until read. Reading every link of a large account takes a moment, so a view asks for them
 * only once the user searches or filters.
 */
export function useIndexedLinks(status: IndexStatus | null, read: IndexRead): IndexedLink[] | null {
  const connection = useConnection();
  const [links, setLinks] = useState<IndexedLink[] | null>(null);
  // null: every link.
  const limit = read === 'all' ? null : read.newest;
  const revision = status?.revision;
  const empty = status !== null && status.count === 0;
  // What was read last: `null` every link, a number the newest so many, undefined nothing yet.
  const lastRead = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (revision === undefined) return;
    let live = true;
    const read = () => {
      lastRead.current = limit;
      const reading = empty ? Promise.resolve([]) : limit === null ? readAllRecords(connection.id) : readNewestRecords(connection.id, limit);
      reading.then(
        (found) => live && setLinks(found),
        () => live && setLinks([]),
      );
    };
    // Every link again only once the changes pause (a bulk run notes one link at a time): a read
    // of a large account takes a moment, which each change would otherwise cost the page.
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (limit === null && lastRead.current === null) timer = setTimeout(read, ALL_AGAIN_AFTER_MS);
    else read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [connection.id, limit, revision, empty]);
  // A wider read keeps showing the narrower one's links until it is in.
  return links;
}

/** These links' click series (the rows a list shows), read again whenever the records change; null until read. */
export function useSeriesOf(status: IndexStatus | null, ids: readonly number[]): Map<number, ClickSeries> | null {
  const connection = useConnection();
  const [series, setSeries] = useState<Map<number, ClickSeries> | null>(null);
  const key = ids.join(',');
  const revision = status?.revision;
  useEffect(() => {
    if (revision === undefined) return;
    let live = true;
    readSeriesOf(connection.id, key ? key.split(',').map(Number) : []).then(
      (found) => live && setSeries(found),
      () => live && setSeries(new Map()),
    );
    return () => {
      live = false;
    };
  }, [connection.id, key, revision]);
  return series;
}

/** One link's click series: undefined until read, null when Trim keeps none for it. */
export function useLinkSeries(status: IndexStatus | null, id: number): ClickSeries | null | undefined {
  const connection = useConnection();
  const [series, setSeries] = useState<{ id: number; series: ClickSeries | null } | undefined>(undefined);
  const revision = status?.revision;
  useEffect(() => {
    if (revision === undefined) return;
    let live = true;
    readSeries(connection.id, id).then(
      (found) => live && setSeries({ id, series: found }),
      () => live && setSeries({ id, series: null }),
    );
    return () => {
      live = false;
    };
  }, [connection.id, id, revision]);
  return series?.id === id ? series.series : undefined;
}
