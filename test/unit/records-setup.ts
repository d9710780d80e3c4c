import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach } from 'vitest';
import { closeRecords } from '@/lib/storage/records';

// The unit tests' IndexedDB (lib/storage/records.ts) is fake-indexeddb's, a new empty one per
// test: files share their modules, and a record one test wrote must not reach the next.
beforeEach(async () => {
  await closeRecords();
  globalThis.indexedDB = new IDBFactory();
});
