import type { ApiErrorCode, ApiErrorParams } from './errors';

export type BaseUrlProblem = Extract<ApiErrorCode, 'not-address' | 'bad-scheme' | 'has-login'>;

/**
 * Parses the configured service address. Query, fragment and trailing slashes are dropped
 * so that `https://x.tld`, `https://x.tld/` and `https://x.tld/short/` all join cleanly.
 * Returns the problem's code when the address cannot be used.
 */
export function parseBaseUrl(input: string): { origin: string; prefix: string } | { problem: BaseUrlProblem; params: ApiErrorParams } {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { problem: 'not-address', params: { input } };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problem: 'bad-scheme', params: { scheme: url.protocol } };
  }
  if (url.username !== '' || url.password !== '') {
    return { problem: 'has-login', params: {} };
  }
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
}
