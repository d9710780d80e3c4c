import { lazyComponent } from '@/components/ui/lazy';
import { loadWording } from '@/components/ui/use-wording';

// A failure shows only once a request has answered, and most never fail: its view and its wording
// stay out of the popup's start-up JS. Both load together while the request runs (failureLoaded),
// so a failure shows as soon as it comes, as it did when the view was in the start-up file.

export const FailureAlert = lazyComponent(() => Promise.all([import('@/components/ui/ApiErrorAlert'), loadWording()]).then(([m]) => m.ApiErrorAlert), null);

/** Loads the failure's view and wording while a request runs; a chunk that fails to load is the lazy view's to retry. */
export const failureLoaded = (): void => void FailureAlert.preload().catch(() => undefined);
