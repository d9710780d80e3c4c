import type { LinkChanges, LinkDetails, LinkInput } from '@/lib/api';
import type { Validated } from '@/lib/forms/field-errors';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { listOf } from '@/lib/i18n/compose';
import { shortenBody } from '@/lib/shorten/body';
import { emptyShortenForm, newParameterRow, newTargetRow, validateShortenForm, type ShortenFormValues, type TargetRow } from '@/lib/shorten/form';

// The edit form's values and what a save changes. The form opens on the link's known state (the
// body lib/links/update-body.ts would send with no change) and answers with the changes only;
// lib/links builds the whole body from them. In a body `description` is the private note and
// `metadescription` the meta description: the form's Description field is the latter.

/** The shorten form's values; '' in `type` and `status` is "not reported by the service". */
export type LinkEditValues = Omit<ShortenFormValues, 'status'> & { status: ShortenFormValues['status'] | '' };

/** Settings the service never reports (device: when it sends null); a link Trim never made or edited has them unknown. */
export const UNREPORTED = ['password', 'type', 'status', 'parameters', 'pixels', 'language', 'deeplink', 'note', 'device'] as const;
export type UnreportedSetting = (typeof UNREPORTED)[number];

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

const rowsOf = (pairs: { target: string; link: string }[] | undefined): TargetRow[] => (pairs ?? []).map((pair) => ({ ...newTargetRow(), ...pair }));

/**
 * The form's values from the link's known body (`known`, lib/links' knownBody) and its details.
 * `remembered`: Trim sent the link's whole body, so what it leaves out is known to be unset;
 * otherwise redirect type and visibility open as not reported ('').
 */
export function editValuesFrom(known: LinkInput, details: Pick<LinkDetails, 'shorturl' | 'title'>, remembered: boolean): LinkEditValues {
  const deeplink = known.deeplink;
  return {
    ...emptyShortenForm(known.url),
    alias: aliasOf(details.shorturl),
    domain: known.domain ?? '',
    campaign: known.campaign ? String(known.campaign) : '',
    channel: known.channel ? String(known.channel) : '',
    status: known.status ?? (remembered ? 'private' : ''),
    type: known.type !== undefined ? String(known.type) : remembered ? 'direct' : '',
    password: known.password ?? '',
    expiry: toLocalInput(known.expiry ?? null),
    description: known.description ?? '',
    // The details' title is the meta title, or the page's own title when none was sent.
    metatitle: known.metatitle ?? details.title,
    metadescription: known.metadescription ?? '',
    metaimage: known.metaimage ?? '',
    pixels: known.pixels ?? [],
    geo: rowsOf(known.geotarget?.map(({ location, link }) => ({ target: location, link }))),
    device: rowsOf(known.devicetarget?.map(({ device, link }) => ({ target: device, link }))),
    language: rowsOf(known.languagetarget?.map(({ language, link }) => ({ target: language, link }))),
    deeplink: deeplink === undefined ? 'none' : 'auto' in deeplink ? 'auto' : 'custom',
    deeplinkApple: deeplink && 'apple' in deeplink ? (deeplink.apple ?? '') : '',
    deeplinkGoogle: deeplink && 'google' in deeplink ? (deeplink.google ?? '') : '',
    parameters: (known.parameters ?? []).map((parameter) => ({ ...newParameterRow(), ...parameter })),
  };
}

/** The settings the form opens on as unknown: all the unreported ones for a link Trim does not remember; device only while the service reports none. */
export function unknownSettings(remembered: boolean, deviceReported: boolean): UnreportedSetting[] {
  if (remembered) return [];
  return UNREPORTED.filter((setting) => setting !== 'device' || !deviceReported);
}

