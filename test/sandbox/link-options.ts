import { planHas } from './auth.ts';
import type { Deps } from './context.ts';
import { parseDateTime } from './dates.ts';
import type { Link, TargetRule, User } from './store.ts';
import { aliasProblem, isBlacklisted, isValidUrl, MSG, toId, toStr } from './validation.ts';
import { domainHost } from './views.ts';

/** The link fields a body of POST /api/url/add or PUT /api/url/{id}/update can set. */
export type LinkFields = Omit<Link, 'id' | 'userId' | 'alias' | 'title' | 'date' | 'baseClicks'>;

export interface ParsedLinkBody {
  fields: Partial<LinkFields>;
  custom?: string;
  channelId?: number;
}

export type ParseResult = { ok: true; value: ParsedLinkBody } | { ok: false; message: string };

function rules(value: unknown, keyName: string): TargetRule[] | string {
  if (!Array.isArray(value)) return [];
  const out: TargetRule[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const rec = entry as Record<string, unknown>;
    const key = toStr(rec[keyName])?.trim();
    const link = toStr(rec.link)?.trim();
    if (!key || !link) continue;
    if (!isValidUrl(link)) return MSG.invalidUrl;
    out.push({ key, link });
  }
  return out;
}

function parameters(value: unknown): { name: string; value: string }[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const rec = entry as Record<string, unknown>;
    const name = toStr(rec.name)?.trim();
    return name ? [{ name, value: toStr(rec.value) ?? '' }] : [];
  });
}

