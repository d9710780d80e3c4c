/**
 * The one address rule: an absolute http(s) URL with a host, the only kind the service
 * shortens or redirects to. Page checks, form validation and the schemas all ask it.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
