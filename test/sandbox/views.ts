import { formatDateTime } from './dates.ts';
import { countryName } from './geo.ts';
import { rulesOf } from './flavor.ts';
import type { Deps } from './context.ts';
import type { Click, Domain, Link, StoredFile } from './store.ts';
import { SOCIAL_NETWORKS, socialNetworkOf } from './user-agent.ts';

export function domainHost(domain: Domain): string {
  return new URL(domain.domain).hostname.toLowerCase();
}

/** Base of short URLs: the branded domain when set and still present, else the sandbox's public address. */
export function baseFor(deps: Deps, domainId: number | null): string {
  const domain = domainId === null ? undefined : deps.store.state.domains.find((d) => d.id === domainId);
  return domain ? domain.domain.replace(/\/+$/, '') : deps.config.publicUrl;
}

export function shortUrlOf(deps: Deps, item: Link | StoredFile): string {
  return `${baseFor(deps, item.domainId)}/${item.alias}`;
}

export function linkListItem(deps: Deps, link: Link): Record<string, unknown> {
  const clicks = deps.store.clicksOf(link.id);
  const item: Record<string, unknown> = {
    id: link.id,
    alias: link.alias,
    shorturl: shortUrlOf(deps, link),
    longurl: link.longUrl,
    clicks: deps.store.clickCount(link),
    title: link.title,
    // Real servers list the meta description here, never the private note.
    description: link.metadescription,
    date: formatDateTime(link.date),
  };
  if (rulesOf(deps.config.flavor).extraKeys) {
    item.uniqueclicks = uniqueCount(clicks) + (link.baseClicks?.unique ?? 0);
    item.domain = baseFor(deps, link.domainId);
    item.campaign = link.campaignId;
    item.channel = deps.store.channelIdsOf('links', link.id);
  }
  return item;
}

function uniqueCount(clicks: readonly Click[]): number {
  return new Set(clicks.map((c) => c.visitor)).size;
}

/** name → count, most frequent first. */
function tally(values: string[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

/** `base`: a seeded link's clicks without records, in the totals only (the tallies know the recorded ones). */
export function linkStats(clicks: readonly Click[], base: Link['baseClicks'] = { total: 0, unique: 0 }): Record<string, unknown> {
  const socialCount = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, 0]));
  for (const click of clicks) {
    const network = socialNetworkOf(click.referrer);
    if (network) socialCount[network] = (socialCount[network] ?? 0) + 1;
  }
  return {
    clicks: clicks.length + base.total,
    uniqueClicks: uniqueCount(clicks) + base.unique,
    topCountries: tally(clicks.map((c) => c.country)),
    topReferrers: tally(clicks.map((c) => c.referrer)),
    topBrowsers: tally(clicks.map((c) => c.browser)),
    topOs: tally(clicks.map((c) => c.os)),
    socialCount,
  };
}

/**
 * `details.location` and `details.device`: the documented flat maps (devices named in lower
 * case, `iphone`, as such servers answer), or what 6.x–7.6.3 send (geo nested by lower-case
 * English country name, device always null).
 */
function targetingOf(deps: Deps, link: Link): { location: unknown; device: unknown } {
  if (rulesOf(deps.config.flavor).linkTargeting === 'nested-device-null') {
    return { location: Object.fromEntries(link.geotarget.map((t) => [countryName(t.key).toLowerCase(), { all: t.link }])), device: null };
  }
  return {
    location: Object.fromEntries(link.geotarget.map((t) => [countryName(t.key), t.link])),
    device: Object.fromEntries(link.devicetarget.map((t) => [t.key.toLowerCase(), t.link])),
  };
}

/**
 * The single-link response of GET /api/url/{id} (and of GET /api/urls?short=). `description`
 * is the META description; the password, redirect type, visibility, parameters, pixels,
 * language targeting, deep link and private note are never reported.
 */
export function linkDetails(deps: Deps, link: Link): Record<string, unknown> {
  return {
    error: 0,
    id: link.id,
    details: {
      id: link.id,
      shorturl: shortUrlOf(deps, link),
      longurl: link.longUrl,
      title: link.title,
      description: link.metadescription,
      ...targetingOf(deps, link),
      expiry: link.expiry === null ? null : formatDateTime(link.expiry),
      date: formatDateTime(link.date),
    },
    data: linkStats(deps.store.clicksOf(link.id), link.baseClicks),
  };
}
