// Whether a page may name another address as its canonical one: only on its own site. The same
// host (give or take `www.`), a subdomain of it, or a parent domain that is a site of its own
// (m.example.com → example.com), never a public suffix, whose subdomains belong to strangers
// (a.github.io → github.io, shop.co.uk → co.uk). Without the whole Public Suffix List, the
// suffixes that host other people's sites are named here, and the countries' second levels
// (co.uk, com.au) are told by their shape.

/** Suffixes where each subdomain is someone else's site (the PSL's private section, the common ones). */
const SHARED_SUFFIXES = new Set([
  'github.io',
  'gitlab.io',
  'netlify.app',
  'vercel.app',
  'pages.dev',
  'workers.dev',
  'web.app',
  'firebaseapp.com',
  'herokuapp.com',
  'appspot.com',
  'blogspot.com',
  'wordpress.com',
  'tumblr.com',
  'substack.com',
  'azurewebsites.net',
  'cloudfront.net',
  'amazonaws.com',
  'glitch.me',
  'repl.co',
  'fly.dev',
  'onrender.com',
  'surge.sh',
  'neocities.org',
  'myshopify.com',
  'wixsite.com',
  'weebly.com',
  'squarespace.com',
  'ngrok.io',
  'ngrok-free.app',
  'translate.goog',
  'webflow.io',
  'bitbucket.io',
  'readthedocs.io',
  'carrd.co',
]);
const SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go', 'gob', 'mil', 'nic', 'ltd', 'plc', 'sch']);

/** A suffix under which registrants own the names (a shared host, a TLD, a country's `co.` level). */
function isPublicSuffix(host: string): boolean {
  const labels = host.split('.');
  if (labels.length < 2) return true;
  if (SHARED_SUFFIXES.has(host)) return true;
  return labels.length === 2 && labels[1]!.length === 2 && SECOND_LEVELS.has(labels[0]!);
}

const hostOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, '');

/** Whether `canonical` is on the same site as `page` (see above). */
export function sameSite(page: string, canonical: string): boolean {
  try {
    const [a, b] = [hostOf(page), hostOf(canonical)];
    if (a === b) return true;
    // The page's own subdomain: still its site.
    if (b.endsWith(`.${a}`)) return !isPublicSuffix(a);
    // A parent: only a site's own domain, never a suffix strangers share.
    return a.endsWith(`.${b}`) && !isPublicSuffix(b);
  } catch {
    return false;
  }
}
