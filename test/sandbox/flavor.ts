/**
 * Every difference between the documented API (`spec`) and what real installations send
 * (`field`, from api-field-notes.md) lives here, so the two answers can be compared side by side.
 */
export type Flavor = 'spec' | 'field';

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
}

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
  },
  field: {
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
  },
};

export function rulesOf(flavor: Flavor): FlavorRules {
  return RULES[flavor];
}

export function isFlavor(value: unknown): value is Flavor {
  return value === 'spec' || value === 'field';
}
