import type { ApiRouter } from '../api-router.ts';
import type { Deps } from '../context.ts';
import { formatDateTime } from '../dates.ts';
import { rulesOf } from '../flavor.ts';
import { list } from '../respond.ts';
import { ownItems } from '../store.ts';

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
