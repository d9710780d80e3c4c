import { isHttpUrl } from '@/lib/api/http-url';

/** The service wants a jpg or png for the meta image; the extension is read from the path, not the query. */
export function isImageUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  return /\.(jpe?g|png)$/i.test(new URL(value).pathname);
}
