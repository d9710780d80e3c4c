import type { ApiClient } from '@/lib/api';
import { isApiError } from '@/lib/api/errors';
import type { ApiConnection } from '@/lib/connection/connection';
import { clientOf } from '@/lib/connection/endpoints';
import type { Connection } from '@/lib/settings/schema';
import { defineLocalItem } from '@/lib/storage/item';

// The lists every surface shows in its pickers (domains, campaigns, ...) and the account,
// cached in storage.local so a popup opened on a fresh cache sends no request for them.
// One item holds them all: a change made anywhere reaches every surface through watch().

export const REFERENCE_KINDS = ['account', 'domains', 'campaigns', 'channels', 'pixels', 'overlays', 'splash'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** How long a fetched list counts as fresh. */
export const REFERENCE_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** One generous first page: a browser extension's pickers need no more. */
export const REFERENCE_PAGE_LIMIT = 100;

type ListItems<K extends Exclude<ReferenceKind, 'account'>> = Awaited<ReturnType<ApiClient[K]['list']>>['items'];
export type Account = Awaited<ReturnType<ApiClient['account']['get']>>;
export type DomainItem = ListItems<'domains'>[number];
export type CampaignItem = ListItems<'campaigns'>[number];
export type ChannelItem = ListItems<'channels'>[number];
export type PixelItem = ListItems<'pixels'>[number];
export type OverlayItem = ListItems<'overlays'>[number];
export type SplashItem = ListItems<'splash'>[number];

export interface ReferenceData {
  account: Account | null;
  domains: DomainItem[];
  campaigns: CampaignItem[];
  channels: ChannelItem[];
  pixels: PixelItem[];
  overlays: OverlayItem[];
  splash: SplashItem[];
  /** The oldest fetch time among the kinds (epoch ms); 0 while any kind was never fetched. */
  fetchedAt: number;
  /** Fetch time per kind (epoch ms); a missing or 0 entry means "fetch on next load". */
  fetchedAtByKind: Partial<Record<ReferenceKind, number>>;
  /** Lists the user's plan does not include (the server answered `forbidden`): shown empty. */
  unavailable: ReferenceKind[];
  /** Which connection the data belongs to, so a new address or key never shows stale lists. */
  source: string;
}

export const EMPTY_REFERENCE: ReferenceData = Object.freeze({
  account: null,
  domains: [],
  campaigns: [],
  channels: [],
  pixels: [],
  overlays: [],
  splash: [],
  fetchedAt: 0,
  fetchedAtByKind: {},
  unavailable: [],
  source: '',
}) as ReferenceData;

export const referenceItem = defineLocalItem<ReferenceData>('reference', EMPTY_REFERENCE);

/**
 * Identifies a connection without storing the key a second time: the base URL plus a short
 * non-reversible hash (FNV-1a) of the key.
 */
export function connectionSource(connection: Connection): string {
  let hash = 0x811c9dc5;
  for (const char of connection.apiKey.trim()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${connection.baseUrl.trim().replace(/\/+$/, '')}#${hash.toString(16)}`;
}

function oldest(byKind: ReferenceData['fetchedAtByKind']): number {
  return Math.min(...REFERENCE_KINDS.map((kind) => byKind[kind] ?? 0));
}

/** The kinds that need a request: never fetched, expired, forced, or from another connection. */
export function staleKinds(
  data: ReferenceData,
  source: string,
  now: number,
  options: { force?: boolean; only?: readonly ReferenceKind[] } = {},
): ReferenceKind[] {
  const kinds = options.only ?? REFERENCE_KINDS;
  if (options.force || data.source !== source) return [...kinds];
  return kinds.filter((kind) => {
    const at = data.fetchedAtByKind[kind] ?? 0;
    return at <= 0 || now - at >= REFERENCE_MAX_AGE_MS || at > now + 60_000;
  });
}

async function fetchKind(client: ApiClient, kind: ReferenceKind): Promise<Account | unknown[]> {
  if (kind === 'account') return client.account.get();
  const page = await client[kind].list({ limit: REFERENCE_PAGE_LIMIT });
  return page.items as unknown[];
}

// One load at a time per context: the popup asking twice while the first is in flight
// must not double the requests.
let inFlight: Promise<ReferenceData> | null = null;

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
  const run = (inFlight ?? Promise.resolve()).catch(() => undefined).then(() => load(connection, options));
  const tracked = run.finally(() => {
    if (inFlight === tracked) inFlight = null;
  });
  inFlight = tracked;
  return tracked;
}

async function load(connection: ApiConnection, options: LoadReferenceOptions): Promise<ReferenceData> {
  const now = options.now ?? Date.now;
  const source = connectionSource(connection.settings);
  const stored = await referenceItem.getValue();
  const current: ReferenceData = stored.source === source ? stored : { ...EMPTY_REFERENCE, source };
  const todo = staleKinds(stored, source, now(), options);
  if (todo.length === 0) return current;

  // Only a stale cache needs the client (every list endpoint): loaded then, not with the page.
  const client = await clientOf(connection);
  const results = await Promise.allSettled(todo.map((kind) => fetchKind(client, kind)));

  const next: ReferenceData = {
    ...current,
    fetchedAtByKind: { ...current.fetchedAtByKind },
    unavailable: current.unavailable.filter((kind) => !todo.includes(kind)),
  };
  let failure: unknown = null;
  todo.forEach((kind, index) => {
    const result = results[index];
    if (!result) return;
    if (result.status === 'fulfilled') {
      assign(next, kind, result.value);
      next.fetchedAtByKind[kind] = now();
    } else if (isApiError(result.reason) && result.reason.kind === 'forbidden') {
      assign(next, kind, kind === 'account' ? null : []);
      next.unavailable.push(kind);
      next.fetchedAtByKind[kind] = now();
    } else {
      // Keep what was there (stale but usable); remember the failure if there was nothing.
      if (current.source !== source || !(current.fetchedAtByKind[kind] ?? 0)) failure ??= result.reason;
      if (current.unavailable.includes(kind)) next.unavailable.push(kind);
    }
  });
  next.fetchedAt = oldest(next.fetchedAtByKind);
  await referenceItem.setValue(next);
  if (failure !== null) throw failure;
  return next;
}

function assign(data: ReferenceData, kind: ReferenceKind, value: Account | unknown[] | null): void {
  (data as unknown as Record<ReferenceKind, unknown>)[kind] = value;
}

/** Marks kinds (default: all) for refetch on the next load; what is shown stays until then. */
export async function invalidateReference(kinds: readonly ReferenceKind[] = REFERENCE_KINDS): Promise<void> {
  const data = await referenceItem.getValue();
  const fetchedAtByKind = { ...data.fetchedAtByKind };
  for (const kind of kinds) fetchedAtByKind[kind] = 0;
  await referenceItem.setValue({ ...data, fetchedAtByKind, fetchedAt: oldest(fetchedAtByKind) });
}

/**
 * After a change to a cached kind: mark it stale and fetch it again at once, so every
 * surface's pickers show the change. A failed refetch leaves it stale for the next load.
 */
export async function refreshReference(connection: ApiConnection, kinds: readonly ReferenceKind[]): Promise<void> {
  await invalidateReference(kinds);
  await loadReference(connection, { only: [...kinds] }).catch(() => undefined);
}

/** Stores the account the options page's Save check already fetched: no second request. */
export async function saveAccount(account: Account, connection: Connection, now: number = Date.now()): Promise<void> {
  const source = connectionSource(connection);
  const data = await referenceItem.getValue();
  const base: ReferenceData = data.source === source ? data : { ...EMPTY_REFERENCE, source };
  const fetchedAtByKind = { ...base.fetchedAtByKind, account: now };
  await referenceItem.setValue({
    ...base,
    account,
    fetchedAtByKind,
    fetchedAt: oldest(fetchedAtByKind),
    unavailable: base.unavailable.filter((kind) => kind !== 'account'),
  });
}

/** Calls back with the cached data whenever any surface changes it. */
export function watchReference(callback: (data: ReferenceData) => void): () => void {
  return referenceItem.watch((value) => callback(value ?? EMPTY_REFERENCE));
}

/** Empties the cache (reset, or a new connection). */
export function clearReference(): Promise<void> {
  return referenceItem.removeValue();
}
