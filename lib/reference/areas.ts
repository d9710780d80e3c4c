import { areaRefusal, type Refusal } from '@/lib/api/errors';
import { formatLocale, t, type MessageKey } from '@/lib/i18n/messages';
import type { ReferenceData } from './data';

// The parts of the service a plan or a scoped key can close one by one. Whether one is closed
// is decided in one place, from the freshest evidence there is: an answer of the view's own
// request, else what the shared cache learned earlier.

export const AREAS = ['account', 'links', 'domains', 'campaigns', 'channels', 'pixels', 'overlays', 'splash', 'qr', 'files'] as const;
export type Area = (typeof AREAS)[number];

/** Each area as words in a sentence: "Your plan does not include branded domains". */
const AREA_NAMES: Record<Area, MessageKey> = {
  account: 'conn_area_account',
  links: 'conn_area_links',
  domains: 'conn_area_domains',
  campaigns: 'conn_area_campaigns',
  channels: 'conn_area_channels',
  pixels: 'conn_area_pixels',
  overlays: 'conn_area_overlays',
  splash: 'conn_area_splash',
  qr: 'conn_area_qr',
  files: 'conn_area_files',
};

/** The area as words in a sentence, in the user's language: `areaName('domains')` is "branded domains". */
export const areaName = (area: Area): string => t(AREA_NAMES[area]);

export interface ClosedArea {
  area: Area;
  by: Refusal;
}

/** What closes `area` according to the cache, when the cache belongs to this connection (`source`). */
export function cachedRefusal(data: ReferenceData, area: Area, source: string): Refusal | null {
  // QR codes and files are no cached list: what the QR section learned is kept apart (qr-support.ts).
  if (area === 'links' || area === 'qr' || area === 'files' || data.source !== source || !data.unavailable.includes(area)) return null;
  return data.refusedBy?.[area] ?? 'plan';
}

export interface AreaEvidence {
  /** The failure of the view's own request for the area, if any. */
  error: unknown;
  /** True once that request succeeded. */
  loaded: boolean;
  /** The shared cache and the connection it must belong to. */
  reference: ReferenceData;
  source: string;
}

/**
 * What closes `area`, or null when it is open or unknown. The view's own answer wins; until
 * it arrives the cache says it up front, so no form that can only fail is offered meanwhile.
 * Any other failure (network, key, rate limit) is not a closed area and stays an error.
 */
export function closedBy(area: Area, { error, loaded, reference, source }: AreaEvidence): Refusal | null {
  if (error) return areaRefusal(error);
  if (loaded) return null;
  return cachedRefusal(reference, area, source);
}

/** The areas among `areas` the cache knows to be closed. */
export function closedAreas(reference: ReferenceData, areas: readonly Area[], source: string): ClosedArea[] {
  return areas.flatMap((area) => {
    const by = cachedRefusal(reference, area, source);
    return by ? [{ area, by }] : [];
  });
}

/** "a", "a and b", "a, b, and c", as the user's language joins a list. */
export function listOfNames(areas: readonly Area[]): string {
  return new Intl.ListFormat(formatLocale(), { type: 'conjunction' }).format(areas.map(areaName));
}
