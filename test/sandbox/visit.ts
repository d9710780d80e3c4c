import { createHash } from 'node:crypto';
import type { Ctx, Deps } from './context.ts';
import { countryName, sameCountry } from './geo.ts';
import type { Click, Link } from './store.ts';
import { acceptedLanguages, deviceMatches, parseUserAgent } from './user-agent.ts';

/** What the sandbox knows about a visitor of a short URL. */
export interface Visitor {
  country: string;
  referrer: string;
  userAgent: string;
  languages: string[];
  ip: string;
}

/**
 * Country: `X-Sandbox-Country` header, else `?country=`, as a code or English name.
 * IP: first `X-Forwarded-For` entry, else the socket's address (tests vary it for unique clicks).
 */
export function visitorOf(c: Ctx): Visitor {
  let referrer = 'direct';
  const ref = c.req.header('referer');
  if (ref) {
    try {
      referrer = new URL(ref).hostname.toLowerCase() || 'direct';
    } catch {
      referrer = 'direct';
    }
  }
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return {
    country: countryName(c.req.header('x-sandbox-country') ?? c.req.query('country')),
    referrer,
    userAgent: c.req.header('user-agent') ?? '',
    languages: acceptedLanguages(c.req.header('accept-language') ?? ''),
    ip: forwarded || c.env.incoming.socket.remoteAddress || '',
  };
}

/** Records a visit of a short link, or (into `state.qrScans`, with a QR code's id) a scan. */
export function recordClick(deps: Deps, linkId: number, visitor: Visitor, into: Click[] = deps.store.state.clicks): Click {
  const agent = parseUserAgent(visitor.userAgent);
  const click: Click = {
    id: deps.store.nextId(),
    linkId,
    date: deps.config.now(),
    country: visitor.country,
    referrer: visitor.referrer,
    browser: agent.browser,
    os: agent.os,
    language: visitor.languages[0] ?? '',
    visitor: createHash('sha1').update(`${visitor.ip}|${visitor.userAgent}`).digest('hex'),
  };
  into.push(click);
  deps.store.changed();
  return click;
}

function withParameters(url: string, parameters: Link['parameters']): string {
  if (parameters.length === 0) return url;
  try {
    const parsed = new URL(url);
    for (const p of parameters) parsed.searchParams.append(p.name, p.value);
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Where a visit goes: geo, then device, then language targeting, then app deep links, else the long URL. */
export function targetOf(link: Link, visitor: Visitor): string {
  const target =
    link.geotarget.find((t) => sameCountry(t.key, visitor.country))?.link ??
    link.devicetarget.find((t) => deviceMatches(t.key, visitor.userAgent))?.link ??
    visitor.languages.map((lang) => link.languagetarget.find((t) => t.key.toLowerCase() === lang)).find(Boolean)?.link ??
    deepLinkOf(link, visitor.userAgent) ??
    link.longUrl;
  return withParameters(target, link.parameters);
}

function deepLinkOf(link: Link, userAgent: string): string | undefined {
  if (!link.deeplink) return undefined;
  if (/iPhone|iPad|iPod/.test(userAgent)) return link.deeplink.apple;
  if (/Android/.test(userAgent)) return link.deeplink.google;
  return undefined;
}
