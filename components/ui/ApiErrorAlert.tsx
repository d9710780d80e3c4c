import { useEffect, useMemo } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useCountdown } from './use-countdown';
import type { ApiError } from '@/lib/api/errors';
import { retryAt } from '@/lib/api/rate-limit';
import { isNotConfigured } from '@/lib/connection/errors';
import type { ErrorDescription } from '@/lib/i18n/describe-error';
import { t } from '@/lib/i18n/messages';
import { Alert } from './Alert';
import { Button } from './Button';
import { useLatest } from './use-latest';
import { useWording } from './use-wording';

export interface ApiErrorAlertProps {
  /**
   * The failure: anything thrown (worded by describeApiError, with "Open options" when Trim is not
   * set up), or an ErrorDescription a surface already made. Nothing shows for null/undefined.
   */
  error: unknown;
  /**
   * Offered as a button when the failure may pass (rate limit, network). A refusal by the rate
   * limit counts its seconds down and calls it once by itself when the window reopens.
   */
  onRetry?: () => void;
  onDismiss?: () => void;
}

function isDescription(error: unknown): error is ErrorDescription {
  return typeof error === 'object' && error !== null && !(error instanceof Error) && 'title' in error && 'hint' in error;
}

/** A failure as the user sees it: the server's own message (as text) and what to do about it. */
export function ApiErrorAlert({ error, onRetry, onDismiss }: ApiErrorAlertProps) {
  const wording = useWording(error !== null && error !== undefined);
  // A refusal by the rate limit (an ApiError carries when its window resets): the seconds move
  // to when a request may go again (retryAt: a reset named in whole seconds comes early), from
  // when the refusal is shown; then the one retry.
  const reset = error instanceof Error && 'resetAt' in error && error.resetAt instanceof Date ? (error as Pick<ApiError, 'resetAt' | 'retryAfter'>) : null;
  const sendable = useMemo(() => (reset === null ? null : retryAt(reset, Date.now())), [reset]);
  const seconds = useCountdown(sendable);
  const retry = useLatest(onRetry);
  const reopened = sendable !== null && seconds === 0;
  useEffect(() => {
    if (reopened) retry.current?.();
  }, [sendable, reopened, retry]);
  if (error === null || error === undefined || !wording) return null;
  // Trim's own set-up problems (no key, no permission) are worded there too.
  const described = isDescription(error)
    ? error
    : wording.describeApiError(reset === null ? error : Object.assign(Object.create(error as Error) as Error, { retryAfter: seconds }));
  // Where it retries by itself, the countdown says Trim will, not the user.
  const { title } = described;
  const hint = (reset !== null && onRetry ? wording.retryHint(seconds) : undefined) ?? described.hint;
  // On the options page the set-up is right there: no button to open it again.
  const needsSetup = isNotConfigured(error) && !wording.wordedOnOptionsPage();
  const actions =
    needsSetup || onRetry || onDismiss ? (
      <>
        {needsSetup && (
          <Button size="sm" variant="primary" onClick={() => void browser.runtime.openOptionsPage()}>
            {t('ui_open_options')}
          </Button>
        )}
        {onRetry && (
          <Button size="sm" onClick={onRetry}>
            {t('ui_try_again')}
          </Button>
        )}
        {onDismiss && (
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('ui_dismiss')}
          </Button>
        )}
      </>
    ) : undefined;
  return (
    <Alert tone="error" title={title} actions={actions}>
      {hint}
    </Alert>
  );
}
