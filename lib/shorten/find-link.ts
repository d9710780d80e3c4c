import type { Link } from '@/lib/api';

// "Is this long URL already one of my links": the popup's lookup and a bulk line whose outcome
// is unknown both search the links by the URL and take only an exact match.

function normalised(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * How many of the keyword search's answers a lookup reads. `q` matches inside addresses, so
 * every newer link whose address starts with this one comes first (`/7` is found after `/70`
 * to `/79`); fifty costs the same one request as ten.
 */
export const LOOKUP_LIMIT = 50;

/** `q` is a keyword search: only an exact long URL (up to URL normalisation) counts as "this page". */
export function findExactLink(links: readonly Link[], url: string): Link | undefined {
  const wanted = normalised(url);
  return links.find((link) => link.longurl === url) ?? links.find((link) => normalised(link.longurl) === wanted);
}
