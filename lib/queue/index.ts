export { EMPTY_QUEUE, enqueue, queueItem, readQueue, updateQueue } from './store';
export type { DeliveredLink, QueueState, QueuedShorten, ShortenSource } from './store';
export { drainOnce, drainQueue } from './drain';
export type { DrainDeps, DrainOutcome } from './drain';
