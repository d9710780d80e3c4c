import type { ApiRouter } from '@/test/sandbox/api-router.ts';
import type { Deps } from '@/test/sandbox/context.ts';
import { formatDateTime } from '@/test/sandbox/dates.ts';
import { list } from '@/test/sandbox/respond.ts';
import { ownItems } from '@/test/sandbox/store.ts';

export function splashRoutes(api: ApiRouter, deps: Deps): void {
  api.get(
    '/api/splash',
    (c, user) => list(c, deps, 'splash', ownItems(deps.store.state.splashes, user), (s) => ({ id: s.id, name: s.name, date: formatDateTime(s.date) })),
    'splash',
  );
}
