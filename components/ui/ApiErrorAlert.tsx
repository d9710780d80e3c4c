import { browser } from 'wxt/browser';
import { isNotConfigured } from '@/lib/connection/errors';
import type { ErrorDescription } from '@/lib/i18n/describe-error';
import { t } from '@/lib/i18n/messages';
import { Alert } from './Alert';
import { Button } from './Button';
import { useWording } from './use-wording';

export interface ApiErrorAlertProps {
  /**
   * The failure: anything thrown (worded by describeApiError, with "Open options" when Trim is not
   * set up), or an ErrorDescription a surface already made. Nothing shows for null/undefined.
   */
  error: unknown;
  /** Offered as a button when the failure may pass (rate limit, network). */
  onRetry?: () => void;
  onDismiss?: () => void;
}

function isDescription(error: unknown): error is ErrorDescription {
  return typeof error === 'object' && error !== null && !(error instanceof Error) && 'title' in error && 'hint' in error;
}

/** A failure as the user sees it: the server's own message (as text) and what to do about it. */
export function ApiErrorAlert({ error, onRetry, onDismiss }: ApiErrorAlertProps) {
  const wording = useWording(error !== null && error !== undefined);
  if (error === null || error === undefined || !wording) return null;
  // Trim's own set-up problems (no key, no permission) are worded there too.
  const { title, hint } = isDescription(error) ? error : wording.describeApiError(error);
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
