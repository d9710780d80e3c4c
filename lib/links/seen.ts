import type { LinkDetails } from '@/lib/api/schemas/link-details';
import type { LinkInput } from '@/lib/api/schemas/link-input';

// What the service reported of a link right after Trim's last write, kept with the body Trim
// sent (remembered.ts). Trim is one writer among several: when today's report differs from it,
// someone changed the link elsewhere, and what Trim remembers of the settings the service never
// reports (password, redirect type, visibility, parameters, …) is out of date. A change that
// leaves every reported field as it was cannot be seen from outside the server.
//
// A create answers only an id and a short link, and one shorten stays one request: its snapshot
// is foreseen from the body sent (`expectedSeen`). A read right after a write (the edit form's
// read-back, the link page's reload) is the snapshot itself (`seenOf`). Each field is compared
// only where both sides have it: a list item reports no expiry or targeting, 6.x–7.6.3 no
// devices, and a foreseen snapshot no title (the service fetches it).

/** What the service reports of a link: GET /api/url/{id}'s details, or the fewer fields of a list item (the rest undefined). */
export type ReportedLink = Pick<LinkDetails, 'longurl' | 'shorturl'> & Partial<Pick<LinkDetails, 'title' | 'description' | 'expiry' | 'location' | 'device'>>;

/** A report in comparable form: each field written one way whatever the server's spelling. */
export interface Seen {
  /** The short link without its scheme: host (lower case) and path; it tells the domain and the alias. */
  short?: string;
  longurl?: string;
  /** `YYYY-MM-DD HH:MM`, or null for none. */
  expiry?: string | null;
  /** The meta description. */
  description?: string;
  title?: string;
  /** Country (lower case) → target. */
  location?: Record<string, string>;
  /** Device (lower case) → target; left out while the service does not report devices. */
  device?: Record<string, string>;
}

export const SEEN_FIELDS = ['short', 'longurl', 'expiry', 'description', 'title', 'location', 'device'] as const;

function shortKey(url: string): string {
  try {
    const parsed = new URL(url.trim());
    return `${parsed.host.toLowerCase()}${parsed.pathname.replace(/\/+$/, '')}`;
  } catch {
    return url.trim();
  }
}

function urlKey(url: string): string {
  try {
    return new URL(url.trim()).href;
  } catch {
    return url.trim();
  }
}

/** `2030-01-01 10:00:00`, `2030-01-01T10:00` → `2030-01-01 10:00`; none (or PHP's zero date) → null. */
function expiryKey(text: string | null | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(text?.trim() ?? '');
  return match && !match[1]!.startsWith('0000') ? `${match[1]} ${match[2] ?? '00:00'}` : null;
}

/** Name → target with names lower-cased (nested details lower-case them, flat ones do not) and sorted. */
function targetsKey(entries: [string, string][]): Record<string, string> {
  const sorted = entries.map(([name, link]): [string, string] => [name.trim().toLowerCase(), link.trim()]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(sorted);
}

/** A report as a snapshot: every field it carries. */
export function seenOf(report: ReportedLink): Seen {
  const seen: Seen = { short: shortKey(report.shorturl), longurl: urlKey(report.longurl) };
  if (report.expiry !== undefined) seen.expiry = expiryKey(report.expiry);
  if (report.description !== undefined) seen.description = report.description.trim();
  if (report.title !== undefined) seen.title = report.title.trim();
  if (report.location !== undefined) seen.location = targetsKey(Object.entries(report.location));
  // null: the service does not report devices (6.x–7.6.3).
  if (report.device) seen.device = targetsKey(Object.entries(report.device));
  return seen;
}

/**
 * What the service will report after writing `body` whole (a create or an update: what the body
 * leaves out is cleared), its answer's short link, and the meta description, which survives when
 * left out (`before`: what was reported before the write; '' for a new link).
 */
export function expectedSeen(body: LinkInput, shorturl: string, before: { description?: string | undefined }): Seen {
  const seen: Seen = {
    short: shortKey(shorturl),
    longurl: urlKey(body.url),
    expiry: expiryKey(body.expiry),
    location: targetsKey((body.geotarget ?? []).map(({ location, link }) => [location, link])),
    device: targetsKey((body.devicetarget ?? []).map(({ device, link }) => [device, link])),
  };
  const description = body.metadescription ?? before.description;
  if (description !== undefined) seen.description = description.trim();
  return seen;
}

/** Whether the report shows the link changed since the snapshot: a field both carry differs. */
export function changedSince(seen: Seen, report: ReportedLink): boolean {
  const now = seenOf(report);
  return SEEN_FIELDS.some((field) => seen[field] !== undefined && now[field] !== undefined && JSON.stringify(seen[field]) !== JSON.stringify(now[field]));
}
