import { defaultLinkFields } from './link-options.ts';
import { ALIAS_ALPHABET, type Link, type Store } from './store.ts';

/**
 * Random aliases, unique among the store's links and files and each other, for many links at once:
 * one pass over the store, where `Store.freshAlias` makes one per alias (seconds for 300 links on
 * an account of 100,000).
 */
export function aliasMaker(store: Store, random: () => number = Math.random): () => string {
  const taken = new Set([...store.state.links, ...store.state.files].map((item) => item.alias.toLowerCase()));
  return () => {
    for (;;) {
      let alias = '';
      for (let n = 0; n < 6; n++) alias += ALIAS_ALPHABET[Math.floor(random() * ALIAS_ALPHABET.length)];
      if (!taken.has(alias.toLowerCase())) {
        taken.add(alias.toLowerCase());
        return alias;
      }
    }
  };
}

/**
 * Many links at once, without the API's rate limit: a refresh of hundreds of links is what
 * the benchmark and the history tests measure, not how fast the sandbox can be filled.
 */
export function addLinks(store: Store, now: number, count: number, apiKey?: string): number[] {
  const user = apiKey === undefined ? store.state.users[0] : store.userByKey(apiKey);
  if (!user) throw new Error('addLinks: no such user');
  const freshAlias = aliasMaker(store);
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const longUrl = `https://example.com/many/${now}/${n + 1}`;
    const link: Link = {
      ...defaultLinkFields(longUrl),
      id: store.nextId(),
      userId: user.id,
      alias: freshAlias(),
      title: `Bulk page ${n + 1}`,
      date: now - (count - n) * 1000,
    };
    store.state.links.push(link);
    ids.push(link.id);
  }
  store.changed();
  return ids;
}
