import { copyInDocument } from '@/lib/clipboard/document';
import { isApiError } from '@/lib/api/errors';
import { retryAt } from '@/lib/api/rate-limit';
import type { ApiConnection } from '@/lib/connection/connection';
import type { FieldErrors } from '@/lib/forms/field-errors';
import type { CopyFormat, Settings } from '@/lib/settings/schema';
import { formatShortLink } from '@/lib/shorten/copy-format';
import type { ShortenBody, ShortenFormValues } from '@/lib/shorten/form-model';
import { validateShortenForm } from '@/lib/shorten/validate';
import { failureLoaded } from './failure-view';
import { CreatedView, viewLoaded } from './link-views';
import type { CreatedLink } from './use-shorten';

// What a click on Shorten runs: the form's check, the request, what its answer means for the
// form, and the auto-copy. Loaded after the popup's first paint (use-shorten), so it is there
// before the click and never in the start-up JS.

/** The form's state a submit moves through (use-shorten's setters). */
export interface SubmitSteps {
  /** Field messages; the first invalid field then takes focus. */
  refuse: (errors: FieldErrors) => void;
  setErrors: (errors: FieldErrors) => void;
  setFailure: (failure: unknown) => void;
  setBlockedUntil: (until: number | null) => void;
  setBusy: (busy: boolean) => void;
  setCreated: (link: CreatedLink) => void;
  setAutoCopied: (copied: boolean) => void;
}

/** Checks the form and sends it; values survive every failure, a taken alias lands beside its field. */
export async function submitShorten(values: ShortenFormValues, connection: ApiConnection, settings: Pick<Settings, 'autoCopy' | 'copyFormat'>, on: SubmitSteps): Promise<void> {
  const checked = validateShortenForm(values);
  if (!checked.ok) {
    on.refuse(checked.errors);
    return;
  }
  on.setErrors({});
  on.setFailure(null);
  on.setBlockedUntil(null);
  on.setBusy(true);
  try {
    const outcome = await requestShorten(connection, checked.value);
    if ('created' in outcome) {
      on.setCreated(outcome.created);
      if (settings.autoCopy) on.setAutoCopied(await autoCopy(outcome.created, settings.copyFormat));
    } else if ('blockedUntil' in outcome) on.setBlockedUntil(outcome.blockedUntil);
    else if ('aliasError' in outcome) on.refuse({ alias: outcome.aliasError });
    else on.setFailure(outcome.failure);
  } finally {
    on.setBusy(false);
  }
}

/** What a shorten came to: the link, or why not (worded where shown). */
type ShortenOutcome = { created: CreatedLink } | { blockedUntil: number } | { aliasError: string } | { failure: unknown };

/** Server messages that belong beside the alias field rather than in an alert. */
const ALIAS_MESSAGE = /alias/i;

async function requestShorten(connection: ApiConnection, body: ShortenBody): Promise<ShortenOutcome> {
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
