import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// What grows with the user's account lives in IndexedDB, one record per link: the link index,
// each link's click series and the bodies Trim sent. Making, editing or indexing one link then
// reads and writes that link's record alone, whatever the account's size, where storage.local
// rewrote (and sent to every page's onChanged) a whole key per change, within a 10 MB quota.
// This module owns the database's layout; each store's records are shaped and parsed by the
// feature that writes them (lib/history, lib/links), as stored data is parsed on read.
// Every context of the extension shares the database (one origin); IndexedDB's own
// transactions keep a read-modify-write whole across them, so no lock is taken here.

/** Every record is one installation's: its key starts with the installation's id. */
export interface StoredRecord {
  installation: string;
  id: number;
}

/** A store's records are keyed `[installation, link id]`; `fills` by installation alone. */
export type RecordKey = [string, number];

interface TrimDb extends DBSchema {
  /** The link index (lib/history/link-records.ts). */
  links: { key: RecordKey; value: StoredRecord; indexes: { byDate: [string, string, number]; byAddress: [string, string] } };
  /** Each link's click totals by day (lib/history/series-records.ts). */
  series: { key: RecordKey; value: StoredRecord };
  /** The body Trim last sent for a link, and what the service reported after (lib/links/remembered.ts). */
  bodies: { key: RecordKey; value: StoredRecord };
  /** Where an installation's fill stands, written with each page it reads (lib/history/fill.ts). */
  fills: { key: string; value: { installation: string } };
}

export type RecordStore = 'links' | 'series' | 'bodies';
export type RecordsDb = IDBPDatabase<TrimDb>;

const NAME = 'trim';
const VERSION = 1;

let opened: Promise<RecordsDb> | null = null;

/** The database, opened once per context; a failed open is tried again on the next call. */
export function records(): Promise<RecordsDb> {
  opened ??= openDB<TrimDb>(NAME, VERSION, {
    upgrade(db) {
      // Version 1. A later layout adds a step here for each version it skips, never rewrites this one.
      const links = db.createObjectStore('links', { keyPath: ['installation', 'id'] });
      links.createIndex('byDate', ['installation', 'date', 'id']);
      links.createIndex('byAddress', ['installation', 'address']);
      db.createObjectStore('series', { keyPath: ['installation', 'id'] });
      db.createObjectStore('bodies', { keyPath: ['installation', 'id'] });
      db.createObjectStore('fills', { keyPath: 'installation' });
    },
    // Another context opening a newer layout (an update mid-session): this one steps aside.
    blocking() {
      void closeRecords();
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Closes this context's connection; the next call opens it again (tests start each from a new database). */
export async function closeRecords(): Promise<void> {
  const db = opened;
  opened = null;
  (await db?.catch(() => null))?.close();
}

/**
 * Every key of one installation, in a store or an index whose key starts with it: arrays sort
 * after strings and numbers, so `[installation, []]` is above all of the installation's keys.
 */
export const ofInstallation = (installation: string): IDBKeyRange => IDBKeyRange.bound([installation], [installation, []]);

/**
 * Every record of one installation in a store, a batch at a time (batched reads rather than a
 * cursor: one step of a cursor is a round trip, and holding all of 100,000 records at once would
 * fill the worker's memory). `visit` runs inside `tx`, so it may write through it.
 */
export async function forEachRecord<S extends RecordStore>(
  tx: { objectStore(name: S): { getAll(query: IDBKeyRange, count?: number): Promise<StoredRecord[]> } },
  store: S,
  installation: string,
  visit: (batch: (StoredRecord & Record<string, unknown>)[]) => void,
  batchSize = 2000,
): Promise<void> {
  let range = ofInstallation(installation);
  for (;;) {
    const batch = await tx.objectStore(store).getAll(range, batchSize);
    if (batch.length === 0) return;
    // Stored data, unchecked: each store parses its own records.
    visit(batch as (StoredRecord & Record<string, unknown>)[]);
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    range = IDBKeyRange.bound([installation, last.id], [installation, []], true);
  }
}

/** An installation removed, or its index started afresh: its records in these stores go. */
export async function forgetRecords(installation: string, stores: readonly RecordStore[]): Promise<void> {
  const db = await records();
  const tx = db.transaction(stores, 'readwrite');
  await Promise.all([...stores.map((store) => tx.objectStore(store).delete(ofInstallation(installation))), tx.done]);
}
