import type { LinkInput } from '@/lib/api';
import { isHttpUrl } from '@/lib/api/http-url';
import type { ShortenDefaults } from '@/lib/settings/schema';

// The shorten form's model: what the inputs hold (strings, as typed). Checking them lives in
// validate.ts, loaded when first needed; the POST /api/url/add body is built in body.ts.

export type DeepLinkMode = 'none' | 'auto' | 'custom';
export type TargetKind = 'geo' | 'device' | 'language';

/** One targeting row: a country name, device name or language code, and where it sends. */
export interface TargetRow {
  id: number;
  target: string;
  link: string;
}

export interface ParameterRow {
  id: number;
  name: string;
  value: string;
}

export interface ShortenFormValues {
  url: string;
  alias: string;
  domain: string;
  /** '' or a campaign id, as the select's value. */
  campaign: string;
  channel: string;
  status: 'public' | 'private';
  type: string;
  password: string;
  /** The datetime-local value (`YYYY-MM-DDTHH:MM`), '' for no expiry. */
  expiry: string;
  description: string;
  metatitle: string;
  metadescription: string;
  metaimage: string;
  pixels: number[];
  geo: TargetRow[];
  device: TargetRow[];
  language: TargetRow[];
  deeplink: DeepLinkMode;
  deeplinkApple: string;
  deeplinkGoogle: string;
  parameters: ParameterRow[];
}

/** The JSON body of POST /api/url/add, typed by the API layer. */
export type ShortenBody = LinkInput;

/** Redirect types the form offers: direct, frame, splash, a splash page's id, or overlay-<id>. */
export const REDIRECT_TYPE = /^(direct|frame|splash|[1-9]\d{0,15}|overlay-[1-9]\d{0,15})$/;

/**
 * The form as it opens on a page, filled from the user's defaults. A stored domain or type the
 * form would refuse starts empty or direct instead: the untouched form then always passes, and
 * the right-click queue, which has no form to show an error in, sends the very same body.
 */
export function emptyShortenForm(url = '', defaults?: ShortenDefaults): ShortenFormValues {
  const domain = defaults?.domain.trim() ?? '';
  const type = defaults?.type.trim() ?? '';
  return {
    url,
    alias: '',
    domain: isHttpUrl(domain) ? domain : '',
    campaign: defaults?.campaign ? String(defaults.campaign) : '',
    channel: defaults?.channel ? String(defaults.channel) : '',
    status: defaults?.status ?? 'private',
    type: REDIRECT_TYPE.test(type) ? type : 'direct',
    password: '',
    expiry: '',
    description: '',
    metatitle: '',
    metadescription: '',
    metaimage: '',
    pixels: [],
    geo: [],
    device: [],
    language: [],
    deeplink: 'none',
    deeplinkApple: '',
    deeplinkGoogle: '',
    parameters: [],
  };
}

export const ALIAS_MIN = 3;
export const ALIAS_MAX = 64;

/** Field paths in the order they appear on screen, so the first invalid one can be focused. */
export const SHORTEN_FIELD_ORDER = [
  'url',
  'alias',
  'domain',
  'campaign',
  'channel',
  'status',
  'type',
  'password',
  'expiry',
  'description',
  'metatitle',
  'metadescription',
  'metaimage',
  'pixels',
  'geo',
  'device',
  'language',
  'deeplinkApple',
  'deeplinkGoogle',
  'parameters',
] as const;

export function firstInvalidField(errors: Record<string, string>): string | undefined {
  const keys = Object.keys(errors);
  for (const field of SHORTEN_FIELD_ORDER) {
    const hit = keys.find((key) => key === field || key.startsWith(`${field}.`));
    if (hit) return hit;
  }
  return keys[0];
}

/** Fields living in the advanced section: an error there must open it before focusing. */
export function isAdvancedField(path: string): boolean {
  return !['url', 'alias', 'domain'].includes(path.split('.')[0] ?? '');
}

let rowCounter = 0;

/** A fresh, empty targeting row; the id keys the row in lists so removing one keeps focus sane. */
export function newTargetRow(): TargetRow {
  rowCounter += 1;
  return { id: rowCounter, target: '', link: '' };
}

export function newParameterRow(): ParameterRow {
  rowCounter += 1;
  return { id: rowCounter, name: '', value: '' };
}
