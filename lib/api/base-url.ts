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
    return { problem: `"${input}" is not a web address. Use the service's address, e.g. https://short.example.` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problem: `The service address must start with https:// or http:// (got "${url.protocol}").` };
  }
  if (url.username !== '' || url.password !== '') {
    return { problem: 'The service address must not contain a user name or password.' };
  }
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
}
