// What the popup's lookup tells the service of the page's address, unasked, each time it opens:
// only what a short link of it could hold. Never the fragment (OAuth answers, app state: a
// shortener's long URLs rarely carry one, and a keyword search finds them without it), and
// nothing at all for an address whose query carries a credential (a reset link, a session, a
// signed download), which would land in the service's access log: the local index answers those.

/** Query parameters that carry secrets, by their usual names (case and separators ignored). */
const SECRET_PARTS = ['token', 'secret', 'password', 'passwd', 'session', 'signature', 'auth', 'apikey', 'credential', 'jwt'];
const SECRET_NAMES = new Set(['code', 'key', 'sig', 'pwd', 'pass', 'sid', 'otp', 'nonce', 'hmac', 'ticket', 'hash']);

/** Whether a query parameter's name is one a credential travels under. */
export function isCredentialParameter(name: string): boolean {
  const plain = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SECRET_NAMES.has(plain) || SECRET_PARTS.some((part) => plain.includes(part));
}

/**
 * The text the lookup may send for `url`: the address without its fragment, or null when its
 * query carries a credential (then only the local index is asked).
 */
export function lookupQuery(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if ([...parsed.searchParams.keys()].some(isCredentialParameter)) return null;
  parsed.hash = '';
  return parsed.href;
}
