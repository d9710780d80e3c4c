import { copyInDocument } from '@/lib/clipboard/document';
import { isApiError } from '@/lib/api/errors';
import { retryAt } from '@/lib/api/rate-limit';
import type { ApiConnection } from '@/lib/connection/connection';
import type { CopyFormat, Settings } from '@/lib/settings/schema';
import { formatShortLink } from '@/lib/shorten/copy-format';
import type { ShortenBody } from '@/lib/shorten/form-model';
import { failureLoaded } from './failure-view';
import { CreatedView, viewLoaded } from './link-views';
import type { CreatedLink } from './answers';

// What a click on Shorten sends, once the form's check passed: the request and the auto-copy,
// answered as one outcome the form's hook applies (use-shorten.ts). Loaded after the popup's
// first paint, so it is there before the click and never in the start-up JS.

/** What a shorten came to: the link (and whether it was copied), or why not (worded where shown). */
export type ShortenOutcome = { created: CreatedLink; autoCopied: boolean } | { blockedUntil: number } | { aliasError: string } | { failure: unknown };

/** Sends the checked form; the form's values are the caller's and survive every outcome. */
export async function sendShorten(body: ShortenBody, connection: ApiConnection, settings: Pick<Settings, 'autoCopy' | 'copyFormat'>): Promise<ShortenOutcome> {
  const outcome = await requestShorten(connection, body);
  if (!('created' in outcome)) return outcome;
  return { created: outcome.created, autoCopied: settings.autoCopy && (await autoCopy(outcome.created, settings.copyFormat)) };
}

/** Server messages that belong beside the alias field rather than in an alert. */
const ALIAS_MESSAGE = /alias/i;

/** The request alone: the link made, or why not. */
type Answer = Exclude<ShortenOutcome, { created: CreatedLink }> | { created: CreatedLink };

async function requestShorten(connection: ApiConnection, body: ShortenBody): Promise<Answer> {
  // The answer's view (a link or a failure) loads while the request runs.
  const view = viewLoaded(CreatedView);
  failureLoaded();
  try {
    // Loaded on the first shorten: the service and the index's code stay out of the popup's start-up JS.
    const { pageLinks } = await import('@/lib/links/in-page');
    // With a setting a plan may drop silently, the link is read back once to say what was not kept.
    const result = await pageLinks(connection).create(body, { checkKept: true });
    await view;
    const link: CreatedLink = { id: result.id, shorturl: result.shorturl, longurl: body.url };
    if (result.dropped.length > 0) link.dropped = (await import('@/lib/links/plan-drops')).describeDrops(result.dropped);
    return { created: link };
  } catch (error) {
    if (isApiError(error) && error.kind === 'rate-limited') return { blockedUntil: retryAt(error, Date.now()) };
    if (isApiError(error) && error.kind === 'rejected' && error.serverMessage && ALIAS_MESSAGE.test(error.serverMessage)) return { aliasError: error.serverMessage };
    return { failure: error };
  }
}

/** Copies the new link in the user's format; false when the page may not write the clipboard. */
async function autoCopy(link: CreatedLink, format: CopyFormat): Promise<boolean> {
  try {
    await copyInDocument(formatShortLink(link, format));
    return true;
  } catch {
    return false;
  }
}
