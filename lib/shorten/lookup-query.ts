// What the popup's lookup tells the service of the page's address, unasked, each time it opens:
// only what a short link of it could hold. Never the fragment (OAuth answers, app state: a
// shortener's long URLs rarely carry one, and a keyword search finds them without it), and
// nothing at all for an address that carries a credential, which would land in the service's
// access log: a user name or password before the host, a query parameter named like one (a reset
// link, a session, a signed download), or a token in the path or in any parameter's value (a
// magic sign-in link, a shared document's unguessable id). The local index answers those.

/**
 * Words a credential travels under: a name that ends in one, or holds one as a part
 * (`access_key`, `resetKey`, `X-Amz-Signature`), is a credential's.
 */
const SECRET_WORDS = ['key', 'token', 'secret', 'sig', 'signature', 'pass', 'password', 'code', 'auth', 'magic'];
/**
 * Found anywhere in a name, however it is written (`apikey`, `sessionid`, `passwd`); `auth` only
 * as a part or an ending (`oauth`, `auth_code`), so an `author` is sent.
 */
const SECRET_INSIDE = ['token', 'secret', 'password', 'passwd', 'session', 'signature', 'authoriz', 'apikey', 'credential', 'jwt'];
/** Whole names that carry one. */
const SECRET_NAMES = new Set(['pwd', 'sid', 'otp', 'nonce', 'hmac', 'ticket', 'hash']);

/** A name's parts: split at separators, between letters and digits, and before a capital after a small letter. */
function partsOf(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((part) => part !== '');
}

/** Whether a query parameter's name is one a credential travels under. */
export function isCredentialParameter(name: string): boolean {
  const plain = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (SECRET_NAMES.has(plain) || SECRET_INSIDE.some((word) => plain.includes(word))) return true;
  const parts = partsOf(name);
  return SECRET_WORDS.some((word) => plain.endsWith(word) || parts.includes(word));
}

/** The least length of a token: 16 random characters are 80 bits and more, a guess no one makes. */
const TOKEN_LENGTH = 16;

/**
 * Whether a path segment or a value looks like a random token: 16 or more letters and digits
 * (separators aside), holding both, that change between letters and digits or to a capital
 * after a small letter at least every 4 characters on average. A hash, a UUID, base64 and a
 * signed id do; a slug (`how-to-bake-bread-2024`), a product name (`iphone-15-pro-max-review`),
 * a long number (a post's id) and CamelCase words do not.
 */
export function looksLikeToken(text: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return false;
  }
  if (!/^[A-Za-z0-9\-_.~+/=]+$/.test(decoded)) return false;
  const plain = decoded.replace(/[^A-Za-z0-9]/g, '');
  if (plain.length < TOKEN_LENGTH || !/[0-9]/.test(plain) || !/[A-Za-z]/.test(plain)) return false;
  const pieces = plain.match(/[0-9]+|[A-Z]+[a-z]*|[a-z]+/g) ?? [];
  return plain.length / pieces.length < 4;
}

/** Whether the service must not be told of `url` at all (then only the local index is asked). */
function carriesCredential(url: URL): boolean {
  if (url.username !== '' || url.password !== '') return true;
  if (url.pathname.split('/').some(looksLikeToken)) return true;
  return [...url.searchParams].some(([name, value]) => isCredentialParameter(name) || looksLikeToken(value));
}

/**
 * The text the lookup may send for `url`: the address without its fragment, or null when it
 * carries a credential (then only the local index is asked).
 */
export function lookupQuery(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (carriesCredential(parsed)) return null;
  parsed.hash = '';
  return parsed.href;
}

/**
 * What the lookup of a page shaped like the user's short link sends: the short link alone, its
 * origin and path; no user name or password, query or fragment, which a short link never holds.
 */
export function shortLinkQuery(url: string): string {
  const parsed = new URL(url.trim());
  return `${parsed.origin}${parsed.pathname}`;
}
