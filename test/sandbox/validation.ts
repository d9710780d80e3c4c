/**
 * Error and success messages. Those the field notes list are copied verbatim; the others
 * (marked "sandbox") are the sandbox's own wording and are listed in the README.
 */
export const MSG = {
  authRequired: 'A valid API key is required to use this service.',
  apiDisabled: 'API service is disabled.',
  inactive: 'Please activate your account.',
  noPermission: 'You do not have permission to access this endpoint.',
  keyNotAllowed: 'You do not have access to this endpoint with this API key.',
  rateLimited: 'Too Many API Requests.',

  aliasTaken: 'That alias is taken. Please choose another one.',
  aliasShort: 'Custom alias must be at least 3 characters.',
  aliasReserved: 'That alias is reserved. Please choose another one.',
  invalidUrl: 'Please enter a valid URL.',
  missingUrl: 'Missing required parameter: url',
  expiryPast: 'The expiry date must be later than today.',
  blacklisted: 'This domain name or link has been blacklisted.',
  monthlyLimit: 'You have reached your monthly limit. Please upgrade to another plan.',
  linkNotFound: 'Link does not exist.',
  domainNotFound: 'Domain not found. Please try again.',
  campaignNotFound: 'Campaign not found. Please try again.',
  channelNotFound: 'Channel not found. Please try again.',
  pixelNotFound: 'Pixel not found. Please try again.',
  invalidShort: 'Invalid short url. Please try again.',
  alreadyInChannel: 'This item is already added to the selected channel.',
  qrMissing: 'QR code does not exist.',

  // sandbox wording
  aliasChars: 'Custom alias may only contain letters, numbers, hyphens and underscores.',
  invalidExpiry: 'Please enter a valid expiry date (YYYY-MM-DD HH:MM:SS).',
  splashNotFound: 'Splash page not found. Please try again.',
  overlayNotFound: 'Overlay not found. Please try again.',
  bioNotFound: 'Bio page not found. Please try again.',
  qrNotFound: 'QR code not found. Please try again.',
  invalidType: 'Invalid redirect type.',
  invalidEmail: 'Please enter a valid email.',
  emailTaken: 'This email is already in use.',
  passwordShort: 'Password must be at least 5 characters.',
  invalidDomain: 'Please enter a valid domain name, including http:// or https://.',
  domainNotPointing: 'The domain must point to our server.',
  domainTaken: 'This domain is already in use.',
  nameRequired: 'Please enter a name.',
  channelNameTaken: 'You already have a channel with that name.',
  invalidColor: 'Please enter a valid HEX color, like #ff0000.',
  invalidItemType: 'Invalid item type. Please choose links, bio or qr.',
  slugTaken: 'That slug is taken. Please choose another one.',
  invalidSlug: 'The slug may only contain letters, numbers, hyphens and underscores.',
  invalidPixelType: 'Please choose a valid pixel provider.',
  pixelTagRequired: 'Please enter a pixel tag.',
  fileRequired: 'Please upload a file.',
  fileNotFound: 'File not found. Please try again.',
  invalidFileExpiry: 'Please enter a valid expiry date (YYYY-MM-DD).',
  invalidQrType: 'Please choose a valid QR code type: text, vcard, link, email, phone, sms or wifi.',
  qrDataRequired: 'Please enter the content of the QR code.',
  invalidRgb: 'Please enter a valid color, like rgb(0,0,0).',
  invalidLogo: 'Logo must be either a PNG or a JPEG.',

  accountUpdated: 'Account has been successfully updated.',
  domainUpdated: 'Domain has been updated successfully.',
  domainDeleted: 'Domain has been deleted successfully.',
  linkAddedToCampaign: 'Link has been successfully added to the campaign.',
  campaignDeleted: 'Campaign has been deleted successfully.',
  itemAddedToChannel: 'Item has been successfully added to the channel.',
  channelUpdated: 'Channel has been updated successfully.',
  channelDeleted: 'Channel has been deleted successfully.',
  linkDeleted: 'Link has been successfully deleted.',
  pixelUpdated: 'Pixel has been updated successfully.',
  pixelDeleted: 'Pixel has been deleted successfully.',
  qrUpdated: 'QR code has been updated successfully.',
  qrDeleted: 'QR code has been deleted successfully.',
} as const;

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const SLUG = /^[a-z0-9_-]+$/i;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 5;
export const MIN_ALIAS_LENGTH = 3;

/** Paths of the sandbox itself that an alias would shadow. */
export const RESERVED_ALIASES = new Set(['api', '__sandbox', 'r', 'u', 'bio', 'qr', 'admin', 'user', 'login', 'page']);

/** Hosts whose links are refused, so the "blacklisted" error can be exercised. */
export const BLACKLISTED_HOSTS = ['blacklisted.test', 'malware.test'];

const SAFE_SCHEMES = /^(?!javascript:|data:|vbscript:|file:)[a-z][a-z0-9+.-]*:/i;

/** A long URL: parseable, a scheme that cannot run code, and a host for http(s). */
export function isValidUrl(value: string): boolean {
  if (!SAFE_SCHEMES.test(value)) return false;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname.length > 0;
    return true;
  } catch {
    return false;
  }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function isBlacklisted(value: string): boolean {
  try {
    const host = new URL(value).hostname.toLowerCase();
    return BLACKLISTED_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}

/** Checks a custom alias; returns an error message or null. */
export function aliasProblem(alias: string): string | null {
  if (alias.length < MIN_ALIAS_LENGTH) return MSG.aliasShort;
  if (!/^[a-z0-9_-]+$/i.test(alias)) return MSG.aliasChars;
  if (RESERVED_ALIASES.has(alias.toLowerCase())) return MSG.aliasReserved;
  return null;
}

/** Reads a JSON boolean leniently: clients send true, "true", 1 or "1". */
export function toBool(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return undefined;
}

export function toStr(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Path and body ids: positive integers, anything else matches nothing. */
export function toId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^[1-9][0-9]*$/.test(text) ? Number(text) : null;
}
