import { quietly } from '@/lib/activity/activity';
import type { RateLimitState } from '@/lib/api/rate-limit';
import { exhaustedUntil, rateLimitItem, toStoredRateLimit, type StoredRateLimit } from './rate-limit';

// A page learns the window from its own answers at once, in memory; the stored copy is how the
// other contexts (the worker's queue, another open page) learn it, and how this one learns theirs.

export interface RateLimitMeter {
  /** The last window seen here or stored by another context; null until one is known. */
  current(): StoredRateLimit | null;
  /** The current window, reading the stored one first if this page has seen none. */
  load(): Promise<StoredRateLimit | null>;
  /** Calls back on every change; while anyone listens, changes from other contexts count too. */
  subscribe(listener: (meter: StoredRateLimit | null) => void): () => void;
  /** What the transport calls with each answer's rate-limit headers. */
  record(state: RateLimitState): void;
  /** When the window is known to be spent, the time it resets (ms); otherwise null. */
  exhaustedUntil(now?: number): Promise<number | null>;
}

// The stored copy is written without waiting (an answer never waits for storage), one write
// after the other; removing an installation waits for this context's last one, so a late write
// cannot bring its meter back.
const lastWrite = new Map<string, Promise<void>>();

/** Settles once the meter writes this context has started for the installation are done. */
export const meterWritesSettled = async (installation: string): Promise<void> => lastWrite.get(installation);

export function createMeter(installation: string): RateLimitMeter {
  const item = rateLimitItem(installation);
  let value: StoredRateLimit | null = null;
  let known = false;
  const listeners = new Set<(meter: StoredRateLimit | null) => void>();
  let stopWatching: (() => void) | null = null;

  const set = (next: StoredRateLimit | null) => {
    value = next;
    known = true;
    for (const listener of listeners) listener(next);
  };

  const load = async () => {
    if (!known) {
      const stored = await item.getValue();
      // An answer that arrived while storage was read is newer.
      if (!known) set(stored);
    }
    return value;
  };

  return {
    current: () => value,
    load,
    subscribe(listener) {
      listeners.add(listener);
      if (!stopWatching) {
        stopWatching = item.watch(set);
        void load().then((meter) => listener(meter));
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopWatching) {
          stopWatching();
          stopWatching = null;
          // Unwatched, other contexts' changes go unseen: the next reader asks storage again.
          known = false;
        }
      };
    },
    record(state) {
      const next = toStoredRateLimit(state);
      set(next);
      lastWrite.set(
        installation,
        quietly(
          'store the rate-limit meter',
          (lastWrite.get(installation) ?? Promise.resolve()).then(() => item.setValue(next)),
        ),
      );
    },
    exhaustedUntil: async (now = Date.now()) => exhaustedUntil(await load(), now),
  };
}

/** Removing an installation: its meter goes, once this context's last write of it has landed. */
export async function forgetRateLimit(installation: string): Promise<void> {
  await meterWritesSettled(installation);
  await rateLimitItem(installation).removeValue();
}
