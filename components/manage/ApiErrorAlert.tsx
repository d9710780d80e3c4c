import { describeError, isNotConfigured } from '@/lib/connection/errors';
import { Alert, Button } from '@/components/ui';
import { browser } from 'wxt/browser';

export interface ApiErrorAlertProps {
  error: unknown;
  /** Offered as a button when the failure may pass (rate limit, network). */
  onRetry?: () => void;
  onDismiss?: () => void;
}

/** A failure as the user sees it: the server's own message (as text) and what to do about it. */
export function ApiErrorAlert({ error, onRetry, onDismiss }: ApiErrorAlertProps) {
  if (error === null || error === undefined) return null;
  // describeError is describeApiError plus Trim's own set-up problems (no key, no permission).
  const { title, hint } = describeError(error);
  const needsSetup = isNotConfigured(error);
  const actions =
    needsSetup || onRetry || onDismiss ? (
      <>
        {needsSetup && (
          <Button size="sm" variant="primary" onClick={() => void browser.runtime.openOptionsPage()}>
            Open options
          </Button>
        )}
        {onRetry && (
          <Button size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
        {onDismiss && (
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Dismiss
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
