import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fakeBrowser } from 'wxt/testing/fake-browser';

// The extension's storage in Node, for the stages that run Trim's own code with no browser
// (bench/bulk-bytes.ts, bench/fill-time.ts): WXT's fake browser and fake-indexeddb, as the unit
// tests have them (test/unit/records-setup.ts). wxt/browser takes `chrome` when it is first
// evaluated, so a stage imports this module before any of lib/. Each stage runs in a Node process
// of its own (bench/own-process.ts): nothing here reaches the browser stages.

(globalThis as { chrome?: unknown }).chrome = fakeBrowser;

/** One value written: a storage.local key, or an IndexedDB record (`store` is its object store). */
export interface Write {
  area: 'storage' | 'records';
  /** The storage key, or the object store's name. */
  key: string;
  value: unknown;
  /** The value as JSON, in UTF-8 bytes: what it weighs before the browser's own encoding and compression. */
  bytes: number;
}

const listeners = new Set<(write: Write) => void>();
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

const local = fakeBrowser.storage.local;
const set = local.set.bind(local);
local.set = async (items: Record<string, unknown>) => {
  if (listeners.size > 0) for (const [key, value] of Object.entries(items)) for (const listener of listeners) listener({ area: 'storage', key, value, bytes: jsonBytes(value) });
  return set(items);
};

const store = (globalThis as unknown as { IDBObjectStore: { prototype: { name: string; put: (...args: unknown[]) => unknown; add: (...args: unknown[]) => unknown } } })
  .IDBObjectStore.prototype;
for (const method of ['put', 'add'] as const) {
  const original = store[method];
  store[method] = function (this: { name: string }, value: unknown, ...rest: unknown[]) {
    if (listeners.size > 0) for (const listener of listeners) listener({ area: 'records', key: this.name, value, bytes: jsonBytes(value) });
    return original.call(this, value, ...rest);
  };
}

/** Calls back with every value written to storage.local or IndexedDB until the returned function is called. */
export function watchWrites(listener: (write: Write) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Empties storage.local and IndexedDB, as for a new profile. */
export async function freshStorage(): Promise<void> {
  // Imported here, not above: lib/ loads only once `chrome` is set.
  const { closeRecords } = await import('@/lib/storage/records');
  fakeBrowser.reset();
  await closeRecords();
  globalThis.indexedDB = new IDBFactory();
}
