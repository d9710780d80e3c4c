import type { LinkDetails, LinkUpdate } from '@/lib/api';
import type { Validated } from '@/lib/forms/field-errors';
import { emptyShortenForm, validateShortenForm, type TargetRow } from '@/lib/shorten/form';

// Editing a link sends PUT /api/url/{id}/update with only what the user changed: the service
// treats every field it receives as new, and the details answer does not say everything the
// link holds (its status, redirect type and password are not shown), so unchanged fields stay out.

export interface LinkEditValues {
  url: string;
  alias: string;
  description: string;
  /** '' keeps the current redirect type (the service does not tell which one it is). */
  type: string;
  /** '' keeps the current password. */
  password: string;
  /** A datetime-local value; '' for none. */
  expiry: string;
  geo: TargetRow[];
  device: TargetRow[];
}

/** The alias is the short URL's last path segment (`https://s.test/abc` → `abc`). */
export function aliasOf(shortUrl: string): string {
  try {
    const segments = new URL(shortUrl).pathname.split('/').filter((part) => part !== '');
    return decodeURIComponent(segments.at(-1) ?? '');
  } catch {
    return '';
  }
}

/** `2026-12-31 23:59:00` → `2026-12-31T23:59` for a datetime-local input; '' when not a date-time. */
export function toLocalInput(apiDateTime: string | null): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(apiDateTime?.trim() ?? '');
  return match ? `${match[1]}T${match[2]}` : '';
}

function rows(map: Record<string, string>): TargetRow[] {
  return Object.entries(map).map(([target, link], index) => ({ id: index + 1, target, link }));
}

export function editValuesFrom(details: LinkDetails): LinkEditValues {
  return {
    url: details.longurl,
    alias: aliasOf(details.shorturl),
    description: details.description,
    type: '',
    password: '',
    expiry: toLocalInput(details.expiry),
    geo: rows(details.location),
    device: rows(details.device),
  };
}

function sameRows(a: TargetRow[], b: TargetRow[]): boolean {
  const key = (list: TargetRow[]) => JSON.stringify(list.filter((r) => r.target.trim() || r.link.trim()).map((r) => [r.target.trim(), r.link.trim()]));
  return key(a) === key(b);
}

/**
 * Checks the edited values with the same rules as the popup's shorten form and builds the
 * update body of what changed: the full body comes from the one builder (shortenBody, through
 * the form's validation), then only the changed fields are kept. `{}` means nothing changed.
 * Error keys are the form's paths (`url`, `alias`, `geo.0.link`, ...).
 */
export function validateLinkEdit(original: LinkEditValues, edited: LinkEditValues, now: Date = new Date()): Validated<LinkUpdate> {
  const expiryChanged = edited.expiry.trim() !== original.expiry.trim();
  // What the service already holds is not judged again: a link made elsewhere (a 2-letter or
  // non-ASCII alias, a long description) must stay savable when the user changes something else.
  const aliasChanged = edited.alias.trim() !== original.alias.trim();
  const descriptionChanged = edited.description.trim() !== original.description.trim();
  const result = validateShortenForm(
    {
      ...emptyShortenForm(edited.url),
      alias: aliasChanged ? edited.alias : '',
      description: descriptionChanged ? edited.description : '',
      type: edited.type === '' ? 'direct' : edited.type,
      password: edited.password,
      // An expiry already passed may stay as it is; only a new one must lie ahead.
      expiry: expiryChanged ? edited.expiry : '',
      geo: edited.geo,
      device: edited.device,
    },
    now,
  );
  if (!result.ok) return result;
  const full = result.value;
  const body: LinkUpdate = {};
  if (full.url !== original.url.trim()) body.url = full.url;
  // An emptied alias keeps the current one: a link always has an alias.
  if (aliasChanged && full.custom !== undefined) body.custom = full.custom;
  // The builder leaves an emptied field out; an update must send it empty to clear it.
  if (descriptionChanged) body.description = full.description ?? '';
  if (edited.type !== '') body.type = full.type;
  if (edited.password !== '') body.password = full.password;
  if (expiryChanged && full.expiry !== undefined) body.expiry = full.expiry;
  if (!sameRows(original.geo, edited.geo)) body.geotarget = full.geotarget ?? [];
  if (!sameRows(original.device, edited.device)) body.devicetarget = full.devicetarget ?? [];
  return { ok: true, value: body };
}
