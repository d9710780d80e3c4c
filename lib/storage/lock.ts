// One writer at a time per storage key, across every context of the extension: pages and the
// worker share an origin, so navigator.locks serialises them all. Where it is missing (Node,
// the unit tests' DOM) an in-process queue keeps the same order within the one context there is.

const queues = new Map<string, Promise<unknown>>();

function inProcess<T>(name: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(name) ?? Promise.resolve()).then(task);
  const settled = run.catch(() => undefined);
  queues.set(name, settled);
  void settled.then(() => {
    if (queues.get(name) === settled) queues.delete(name);
  });
  return run;
}

/** Runs `task` holding the lock `name`; a task must not ask for the lock it holds. */
export async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? await locks.request(name, task) : inProcess(name, task);
}
