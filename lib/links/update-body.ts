import type { LinkChanges, LinkInput } from '@/lib/api';
import { countryChoiceOf, deviceChoiceOf } from '@/lib/shorten/targeting';
import type { ReportedLink } from './seen';

// The one builder of an update's body. PUT /api/url/{id}/update is a full write: whatever the
// body leaves out is cleared (password, expiry, redirect type, targeting, parameters, pixels,
// deep link, private note; visibility falls back to private; on 6.x and 7.x the link moves to
// the default domain), and 6.x refuses a body without `url`. So every update (the edit form,
// "Use on a link", any later one) sends the link's whole known state with the user's changes
// on top, always `url`, and the domain its short link is on.

export type { ReportedLink } from './seen';

/** A link's known state: what the service reports, and the whole body Trim last sent (null when Trim never made or edited it, or the link changed since). */
export interface KnownLink {
  reported: ReportedLink;
  remembered: LinkInput | null;
}

/** The service's country name as the body spells it: nested details lower-case it ("germany" → "Germany"). */
const countryName = (name: string) => countryChoiceOf(name)?.value ?? name;

/** `{ name: url }` → `[{ location, link }]`, left out when empty. */
const geoOf = (map: Record<string, string>) => Object.entries(map).map(([name, link]) => ({ location: countryName(name), link }));

/** The service's device name as the body spells it: some servers lower-case it ("iphone" → "iPhone"). */
const devicesOf = (map: Record<string, string>) =>
  Object.entries(map).map(([name, link]) => ({ device: deviceChoiceOf(name)?.value ?? name, link }) as NonNullable<LinkInput['devicetarget']>[number]);

/**
 * The domain a short link is on, as a body names it (`https://brand.tld`): null when it is the
 * service's own address (the default domain, left out), undefined when the short link is no URL.
 */
function domainOf(shorturl: string, service: string): string | null | undefined {
  try {
    const { origin, host } = new URL(shorturl);
    let own = '';
    try {
      own = new URL(service).host;
    } catch {
      // No service address known: every domain is named; the service keeps a link on a domain it knows and leaves it on the default otherwise.
    }
    return host.toLowerCase() === own.toLowerCase() ? null : origin;
  } catch {
    return undefined;
  }
}

/** The body of the link as it stands, before any change: the remembered body, corrected by what the service reports now. */
function currentBody({ reported, remembered }: KnownLink, service: string): LinkInput {
  const body: LinkInput = { ...remembered, url: reported.longurl };
  // The alias stays when left out, and a resent one may read as "taken": it goes only when changed.
  delete body.custom;
  // The short link tells the domain, whoever made the link: left out, the write would move it.
  const domain = domainOf(reported.shorturl, service);
  if (domain) body.domain = domain;
  else if (domain === null) delete body.domain;
  if (reported.expiry !== undefined) body.expiry = reported.expiry ?? undefined;
  if (reported.location !== undefined) body.geotarget = geoOf(reported.location);
  // null: not reported (6.x–7.6.3), so what Trim sent is the best knowledge.
  if (reported.device) body.devicetarget = devicesOf(reported.device);
  // The meta description survives when left out; sending the reported one keeps it either way.
  if (reported.description) body.metadescription = reported.description;
  return body;
}

/** Drops what is empty: an empty list or text is the same as leaving the field out (cleared). */
function withoutEmpty(body: LinkInput): LinkInput {
  const kept = Object.entries(body).filter(([key, value]) => {
    if (value === undefined || value === null) return false;
    if (Array.isArray(value)) return value.length > 0;
    // The meta title and description survive when left out: clearing them needs the empty text.
    if (value === '') return key === 'metatitle' || key === 'metadescription';
    return true;
  });
  return Object.fromEntries(kept) as LinkInput;
}

/**
 * The whole body of an update: the link's known state with `changes` applied (null clears a
 * field); always with `url`. `service`: the service's address, whose host is the default domain.
 */
export function updateBody(known: KnownLink, changes: LinkChanges, service = ''): LinkInput {
  const body: Record<string, unknown> = { ...currentBody(known, service) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null) delete body[key];
    else body[key] = value;
  }
  if (typeof body['url'] !== 'string' || body['url'] === '') body['url'] = known.reported.longurl;
  return withoutEmpty(body as LinkInput);
}

/** The link's state as the edit form opens on it: the body an update would send with no change (metatitle kept as remembered). */
export const knownBody = (known: KnownLink): LinkInput => updateBody(known, {});
