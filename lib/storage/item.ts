import { browser, type Browser } from 'wxt/browser';
import { withLock } from './lock';
import { runMigrations, type MigrationSteps } from './migrate';

// Every value Trim keeps in storage.local is one of these: a key, the value's schema, its
// version with the steps from each older one, and what a missing or broken value reads as.
// Defining an item reads nothing, and this module imports no zod, so no read or parser stands
// in front of the popup's first paint; migration steps load only for a value older than now.

/** The part of a zod schema an item uses; a store that reads entry by entry passes `leniently(read)`. */
export interface ValueSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A schema that never fails: `read` keeps what parses and drops the rest (its own policy). */
export const leniently = <T>(read: (value: unknown) => T): ValueSchema<T> => ({ safeParse: (value) => ({ success: true, data: read(value) }) });

export interface ItemOptions<T> {
  schema: ValueSchema<T>;
  /** What a missing value, or one that does not parse even after migrating, reads as. Storing it removes the key. */
  fallback: T;
  /** The shape's version, 1 unless it changed; above 1 it is stored beside the value under `<key>$` as `{ v }`. */
  version?: number;
  /** The steps keyed by the version each produces, loaded only when a stored value is older. */
  migrations?: () => Promise<MigrationSteps>;
  /** The version of a stored value; by default its `<key>$` (none: version 1). */
  versionOf?: (value: unknown, stored: number | undefined) => number;
}

/** What storage holds under an item's key and its version key, unparsed. */
export interface StoredValue {
  value: unknown;
  version: number | undefined;
}

export interface LocalItem<T> {
  readonly key: string;
  /** The stored value, migrated and parsed, or the fallback. */
  getValue(): Promise<T>;
  /** The same from a value already read (a page that starts its reads before this module loads). */
  fromStorage(stored: StoredValue): Promise<T>;
  /** Writes under the key's lock, so it never lands inside another context's update. */
  setValue(value: T): Promise<void>;
  /** Removes under the key's lock, like setValue. */
  removeValue(): Promise<void>;
  /**
   * Reads, changes and writes under the key's lock, across every context; an unchanged value is
   * not written. `update((value) => value)` writes a value of an older version back in the current shape.
   * Every write of an item takes its lock: a task holding it must not call setValue or removeValue
   * of the same item (locks are not re-entrant).
   */
  update(change: (current: T) => T): Promise<T>;
  /** Calls back, in order, with the parsed value (the fallback once removed) whenever any context changes it. */
  watch(callback: (value: T) => void): () => void;
}

type ChangeListener = (changes: Record<string, Browser.storage.StorageChange>, areaName: string) => void;

/** The version key's content, `{ v }`, or undefined. */
export function storedVersion(meta: unknown): number | undefined {
  const version = typeof meta === 'object' && meta !== null ? (meta as { v?: unknown }).v : undefined;
  return typeof version === 'number' ? version : undefined;
}

export const versionKeyOf = (key: string) => `${key}$`;

export function defineLocalItem<T>(key: string, options: ItemOptions<T>): LocalItem<T> {
  const { schema, fallback, version = 1, migrations, versionOf = (_value: unknown, stored: number | undefined) => stored ?? 1 } = options;
  const versionKey = versionKeyOf(key);

  const readStored = async (): Promise<StoredValue> => {
    const stored = await browser.storage.local.get(version > 1 ? [key, versionKey] : key);
    return { value: stored[key], version: storedVersion(stored[versionKey]) };
  };

  const parse = (value: unknown): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };

  const fromStorage = async ({ value, version: stored }: StoredValue): Promise<T> => {
    if (value === undefined) return fallback;
    const from = versionOf(value, stored);
    if (from >= version || !migrations) return parse(value);
    try {
      return parse(runMigrations(value, await migrations(), from, version));
    } catch {
      return fallback;
    }
  };

  const write = (value: T) =>
    value === fallback
      ? browser.storage.local.remove(version > 1 ? [key, versionKey] : key)
      : browser.storage.local.set({ [key]: value, ...(version > 1 ? { [versionKey]: { v: version } } : {}) });

  const current = (stored: StoredValue) => stored.value !== undefined && versionOf(stored.value, stored.version) === version;

  return {
    key,
    getValue: async () => fromStorage(await readStored()),
    fromStorage,
    setValue: (value) => withLock(key, () => write(value)),
    removeValue: () => withLock(key, () => write(fallback)),
    update: (change) =>
      withLock(key, async () => {
        const stored = await readStored();
        const next = change(await fromStorage(stored));
        // Nothing stored reads as the fallback: a value equal to it stays unwritten (a filter of nothing is nothing).
        const unchanged = stored.value === undefined ? sameValue(fallback, next) : next !== fallback && current(stored) && sameValue(stored.value, next);
        if (!unchanged) await write(next);
        return next;
      }),
    watch(callback) {
      // In turn: a value that needs migrating must not overtake the next one.
      let latest: Promise<unknown> = Promise.resolve();
      const listener: ChangeListener = (changes, areaName) => {
        const change = changes[key];
        if (areaName !== 'local' || !change) return;
        // A value written now is in the current shape unless its version says otherwise.
        const stored = { value: change.newValue, version: storedVersion(changes[versionKey]?.newValue) ?? version };
        latest = latest.then(async () => callback(await fromStorage(stored))).catch(() => undefined);
      };
      browser.storage.onChanged.addListener(listener);
      return () => browser.storage.onChanged.removeListener(listener);
    },
  };
}

/** Whether a value would store as what is stored (key order counts: a false "changed" costs one write). */
function sameValue(stored: unknown, next: unknown): boolean {
  return stored === next || JSON.stringify(stored) === JSON.stringify(next);
}
