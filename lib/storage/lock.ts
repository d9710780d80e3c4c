// One writer at a time per storage key, across every context of the extension: pages and the
// worker share an origin, so navigator.locks serialises them all. Where it is missing (Node,
// the unit tests' DOM) an in-process queue per key keeps the same order within the one context there is.

import { track } from '@/lib/activity/activity';

const queues = new Map<string, Promise<unknown>>();

/** Runs `task` holding the lock `name`; a task must not ask for the lock it holds. */
export async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager | null } }).navigator?.locks;
  if (locks) return await track(`write ${name}`, locks.request(name, task));
  const run = track(`write ${name}`, (queues.get(name) ?? Promise.resolve()).then(task));
  queues.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
