import type { AddressRule } from '@/lib/settings/schema';
import { sameSite } from './site';
import { dropTrackingParams } from './tracking';

export { dropCanonicalAccess, readCanonical, requestCanonicalAccess } from './canonical';
export { TRACKING_PARAMS, parseParamList } from './tracking';

export interface CleanAddress {
  /** What will be shortened. */
  url: string;
  /** The page's own address, for "use the original" in the popup. */
  original: string;
  /** The tracking parameters dropped. */
  removed: string[];
  /** True when `url` comes from the page's canonical link. */
  canonical: boolean;
}

/**
 * One rule for every way of shortening (popup, menu, shortcut, toolbar button): the page's
 * canonical address when the user prefers it and the page has one, then without tracking.
 */
export async function cleanAddress(url: string, rule: AddressRule, canonical: () => Promise<string | null>): Promise<CleanAddress> {
  return applyAddressRule(url, rule, rule.preferCanonical ? await canonical() : null);
}

/** The rule once the canonical address is known (null: none, or not wanted). */
export function applyAddressRule(url: string, rule: AddressRule, canonical: string | null): CleanAddress {
  const accepted = canonical !== null && sameSite(url, canonical) ? canonical : null;
  const base = accepted ?? url;
  const { url: cleaned, removed } = rule.dropTracking ? dropTrackingParams(base, rule.extraParams) : { url: base, removed: [] };
  return { url: cleaned, original: url, removed, canonical: accepted !== null && accepted !== url };
}