/** The body key each setting the service does not report is sent under. */
const BODY_KEYS: Record<UnreportedSetting, keyof LinkChanges> = {
  password: 'password',
  type: 'type',
  status: 'status',
  parameters: 'parameters',
  pixels: 'pixels',
  language: 'languagetarget',
  deeplink: 'deeplink',
  note: 'description',
  device: 'devicetarget',
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The unknown settings a write of `body` resets: those it leaves out, since an update is a full
 * write. Every path that writes a whole link names them before it sends (the edit form, "Use on
 * a link" with only its change).
 */
export const resetByWrite = (unknown: readonly UnreportedSetting[], body: LinkChanges) => unknown.filter((setting) => isEmpty(body[BODY_KEYS[setting]]));

/** The unknown settings a save would reset as the form stands: those still empty. */
export const resetBySave = (unknown: readonly UnreportedSetting[], values: LinkEditValues) => resetByWrite(unknown, bodyOf(values));

/** The body the values stand for; '' type and status (not reported) are left out. */
function bodyOf(values: LinkEditValues): LinkInput {
  const body = shortenBody({ ...values, status: values.status || 'private', type: values.type || 'direct' });
  if (values.status === '') delete body.status;
  if (values.type === '') delete body.type;
  // The alias goes as a change of its own (below); the rest of the body is compared field by field.
  delete body.custom;
  return body;
}

/** Text the service already holds is not judged again when unchanged: a link made elsewhere must stay savable. */
function forChecking(original: LinkEditValues, edited: LinkEditValues): ShortenFormValues {
  const same = (key: 'alias' | 'description' | 'metatitle' | 'metadescription' | 'expiry' | 'metaimage') => edited[key].trim() === original[key].trim();
  return {
    ...edited,
    alias: same('alias') ? '' : edited.alias,
    description: same('description') ? '' : edited.description,
    metatitle: same('metatitle') ? '' : edited.metatitle,
    metadescription: same('metadescription') ? '' : edited.metadescription,
    metaimage: same('metaimage') ? '' : edited.metaimage,
    // An expiry already passed may stay as it is; only a new one must lie ahead.
    expiry: same('expiry') ? '' : edited.expiry,
    status: edited.status || 'private',
    type: edited.type || 'direct',
  };
}

/** Meta title and description survive when left out: clearing them sends the empty text. */
const CLEARED_AS_EMPTY = new Set(['metatitle', 'metadescription']);

/**
 * Checks the edited values with the popup's rules and answers what changed, field by field
 * (null: cleared). `{}` means nothing changed. Error keys are the form's paths (`url`, `geo.0.link`, …).
 */
export function validateLinkEdit(original: LinkEditValues, edited: LinkEditValues, now: Date = new Date()): Validated<LinkChanges> {
  const checked = validateShortenForm(forChecking(original, edited), now);
  if (!checked.ok) return checked;
  const before = bodyOf(original) as Record<string, unknown>;
  const after = bodyOf(edited) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changes[key] = after[key] ?? (CLEARED_AS_EMPTY.has(key) ? '' : null);
  }
  // An emptied alias keeps the current one: a link always has an alias.
  const alias = edited.alias.trim();
  if (alias !== '' && alias !== original.alias.trim()) changes['custom'] = alias;
  return { ok: true, value: changes as LinkChanges };
}

// Keys, not texts: the names are read when shown (never on import, see lib/i18n).
const SETTING_NAMES: Record<UnreportedSetting, MessageKey> = {
  password: 'links_set_password',
  type: 'links_set_type',
  status: 'links_set_status',
  parameters: 'links_set_parameters',
  pixels: 'links_set_pixels',
  language: 'links_set_language',
  deeplink: 'links_set_deeplink',
  note: 'links_set_note',
  device: 'links_set_device',
};

/**
 * "password, redirect type, visibility" in the user's language. `devicesUnsure`: said before the
 * details are read, when Trim cannot know yet whether the service reports devices.
 */
export const settingNames = (settings: readonly UnreportedSetting[], devicesUnsure = false) =>
  listOf(settings.map((setting) => t(setting === 'device' && devicesUnsure ? 'links_set_device_unsure' : SETTING_NAMES[setting])));
