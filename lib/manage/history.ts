import { formatRoute, parseRoute, sameRoute, updateRoute, type ManageRoute } from './route';

// Route changes go through history.pushState so the browser's back and forward walk through
// the user's steps; popstate brings the page back in line when they do.

/** Fired on every navigate(); useRoute listens for it beside popstate. */
export const ROUTE_EVENT = 'trim:route';

export function currentRoute(): ManageRoute {
  return parseRoute(window.location.search);
}

/**
 * Moves to a new route. `replace` rewrites the current entry instead (used while typing a
 * search, so back does not step through every keystroke).
 */
export function navigate(change: Partial<ManageRoute>, options: { replace?: boolean } = {}): void {
  const from = currentRoute();
  const to = updateRoute(from, change);
  if (sameRoute(from, to)) return;
  const url = `${window.location.pathname}${formatRoute(to)}`;
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(ROUTE_EVENT));
}
