import type { ApiClient } from '@/lib/api';
import { z } from 'zod/mini';
import { defineLocalItem } from '@/lib/storage/item';
import { installationKey } from '@/lib/storage/installation-keys';
import { isRecord } from '@/lib/api/guards';

// What the reference cache holds (cache.ts loads and records it; edit.ts and fetch-lists.ts
// change it): the lists every surface shows in its pickers (domains, campaigns, ...) and the
// account, one item per installation, so a change made anywhere reaches every surface through
// watch(), and one installation's lists never show for another.

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
export const referenceKey = (installation: string) => installationKey('reference', installation);

/** A cache that does not parse reads as empty: every list is fetched again. */
export const referenceItem = (installation: string) => defineLocalItem(referenceKey(installation), { schema: referenceDataSchema, fallback: EMPTY_REFERENCE });
