import { defineLocalItem, leniently } from './item';

// Tests only: one item's locked update, callable from the worker of the e2e build (its test
// hooks) and from pages the test builds beside it, so a test in real Chromium can have two
// pages and the worker write one key together (test/e2e/storage-lock.test.ts).

export interface StorageTestHook {
  /** Adds one to `e2e:counter` `times` times, each a read-modify-write of its own. */
  bump(times: number): Promise<void>;
}

export function exposeStorageForTests(): void {
  const counter = defineLocalItem<number>('e2e:counter', { schema: leniently((value) => (typeof value === 'number' ? value : 0)), fallback: 0 });
  const hook: StorageTestHook = {
    async bump(times) {
      await Promise.all(Array.from({ length: times }, () => counter.update((n) => n + 1)));
    },
  };
  (globalThis as { __trimStorage?: StorageTestHook }).__trimStorage = hook;
}
