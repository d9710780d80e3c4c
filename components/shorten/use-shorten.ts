import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import type { FieldErrors } from '@/lib/forms/field-errors';
import type { ShortenFormValues } from '@/lib/shorten/form-model';
import type { Settings } from '@/lib/settings/schema';
import type { CreatedLink } from './answers';

// What a click on Shorten runs (the form's check with its schemas, the request, the auto-copy)
// loads after the first paint, so it never delays the popup's start and is there before the click.
const loadSubmit = () => Promise.all([import('@/lib/shorten/validate'), import('./shorten-request')]);

/**
 * The shorten form's state and its one request. Values survive every failure; a taken alias
 * lands beside the alias field; a spent rate limit blocks until the reset, then one click sends.
 * `prepare` finishes the values a click sends (the default template read after the first paint).
 */
export function useShorten(initial: ShortenFormValues, settings: Settings, prepare?: (values: ShortenFormValues) => Promise<ShortenFormValues>) {
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
    const timer = setTimeout(() => void loadSubmit(), 0);
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
    const [[{ validateShortenForm }, { sendShorten }], sent] = await Promise.all([loadSubmit(), prepare ? prepare(values) : values]);
    if (sent !== values) change(sent);
    const checked = validateShortenForm(sent);
    if (!checked.ok) {
      refuse(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBlockedUntil(null);
    setBusy(true);
    try {
      const outcome = await sendShorten(checked.value, connection, settings);
      if ('created' in outcome) {
        setCreated(outcome.created);
        setAutoCopied(outcome.autoCopied);
      } else if ('blockedUntil' in outcome) setBlockedUntil(outcome.blockedUntil);
      else if ('aliasError' in outcome) refuse({ alias: outcome.aliasError });
      else setFailure(outcome.failure);
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