function deeplink(value: unknown): Link['deeplink'] | string {
  if (!value || typeof value !== 'object') return null;
  const rec = value as Record<string, unknown>;
  const out: NonNullable<Link['deeplink']> = {};
  if (rec.auto === true || rec.auto === 'true') out.auto = true;
  for (const store of ['apple', 'google'] as const) {
    const url = toStr(rec[store]);
    if (url) {
      if (!isValidUrl(url)) return MSG.invalidUrl;
      out[store] = url;
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * Validates a link body. Only keys present in the body end up in `fields`; creation merges them
 * over the defaults, an update over `updateBase` (a full write). Options the user's plan lacks
 * (domain, pixels, campaign, channel, splash and overlay types, geo/device/language targeting)
 * are dropped silently, as real servers do. `description` is the private note,
 * `metadescription` the meta description.
 */
export function parseLinkBody(deps: Deps, user: User, body: Record<string, unknown>): ParseResult {
  const { store, config } = deps;
  const fields: Partial<LinkFields> = {};
  const result: ParsedLinkBody = { fields };
  const has = (key: string) => body[key] !== undefined && body[key] !== null;
  const fail = (message: string): ParseResult => ({ ok: false, message });

  if (has('url')) {
    const url = toStr(body.url)?.trim() ?? '';
    if (!url) return fail(MSG.missingUrl);
    if (!isValidUrl(url)) return fail(MSG.invalidUrl);
    if (isBlacklisted(url)) return fail(MSG.blacklisted);
    fields.longUrl = url;
  }
  const custom = toStr(body.custom)?.trim();
  if (custom) {
    const problem = aliasProblem(custom);
    if (problem) return fail(problem);
    result.custom = custom;
  }
  if (has('type')) {
    const type = toStr(body.type)?.trim().toLowerCase() ?? 'direct';
    if (['direct', 'frame', 'splash', ''].includes(type)) fields.type = type || 'direct';
    else if (/^overlay-\d+$/.test(type)) {
      if (planHas(user, 'overlays')) {
        const id = Number(type.slice('overlay-'.length));
        if (!store.state.overlays.some((o) => o.id === id && o.userId === user.id)) return fail(MSG.overlayNotFound);
        fields.type = type;
      }
    } else if (/^\d+$/.test(type)) {
      if (planHas(user, 'splash')) {
        if (!store.state.splashes.some((s) => s.id === Number(type) && s.userId === user.id)) return fail(MSG.splashNotFound);
        fields.type = type;
      }
    } else return fail(MSG.invalidType);
  }
  if (has('password')) fields.password = toStr(body.password) || null;
  if (has('domain') && planHas(user, 'domains')) {
    let host = '';
    try {
      host = new URL(toStr(body.domain) ?? '').hostname.toLowerCase();
    } catch {
      // A domain that is not a URL falls back to the default domain, like an unknown one.
    }
    fields.domainId = store.state.domains.find((d) => d.userId === user.id && domainHost(d) === host)?.id ?? null;
  }
  if (has('expiry')) {
    const text = toStr(body.expiry) ?? '';
    if (text === '') fields.expiry = null;
    else {
      const expiry = parseDateTime(text);
      if (expiry === null) return fail(MSG.invalidExpiry);
      if (expiry <= config.now()) return fail(MSG.expiryPast);
      fields.expiry = expiry;
    }
  }
  for (const [bodyKey, ruleKey] of [
    ['geotarget', 'location'],
    ['devicetarget', 'device'],
    ['languagetarget', 'language'],
  ] as const) {
    if (!has(bodyKey) || !planHas(user, 'targeting')) continue;
    const parsed = rules(body[bodyKey], ruleKey);
    if (typeof parsed === 'string') return fail(parsed);
    fields[bodyKey] = parsed;
  }
  for (const key of ['metatitle', 'metadescription', 'metaimage', 'description'] as const) {
    if (has(key)) fields[key] = toStr(body[key]) ?? '';
  }
  if (fields.metaimage && !isValidUrl(fields.metaimage)) return fail(MSG.invalidUrl);
  if (has('pixels') && planHas(user, 'pixels')) {
    const ids = Array.isArray(body.pixels) ? (body.pixels as unknown[]).map(toId) : [];
    const pixels: number[] = [];
    for (const id of ids) {
      if (id === null || !store.state.pixels.some((p) => p.id === id && p.userId === user.id)) return fail(MSG.pixelNotFound);
      if (!pixels.includes(id)) pixels.push(id);
    }
    fields.pixels = pixels.sort((a, b) => a - b);
  }
  if (has('campaign') && planHas(user, 'campaigns')) {
    const id = toId(body.campaign);
    if (id === null || !store.state.campaigns.some((c) => c.id === id && c.userId === user.id)) return fail(MSG.campaignNotFound);
    fields.campaignId = id;
  }
  if (has('channel') && planHas(user, 'channels')) {
    const id = toId(body.channel);
    if (id === null || !store.state.channels.some((c) => c.id === id && c.userId === user.id)) return fail(MSG.channelNotFound);
    result.channelId = id;
  }
  if (has('deeplink')) {
    const parsed = deeplink(body.deeplink);
    if (typeof parsed === 'string') return fail(parsed);
    fields.deeplink = parsed;
  }
  if (has('parameters')) fields.parameters = parameters(body.parameters);
  if (has('status')) fields.status = toStr(body.status) === 'public' ? 'public' : 'private';
  return { ok: true, value: result };
}

export function defaultLinkFields(longUrl: string): LinkFields {
  return {
    longUrl,
    domainId: null,
    type: 'direct',
    password: null,
    expiry: null,
    geotarget: [],
    devicetarget: [],
    languagetarget: [],
    metatitle: '',
    metadescription: '',
    metaimage: '',
    description: '',
    pixels: [],
    campaignId: null,
    deeplink: null,
    parameters: [],
    status: 'private',
  };
}

/**
 * What PUT /api/url/{id}/update starts from: real servers treat the body like a new link, so
 * every setting it leaves out is cleared (password, expiry, redirect type, targeting, parameters,
 * pixels, deep link, the private note; visibility back to private) and, on 6.x and 7.x
 * (`domainLeftOut: 'default'`), the branded domain: the link moves to the default domain. Left
 * out, the meta title and meta description survive, and so do the destination (when the flavor
 * allows leaving `url` out), the campaign and the meta image, which the issues do not list as cleared.
 */
export function updateBase(link: Link, domainLeftOut: 'keep' | 'default'): LinkFields {
  return {
    ...defaultLinkFields(link.longUrl),
    domainId: domainLeftOut === 'keep' ? link.domainId : null,
    campaignId: link.campaignId,
    metaimage: link.metaimage,
    metatitle: link.metatitle,
    metadescription: link.metadescription,
  };
}

/** Real servers fetch the page title; with no internet the sandbox uses the meta title or the host. */
export function titleFor(fields: LinkFields): string {
  if (fields.metatitle) return fields.metatitle;
  try {
    return new URL(fields.longUrl).hostname || fields.longUrl;
  } catch {
    return fields.longUrl;
  }
}

/** Two links are "the same shortening" when every option matches; the alias only when one was asked for. */
export function sameOptions(link: Link, fields: LinkFields): boolean {
  const keys = Object.keys(fields) as (keyof LinkFields)[];
  return keys.every((key) => JSON.stringify(link[key]) === JSON.stringify(fields[key]));
}
