import { browser, type Browser } from 'wxt/browser';
import { withLock } from './lock';
import type { LocalItem, ValueSchema } from './item';

// An item in storage.sync: what follows the user to every browser signed in to the same account.
// A sibling of defineLocalItem rather than an option of it, so the worker and the popup, which
// never touch sync, carry none of it. Synced values are small, new and never secret: one shape
// (no migration chain), and a write that sync refuses (a quota, no account) rejects for the
// caller to decide where the value goes instead.

/** storage.sync's limits (chrome.storage.sync; Firefox's are the same or looser). */
export const SYNC_QUOTA = { bytesPerItem: 8_192, bytes: 102_400, items: 512 } as const;

/** What one entry costs against the per-item quota: its key and its JSON, in UTF-8 bytes. */
export const syncBytes = (key: string, value: unknown): number => new TextEncoder().encode(key + JSON.stringify(value)).byteLength;

export interface SyncItemOptions<T> {
  schema: ValueSchema<T>;
  /** What a missing value, one that does not parse, or an unreadable sync area reads as. Storing it removes the key. */
  fallback: T;
}

export function defineSyncItem<T>(key: string, { schema, fallback }: SyncItemOptions<T>): LocalItem<T> {
  const parse = (value: unknown): T => {
    if (value === undefined) return fallback;
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };
  const read = async (): Promise<unknown> => {
    try {
      return (await browser.storage.sync.get(key))[key];
    } catch {
      return undefined;
    }
  };
  const lock = `sync:${key}`;
  const write = (value: T) => (value === fallback ? browser.storage.sync.remove(key) : browser.storage.sync.set({ [key]: value }));

  return {
    key,
    getValue: async () => parse(await read()),
    fromStorage: async ({ value }) => parse(value),
    // Every write under the key's lock, as for storage.local's items.
    setValue: (value) => withLock(lock, () => write(value)),
    removeValue: () => withLock(lock, () => write(fallback)),
    update: (change) =>
      withLock(lock, async () => {
        const stored = await read();
        const next = change(parse(stored));
        const unchanged = next === fallback ? stored === undefined : JSON.stringify(stored) === JSON.stringify(next);
        if (!unchanged) await write(next);
        return next;
      }),
    watch(callback) {
      const listener = (changes: Record<string, Browser.storage.StorageChange>, areaName: string) => {
        const change = changes[key];
        if (areaName === 'sync' && change) callback(parse(change.newValue));
      };
      browser.storage.onChanged.addListener(listener);
      return () => browser.storage.onChanged.removeListener(listener);
    },
  };
}
