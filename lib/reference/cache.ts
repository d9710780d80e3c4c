import type { ApiClient } from '@/lib/api';
import { ApiError, type Refusal } from '@/lib/api/errors';
import type { ApiConnection } from '@/lib/connection/connection';
import { clientOf } from '@/lib/connection/endpoints';
import { z } from 'zod/mini';
import { defineLocalItem } from '@/lib/storage/item';

// The lists every surface shows in its pickers (domains, campaigns, ...) and the account,
// cached in storage.local so a popup opened on a fresh cache sends no request for them.
// One item per installation holds them all: a change made anywhere reaches every surface
// through watch(), and one installation's lists never show for another.

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An entry as the API's schema read it when it was fetched: checked for its shape here, not parsed again. */
const entry = <T>() => z.custom<T>(isRecord);
const kindSchema = z.enum(REFERENCE_KINDS);
// An object of optional fields rather than z.partialRecord: the popup's start-up JS has zod's object code already, not its record code.
const perKind = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    account: z.optional(value),
    domains: z.optional(value),
    campaigns: z.optional(value),
    channels: z.optional(value),
    pixels: z.optional(value),
    overlays: z.optional(value),
    splash: z.optional(value),
  });

const referenceDataSchema = z.object({
  account: z.nullable(entry<Account>()),
  domains: z.array(entry<DomainItem>()),
  campaigns: z.array(entry<CampaignItem>()),
  channels: z.array(entry<ChannelItem>()),
  pixels: z.array(entry<PixelItem>()),
  overlays: z.array(entry<OverlayItem>()),
  splash: z.array(entry<SplashItem>()),
  /** The oldest fetch time among the kinds (epoch ms); 0 while any kind was never fetched. */
  fetchedAt: z.number(),
  /** Fetch time per kind (epoch ms); a missing or 0 entry means "fetch on next load". */
  fetchedAtByKind: perKind(z.number()),
  /** Lists the user's plan or key does not open (the server answered `forbidden`): shown empty. */
  unavailable: z.array(kindSchema),
  /** What closes each kind in `unavailable`; a kind missing here is closed by the plan. */
  refusedBy: z.optional(perKind(z.enum(['plan', 'key']))),
  /** Which connection the data belongs to, so a new address or key never shows stale lists. */
  source: z.string(),
});

export type ReferenceData = z.infer<typeof referenceDataSchema>;

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
  refusedBy: {},
  source: '',
}) as ReferenceData;

export function isReferenceKind(value: string): value is ReferenceKind {
  return (REFERENCE_KINDS as readonly string[]).includes(value);
}

/** Where an installation's lists are kept (removed with the installation). */
export const referenceKey = (installation: string) => `reference:${installation}`;

/** A cache that does not parse reads as empty: every list is fetched again. */
export const referenceItem = (installation: string) => defineLocalItem(referenceKey(installation), { schema: referenceDataSchema, fallback: EMPTY_REFERENCE });

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
  await loadReference(connection, { only: [...kinds] }).catch(() => undefined);
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
