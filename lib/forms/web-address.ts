/** True for an absolute http(s) URL with a host: the only kind the service shortens or redirects to. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The service wants a jpg or png for the meta image; the extension is read from the path, not the query. */
export function isImageUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  return /\.(jpe?g|png)$/i.test(new URL(value).pathname);
}
