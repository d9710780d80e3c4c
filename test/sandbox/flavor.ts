/**
 * Every difference between the documented API (`spec`) and what real installations send
 * (api-field-notes.md) lives here, so the answers can be compared side by side. Real servers
 * come in two generations: `v6` (6.x) and `v7` (7.x up to 7.6.3). `field`, the name of real
 * servers before the two were told apart, is an alias of `v7`.
 */
export type Flavor = 'spec' | 'v6' | 'v7';

/** What callers may name: a flavor, or `field` (= `v7`). */
export type FlavorName = Flavor | 'field';

export const FLAVORS: readonly Flavor[] = ['spec', 'v6', 'v7'];

export interface FlavorRules {
  /** `error` of list envelopes: the spec shows the string "0", real servers send integer 0. */
  listError: '0' | 0;
  /** HTTP status of "A valid API key is required": the spec gives none, real servers send 403. */
  authStatus: 401 | 403;
  /** Over the rate limit: a proxy-style HTTP 429 with a header, or stock HTTP 200 with `error: 429`. */
  rateLimit: 'http429' | 'body429';
  /** Collection key of GET /api/overlay. */
  overlayKey: 'cta' | 'overlay';
  /** Key carrying the campaign's name in create and update answers. */
  campaignNameKey: 'domain' | 'campaign';
  /** Key of the short URL in PUT /api/url/{id}/update: the vendor's docs say `short`. */
  updatedShortKey: 'short' | 'shorturl';
  /** Unknown routes and wrong methods: JSON errors, or HTML pages like real servers. */
  routeErrors: 'json' | 'html';
  /** Channel assignment with a type other than links/bio/qr: an error, or treated as `links`. */
  unknownChannelItemType: 'error' | 'links';
  /** Real servers add planid to the account and extra keys to list items. */
  extraKeys: boolean;
  /**
   * GET /api/urls?short= with no match: versions word it differently, and one reads like a
   * permission problem although the key is fine.
   */
  shortMiss: string;
  /** PUT /api/url/{id}/update without `url`: keeps the current one, or 6.x's "Please enter a valid URL.". */
  updateWithoutUrl: 'keep' | 'refuse';
  /**
   * PUT /api/url/{id}/update without `domain`: the link stays on its branded domain, or (a full
   * write, as 6.x and 7.x servers do: issue 32) moves to the default domain, changing its short URL.
   */
  updateWithoutDomain: 'keep' | 'default';
  /**
   * `details` of GET /api/url/{id}: the documented flat maps (country → URL, device → URL, the
   * device named in lower case, `iphone`, as such servers were seen to answer), or
   * what 6.x–7.6.3 send: `location` nested by lower-case English country name
   * (`{"germany":{"all":"https://..."}}`) and `device` always null (a server bug).
   */
  linkTargeting: 'flat' | 'nested-device-null';
  /** QR codes as objects of their own (/api/qr..., /qr/{hash}, /q/{hash}): 7.x only; elsewhere unknown routes. */
  qrCodes: boolean;
  /**
   * The records whose own routes (`/api/domain/{id}/…`, `/api/pixel/{id}/…`, `/api/url/{id}…`)
   * answer an id that is none of the user's (deleted elsewhere) with the web server's HTML
   * "404 Not Found" page rather than the JSON message: what Trim read as "Unexpected answer"
   * from 7.6 servers for domains and pixels, and from 6.x servers for links too (issue 32).
   */
  missingRecordPage: readonly MissingRecordKind[];
}

export type MissingRecordKind = 'links' | 'domains' | 'pixels';

const REAL_SERVERS: FlavorRules = {
  listError: 0,
  authStatus: 403,
  rateLimit: 'body429',
  overlayKey: 'overlay',
  campaignNameKey: 'campaign',
  updatedShortKey: 'shorturl',
  routeErrors: 'html',
  unknownChannelItemType: 'links',
  extraKeys: true,
  shortMiss: 'You do not have permission to access this link.',
  updateWithoutUrl: 'keep',
  updateWithoutDomain: 'default',
  linkTargeting: 'nested-device-null',
  qrCodes: true,
  missingRecordPage: ['domains', 'pixels'],
};

const RULES: Record<Flavor, FlavorRules> = {
  spec: {
    listError: '0',
    authStatus: 401,
    rateLimit: 'http429',
    overlayKey: 'cta',
    campaignNameKey: 'domain',
    updatedShortKey: 'short',
    routeErrors: 'json',
    unknownChannelItemType: 'error',
    extraKeys: false,
    shortMiss: 'Link does not exist.',
    updateWithoutUrl: 'keep',
    updateWithoutDomain: 'keep',
    linkTargeting: 'flat',
    qrCodes: false,
    missingRecordPage: [],
  },
  v6: { ...REAL_SERVERS, updateWithoutUrl: 'refuse', qrCodes: false, missingRecordPage: ['links', 'domains', 'pixels'] },
  v7: REAL_SERVERS,
};

export function rulesOf(flavor: Flavor): FlavorRules {
  return RULES[flavor];
}

/** A flavor name as callers give it (CLI, startSandbox, setFlavor, the control route). */
export function isFlavor(value: unknown): value is FlavorName {
  return value === 'field' || FLAVORS.includes(value as Flavor);
}

/** The flavor a name stands for: `field` is `v7`. */
export function flavorOf(name: FlavorName): Flavor {
  return name === 'field' ? 'v7' : name;
}
