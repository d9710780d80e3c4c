export { earliestWait, enqueue, readQueue, updateQueue } from './store';
export type { DeliveredLink, QueuedShorten, ShortenSource } from './store';
export { drainOnce } from './drain';
export type { DrainOutcome } from './drain';
