import { useEffect, useState } from 'preact/hooks';
import { copyText } from '@/components/ui';
import { isApiError } from '@/lib/api/errors';
import { retryAt } from '@/lib/api/rate-limit';
import { useConnection } from '@/components/connection/context';
import type { FieldErrors } from '@/lib/forms/field-errors';
import type { ShortenFormValues } from '@/lib/shorten/form-model';
import type { Settings } from '@/lib/settings/schema';
import { formatShortLink } from '@/lib/shorten/copy-format';
import { ShortLinkResult, viewLoaded } from './link-views';

export interface CreatedLink {
  id: number;
  shorturl: string;
  longurl: string;
  /** "Your plan did not keep: country targeting. …", when reading the link back showed a setting dropped. */
  dropped?: string;
}

// The validation schemas load after the first paint, so they never delay the popup's start.
const loadValidation = () => import('@/lib/shorten/validate');
const loadLinks = () => import('@/lib/links/in-page');
const loadPlanDrops = () => import('@/lib/links/plan-drops');

/** Server messages that belong beside the alias field rather than in an alert. */
const ALIAS_MESSAGE = /alias/i;

/**
 * The shorten form's state and its one request. Values survive every failure; a taken alias
 * lands beside the alias field; a spent rate limit blocks until the reset, then one click sends.
 */
export function useShorten(initial: ShortenFormValues, settings: Settings) {
  const connection = useConnection();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorsVersion, setErrorsVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  /** What went wrong, as thrown: ApiErrorAlert words it. */
  const [failure, setFailure] = useState<unknown>(null);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const [created, setCreated] = useState<CreatedLink | null>(null);
  const [autoCopied, setAutoCopied] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => void loadValidation(), 0);
    return () => clearTimeout(timer);
  }, []);

  const change = (patch: Partial<ShortenFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field's message goes once the user edits it; the others stay until the next submit.
    setErrors((current) => {
      const keys = Object.keys(patch);
      const next = Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key.split('.')[0] ?? '')));
      return Object.keys(next).length === Object.keys(current).length ? current : next;
    });
  };

  const refuse = (next: FieldErrors) => {
    setErrors(next);
    setErrorsVersion((v) => v + 1);
  };

  const submit = async () => {
    if (busy) return;
    if (blockedUntil !== null && blockedUntil > Date.now()) return;
    const { validateShortenForm } = await loadValidation();
    const checked = validateShortenForm(values);
    if (!checked.ok) {
      refuse(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBlockedUntil(null);
    setBusy(true);
    try {
      // Loaded on the first shorten: the service and the index's code stay out of the popup's start-up JS.
      const view = viewLoaded(ShortLinkResult);
      const { pageLinks } = await loadLinks();
      // With a setting a plan may drop silently, the link is read back once to say what was not kept.
      const result = await pageLinks(connection).create(checked.value, { checkKept: true });
      await view;
      const link: CreatedLink = { id: result.id, shorturl: result.shorturl, longurl: checked.value.url };
      if (result.dropped.length > 0) link.dropped = (await loadPlanDrops()).describeDrops(result.dropped);
      setCreated(link);
      if (settings.autoCopy) {
        try {
          await copyText(formatShortLink(link, settings.copyFormat));
          setAutoCopied(true);
        } catch {
          setAutoCopied(false);
        }
      }
    } catch (error) {
      if (isApiError(error) && error.kind === 'rate-limited') {
        setBlockedUntil(retryAt(error, Date.now()));
      } else if (isApiError(error) && error.kind === 'rejected' && error.serverMessage && ALIAS_MESSAGE.test(error.serverMessage)) {
        refuse({ alias: error.serverMessage });
      } else {
        setFailure(error);
      }
    } finally {
      setBusy(false);
    }
  };

  /** Back to the form with everything as typed (e.g. "Create another"). */
  const reset = () => {
    setCreated(null);
    setAutoCopied(false);
  };

  return { values, change, errors, errorsVersion, busy, failure, blockedUntil, created, autoCopied, submit, reset };
}
