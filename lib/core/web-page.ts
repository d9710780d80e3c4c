import { isHttpUrl } from '@/lib/api/http-url';

// Apart from extractUrl (shortenable.ts, which re-exports this): the popup's start-up asks only
// whether its page can be shortened, and reads a pasted text only for a page that cannot.

/** Only web pages: not browser pages (chrome:, about:, edge:), files, data or extension pages. */
export function isShortenable(url: string | undefined | null): url is string {
  return typeof url === 'string' && isHttpUrl(url);
}
