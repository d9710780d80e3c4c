import { defaultLinkFields } from './link-options.ts';
import type { Link, Store } from './store.ts';

/**
 * Many links at once, without the API's rate limit: a refresh of hundreds of links is what
 * the benchmark and the history tests measure, not how fast the sandbox can be filled.
 */
export function addLinks(store: Store, now: number, count: number, apiKey?: string): number[] {
  const user = apiKey === undefined ? store.state.users[0] : store.userByKey(apiKey);
  if (!user) throw new Error('addLinks: no such user');
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const longUrl = `https://example.com/many/${now}/${n + 1}`;
    const link: Link = {
      ...defaultLinkFields(longUrl),
      id: store.nextId(),
      userId: user.id,
      alias: store.freshAlias(),
      title: `Bulk page ${n + 1}`,
      date: now - (count - n) * 1000,
    };
    store.state.links.push(link);
    ids.push(link.id);
  }
  store.changed();
  return ids;
}
