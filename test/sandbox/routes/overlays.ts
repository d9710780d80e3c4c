import type { ApiRouter } from '@/test/sandbox/api-router.ts';
import type { Deps } from '@/test/sandbox/context.ts';
import { formatDateTime } from '@/test/sandbox/dates.ts';
import { rulesOf } from '@/test/sandbox/flavor.ts';
import { list } from '@/test/sandbox/respond.ts';
import { ownItems } from '@/test/sandbox/store.ts';

export function overlayRoutes(api: ApiRouter, deps: Deps): void {
  api.get(
    '/api/overlay',
    (c, user) =>
      list(c, deps, rulesOf(deps.config.flavor).overlayKey, ownItems(deps.store.state.overlays, user), (o) => ({
        id: o.id,
        type: o.type,
        name: o.name,
        date: formatDateTime(o.date),
      })),
    'overlays',
  );
}
