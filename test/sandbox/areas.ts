// The parts of the service a plan can lack (features) and a scoped key (7.6+) can be limited
// to (areas). Every API route belongs to exactly one area, named by its path.

/** Features that are also areas: a plan lacking one closes all its routes. */
export const AREA_FEATURES = ['domains', 'pixels', 'campaigns', 'channels', 'splash', 'overlays', 'qr'] as const;

/**
 * Everything a plan can lack. `targeting` (geo, device and language targeting) has no routes
 * of its own: a plan without it drops those link options silently, on add and update.
 */
export const FEATURES = [...AREA_FEATURES, 'targeting'] as const;
export type Feature = (typeof FEATURES)[number];

export const AREAS = ['account', 'links', 'files', ...AREA_FEATURES] as const;
export type Area = (typeof AREAS)[number];

/** How a scoped key's refusal arrives: HTTP 403 with `error: 1`, or HTTP 200 with `error: true`. */
export const SCOPE_REFUSALS = ['http-403', 'error-true'] as const;
export type ScopeRefusal = (typeof SCOPE_REFUSALS)[number];

const AREA_OF_SEGMENT: Record<string, Area> = {
  account: 'account',
  url: 'links',
  urls: 'links',
  files: 'files',
  domain: 'domains',
  domains: 'domains',
  campaign: 'campaigns',
  campaigns: 'campaigns',
  channel: 'channels',
  channels: 'channels',
  pixel: 'pixels',
  pixels: 'pixels',
  overlay: 'overlays',
  splash: 'splash',
  qr: 'qr',
};

/** The area of an API route, from its first segment after `/api/`: `/api/campaign/:id/update` → campaigns. */
export function areaOfRoute(path: string): Area {
  const segment = /^\/api\/([^/]+)/.exec(path)?.[1] ?? '';
  const area = AREA_OF_SEGMENT[segment];
  if (!area) throw new Error(`No area for the API route ${path}: add it to AREA_OF_SEGMENT`);
  return area;
}

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isFeature = isOneOf(FEATURES);
export const isArea = isOneOf(AREAS);
export const isScopeRefusal = isOneOf(SCOPE_REFUSALS);
