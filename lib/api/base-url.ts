import { t } from '@/lib/i18n/messages';

/**
 * Parses the configured service address. Query, fragment and trailing slashes are dropped
 * so that `https://x.tld`, `https://x.tld/` and `https://x.tld/short/` all join cleanly.
 * Returns a reason string when the address cannot be used.
 */
export function parseBaseUrl(input: string): { origin: string; prefix: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { problem: t('api_not_address', input) };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problem: t('api_bad_scheme', url.protocol) };
  }
  if (url.username !== '' || url.password !== '') {
    return { problem: t('api_has_login') };
  }
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
}
