import type { ApiRouter } from '../api-router.ts';
import type { Deps } from '../context.ts';
import { formatDateTime } from '../dates.ts';
import { list } from '../respond.ts';
import { ownItems } from '../store.ts';

export function splashRoutes(api: ApiRouter, deps: Deps): void {
  api.get(
    '/api/splash',
    (c, user) =>
      list(c, deps, 'splash', ownItems(deps.store.state.splashes, user), (s) => ({ id: s.id, name: s.name, date: formatDateTime(s.date) })),
    'splash',
  );
}
