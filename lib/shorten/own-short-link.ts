import { isHttpUrl } from '@/lib/api/http-url';

// A page the popup opens on may itself be one of the user's short links: on the service's own
// host or one of their branded domains, one path segment (the alias) after the service's path.

function parse(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/** True when `url` has the shape of a short link on the service's host or one of the domains. */
export function looksLikeOwnShortLink(url: string, baseUrl: string, domains: readonly { domain: string }[]): boolean {
  if (!isHttpUrl(url)) return false;
  const page = new URL(url.trim());
  const hosts = [parse(baseUrl), ...domains.map((d) => parse(d.domain))].filter((u): u is URL => u !== null);
  return hosts.some((host) => {
    if (host.host.toLowerCase() !== page.host.toLowerCase()) return false;
    const prefix = host.pathname.replace(/\/+$/, '');
    if (!page.pathname.startsWith(`${prefix}/`)) return false;
    return /^[^/]+\/?$/.test(page.pathname.slice(prefix.length + 1));
  });
}
