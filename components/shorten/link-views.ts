import { lazyComponent } from '@/components/ui/lazy';

// A short link shows only once a request has answered (a shorten, the page's lookup), so its
// code stays out of the popup's start-up JS: it loads while the request runs, and the hooks
// wait for it before they show the answer, so nothing appears late and focus finds its button.

/** The popup's Link tab after a shorten, and with the link the page already has (one chunk: either may follow the other). */
export const CreatedView = lazyComponent(() => import('./LinkAnswers').then((m) => m.CreatedView), null);
export const FoundView = lazyComponent(() => import('./LinkAnswers').then((m) => m.FoundView), null);

/** Loads a view's code while its request runs; a chunk that fails to load is the lazy view's to retry, not the request's failure. */
export const viewLoaded = (view: { preload: () => Promise<unknown> }): Promise<unknown> => view.preload().catch(() => undefined);
