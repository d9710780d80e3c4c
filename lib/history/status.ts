import { isRecord } from '@/lib/api/guards';
import { installationKey } from '@/lib/storage/installation-keys';
import { defineLocalItem, leniently } from '@/lib/storage/item';
import { indexFailureSchema, type IndexFailure } from './schema';

// How an installation's link index stands, in a few bytes of storage.local that every page
// watches: the records themselves are in IndexedDB (link-records.ts), which tells nobody when it
// changes. The worker, the index's one writer, updates this after each change; `revision` moves
// whenever the records did, so a page showing them reads what it shows again.

/** A full read of the account in progress (fill.ts). */
export interface FillProgress {
  /** Links this read has taken so far, newest first. */
  read: number;
  /** How many links the service counted at its last answer. */
  total: number;
  /** The user paused it (the options page, the index's status line). */
  paused: boolean;
  /** When it goes on by itself (the rate-limit window reopens, a failed page is tried again); null while it reads. */
  waitUntil: number | null;
  /** The last answers were slow: it reads smaller pages. */
  slow: boolean;
}

export interface IndexStatus {
  /** The connection it was filled from (connectionSource): another address or key reads as an empty index. */
  source: string;
  /** Links the index holds. */
  count: number;
  /** Links the service counted at the last answer; null before one. */
  total: number | null;
  /** Every link of the account is in the index: a full read ended, and nothing since says one is missing. */
  whole: boolean;
  /** When a read last brought the index up to date (epoch ms); 0 = never. */
  refreshedAt: number;
  fill: FillProgress | null;
  /** Why the last read failed (kept until one succeeds); what it read before failing is kept. */
  failure: IndexFailure | null;
  /** Links whose clicks per day Trim keeps (series-records.ts). */
  tracked: number;
  /** Moves with every change to the records. */
  revision: number;
}

export const EMPTY_STATUS: IndexStatus = Object.freeze({
  source: '',
  count: 0,
  total: null,
  whole: false,
  refreshedAt: 0,
  fill: null,
  failure: null,
  tracked: 0,
  revision: 0,
}) as IndexStatus;

const number = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

function parseFill(value: unknown): FillProgress | null {
  if (!isRecord(value)) return null;
  const waitUntil = value['waitUntil'];
  return {
    read: number(value['read']),
    total: number(value['total']),
    paused: value['paused'] === true,
    waitUntil: typeof waitUntil === 'number' ? waitUntil : null,
    slow: value['slow'] === true,
  };
}

/** Field by field: a field that does not parse reads as its empty value, never the rest. */
export function parseIndexStatus(value: unknown): IndexStatus {
  if (!isRecord(value) || typeof value['source'] !== 'string') return EMPTY_STATUS;
  const failure = indexFailureSchema.safeParse(value['failure']);
  const total = value['total'];
  return {
    source: value['source'],
    count: number(value['count']),
    total: typeof total === 'number' ? total : null,
    whole: value['whole'] === true,
    refreshedAt: number(value['refreshedAt']),
    fill: parseFill(value['fill']),
    failure: failure.success ? failure.data : null,
    tracked: number(value['tracked']),
    revision: number(value['revision']),
  };
}

export const indexStatusKey = (installation: string) => installationKey('indexStatus', installation);
export const indexStatusItem = (installation: string) => defineLocalItem(indexStatusKey(installation), { schema: leniently(parseIndexStatus), fallback: EMPTY_STATUS });

/** The status as this connection sees it: an index filled from another address or key is none of its own. */
export const statusFor = (status: IndexStatus, source: string): IndexStatus => (status.source === source ? status : { ...EMPTY_STATUS, source });

/** The installation's index status for this connection (any context; the options page counts links with it). */
export async function readIndexStatus(installation: string, source: string): Promise<IndexStatus> {
  return statusFor(await indexStatusItem(installation).getValue(), source);
}

/**
 * The worker's change to an installation's status (it is its one writer), under the key's lock.
 * A status of another connection is replaced by an empty one of `source` first; `records` true
 * also moves the revision, so the pages showing the records read them again.
 */
export function changeIndexStatus(installation: string, source: string, change: (status: IndexStatus) => IndexStatus, options: { records?: boolean } = {}): Promise<IndexStatus> {
  return indexStatusItem(installation).update((stored) => {
    const current = statusFor(stored, source);
    const next = change(current);
    return options.records ? { ...next, revision: current.revision + 1 } : next;
  });
}
