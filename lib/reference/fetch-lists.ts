import type { ApiClient } from '@/lib/api';
import { areaRefusal } from '@/lib/api/errors';
import type { LocalItem } from '@/lib/storage/item';
import { EMPTY_REFERENCE, REFERENCE_PAGE_LIMIT, type Account, type ReferenceData, type ReferenceKind } from './data';
import { assign, close, copyOf, oldest, open } from './edit';

// A stale cache's requests and how their answers are applied (loadReference, cache.ts). Loaded
// only when a list needs a request, which waits for the client anyway: a popup on a fresh cache
// never needs this code, and one on a stale cache does not see it load.

async function fetchKind(client: ApiClient, kind: ReferenceKind): Promise<Account | unknown[]> {
  if (kind === 'account') return client.account.get();
  const page = await client[kind].list({ limit: REFERENCE_PAGE_LIMIT });
  return page.items as unknown[];
}

/** Fetches the kinds in `todo` and applies what came back to the cache; `current` is what it held for this connection. */
export async function fetchLists(
  client: ApiClient,
  item: LocalItem<ReferenceData>,
  current: ReferenceData,
  todo: readonly ReferenceKind[],
  now: () => number,
): Promise<ReferenceData> {
  const { source } = current;
  const results = await Promise.allSettled(todo.map((kind) => fetchKind(client, kind)));

  let failure: unknown = null;
  todo.forEach((kind, index) => {
    const result = results[index];
    // Older data for the kind is kept (stale but usable); a failure counts only where there was nothing.
    if (result?.status === 'rejected' && !areaRefusal(result.reason) && !(current.fetchedAtByKind[kind] ?? 0)) failure ??= result.reason;
  });
  // Applied to the cache as it is now, under its lock: a record or a mark made meanwhile by another page stays.
  const next = await item.update((fresh) => {
    const next = copyOf(fresh.source === source ? fresh : { ...EMPTY_REFERENCE, source });
    todo.forEach((kind, index) => {
      const result = results[index];
      if (result?.status === 'fulfilled') {
        assign(next, kind, result.value);
        open(next, kind);
        next.fetchedAtByKind[kind] = now();
        return;
      }
      const refusal = result ? areaRefusal(result.reason) : null;
      if (refusal) close(next, kind, refusal, now());
    });
    next.fetchedAt = oldest(next.fetchedAtByKind);
    return next;
  });
  if (failure !== null) throw failure;
  return next;
}
