import { quietly } from '@/lib/activity/activity';
import { ApiError, type Refusal } from '@/lib/api/errors';
import type { ApiConnection } from '@/lib/connection/connection';
import { clientOf } from '@/lib/connection/endpoints';
import { EMPTY_REFERENCE, REFERENCE_KINDS, REFERENCE_MAX_AGE_MS, referenceItem, type Account, type ReferenceData, type ReferenceKind } from './data';

// The lists every surface shows in its pickers (domains, campaigns, ...) and the account,
// cached in storage.local (./data.ts) so a popup opened on a fresh cache sends no request for
// them: loaded when stale, recorded from what other requests learned, forgotten with the installation.

// How a fetch or a finding changes the cached data (./edit.ts): loaded by what writes it, so a
// page that only reads the cache, the popup at its start, carries none of it.
const loadEdits = () => import('./edit');

/** The kinds that need a request: never fetched, expired, forced, or from another connection. */
export function staleKinds(data: ReferenceData, source: string, now: number, options: { force?: boolean; only?: readonly ReferenceKind[] } = {}): ReferenceKind[] {
  const kinds = options.only ?? REFERENCE_KINDS;
  if (options.force || data.source !== source) return [...kinds];
  return kinds.filter((kind) => {
    const at = data.fetchedAtByKind[kind] ?? 0;
    return at <= 0 || now - at >= REFERENCE_MAX_AGE_MS || at > now + 60_000;
  });
}

// One load or record at a time per context: the popup asking twice while the first is in
// flight must not double the requests, and a record must not be lost under a load's write.
let inFlight: Promise<unknown> | null = null;

function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = (inFlight ?? Promise.resolve()).catch(() => undefined).then(task);
  const tracked = run.finally(() => {
    if (inFlight === tracked) inFlight = null;
  });
  inFlight = tracked;
  return tracked;
}

export interface LoadReferenceOptions {
  force?: boolean;
  only?: ReferenceKind[];
  now?: () => number;
}

/**
 * The cached lists, fetching only what is stale. A list the plan lacks caches as empty and
 * is named in `unavailable`. When a fetch fails, older data for that kind is kept; only a
 * kind with nothing to show makes the whole load reject (with the ApiError).
 */
export function loadReference(connection: ApiConnection, options: LoadReferenceOptions = {}): Promise<ReferenceData> {
  return serial(() => load(connection, options));
}

async function load(connection: ApiConnection, options: LoadReferenceOptions): Promise<ReferenceData> {
  const now = options.now ?? Date.now;
  const source = connection.source;
  const item = referenceItem(connection.id);
  const stored = await item.getValue();
  const current: ReferenceData = stored.source === source ? stored : { ...EMPTY_REFERENCE, source };
  const todo = staleKinds(stored, source, now(), options);
  if (todo.length === 0) return current;

  // Never into a window known to be spent: the refusal would only be sent again. The wait is
  // the error, so the surface counts it down and loads by itself when the window reopens.
  // The error carries the reset as the meter knows it; when to ask again is retryAt's to say.
  const reset = await connection.meter.exhaustedUntil(now());
  if (reset !== null) {
    const seconds = Math.max(0, Math.ceil((reset - now()) / 1000));
    throw new ApiError('rate-limited', 'rate-limited', 'The rate-limit window is spent; no list was asked for.', { retryAfter: seconds, resetAt: new Date(reset) });
  }
  // Only a stale cache needs the client (every list endpoint) and the code that fetches and
  // applies the lists (./fetch-lists.ts): both loaded then, not with the page.
  const [client, { fetchLists }] = await Promise.all([clientOf(connection), import('./fetch-lists')]);
  return fetchLists(client, item, current, todo, now);
}

/** What a request made for another reason showed about a kind: closed (by what), or open. */
export interface AreaFinding {
  kind: ReferenceKind;
  refusal: Refusal | null;
}

/**
 * Records what other requests learned (the options page's check, a manage section's load)
 * without a request of its own. A kind found open that was cached as closed holds no list
 * yet, so it is marked for the next load; one found closed is emptied and counts as fetched.
 */
export function recordAreas(connection: ApiConnection, findings: readonly AreaFinding[], now: number = Date.now()): Promise<ReferenceData> {
  return serial(async () => {
    const source = connection.source;
    const { close, copyOf, oldest, open } = await loadEdits();
    return referenceItem(connection.id).update((stored) => {
      const next = copyOf(stored.source === source ? stored : { ...EMPTY_REFERENCE, source });
      for (const { kind, refusal } of findings) {
        if (refusal) close(next, kind, refusal, now);
        else if (next.unavailable.includes(kind)) {
          open(next, kind);
          next.fetchedAtByKind[kind] = 0;
        }
      }
      next.fetchedAt = oldest(next.fetchedAtByKind);
      return next;
    });
  });
}

/** Marks kinds (default: all) for refetch on the next load; what is shown stays until then. */
export function invalidateReference(installation: string, kinds: readonly ReferenceKind[] = REFERENCE_KINDS): Promise<void> {
  // In turn with the loads, so one in flight cannot write back over the mark.
  return serial(async () => {
    const { oldest } = await loadEdits();
    await referenceItem(installation).update((data) => {
      const fetchedAtByKind = { ...data.fetchedAtByKind };
      for (const kind of kinds) fetchedAtByKind[kind] = 0;
      return { ...data, fetchedAtByKind, fetchedAt: oldest(fetchedAtByKind) };
    });
  });
}

/**
 * After a change to a cached kind: mark it stale and fetch it again at once, so every
 * surface's pickers show the change. A failed refetch leaves it stale for the next load.
 */
export async function refreshReference(connection: ApiConnection, kinds: readonly ReferenceKind[]): Promise<void> {
  await invalidateReference(connection.id, kinds);
  await quietly('refetch reference lists', loadReference(connection, { only: [...kinds] }));
}

/** Stores the account the options page's Save check already fetched: no second request. */
export function saveAccount(account: Account, connection: ApiConnection, now: number = Date.now()): Promise<void> {
  const source = connection.source;
  return serial(async () => {
    const { copyOf, oldest, open } = await loadEdits();
    await referenceItem(connection.id).update((data) => {
      const next = copyOf(data.source === source ? data : { ...EMPTY_REFERENCE, source });
      next.account = account;
      open(next, 'account');
      next.fetchedAtByKind.account = now;
      next.fetchedAt = oldest(next.fetchedAtByKind);
      return next;
    });
  });
}

/**
 * Deletes an installation's lists once the loads this page has in flight are done: a load that
 * answers after the installation was removed must not write its lists (or its meter) back.
 */
export function forgetReference(installation: string): Promise<void> {
  return serial(() => referenceItem(installation).removeValue());
}

/** Calls back with an installation's cached data whenever any surface changes it. */
export function watchReference(installation: string, callback: (data: ReferenceData) => void): () => void {
  return referenceItem(installation).watch(callback);
}
