// Query parameters that only tell an analytics service where a click came from. Dropping them
// gives one short link per page instead of one per campaign that shared it, and keeps the
// sharer's own tracking out of the link. `*` ends a prefix.
export const TRACKING_PARAMS: readonly string[] = [
  'utm_*', // Google Analytics campaign tags (utm_source, utm_medium, utm_campaign, …)
  'fbclid', // Facebook
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid', // Google Ads
  'msclkid', // Microsoft Ads
  'mc_eid',
  'mc_cid', // Mailchimp
  'igshid', // Instagram
  'ttclid', // TikTok
  'twclid', // X (Twitter)
  'li_fat_id', // LinkedIn
  'yclid', // Yandex
  '_hsenc',
  '_hsmi', // HubSpot
  'mkt_tok', // Marketo
  'oly_anon_id',
  'oly_enc_id', // Omeda
  'vero_id',
  'vero_conv', // Vero
  'rb_clickid', // Rakuten
  's_kwcid', // Adobe
  'ef_id',
];

export interface CleanedAddress {
  url: string;
  /** The names that were dropped, in the order they appeared; empty when nothing changed. */
  removed: string[];
}

function matcher(patterns: readonly string[]): (name: string) => boolean {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const raw of patterns) {
    const pattern = raw.trim().toLowerCase();
    if (pattern === '' || pattern === '*') continue;
    if (pattern.endsWith('*')) prefixes.push(pattern.slice(0, -1));
    else exact.add(pattern);
  }
  return (name) => {
    const lower = name.toLowerCase();
    return exact.has(lower) || prefixes.some((prefix) => lower.startsWith(prefix));
  };
}

/**
 * The address without tracking parameters (the documented list plus the user's own). Anything
 * else, order and encoding included, is kept as it was: only the dropped pairs leave the query.
 */
export function dropTrackingParams(url: string, extra: readonly string[] = []): CleanedAddress {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, removed: [] };
  }
  if (parsed.search === '') return { url, removed: [] };
  const isTracking = matcher([...TRACKING_PARAMS, ...extra]);
  const removed: string[] = [];
  const kept = parsed.search
    .slice(1)
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const name = decodeName(pair.split('=')[0] ?? '');
      if (!isTracking(name)) return true;
      removed.push(name);
      return false;
    });
  if (removed.length === 0) return { url, removed };
  parsed.search = kept.length ? `?${kept.join('&')}` : '';
  return { url: parsed.href, removed };
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The user's extra names as typed in options: one per line or comma-separated. */
export function parseParamList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
}
