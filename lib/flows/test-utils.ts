import type { ShortenFeedback } from './queued-shorten';
import { finishText } from './text-shorten';

/** Feedback that records what the user would be told, in order, a text's result included. */
export function recorder() {
  const events: { kind: string; detail: unknown }[] = [];
  const feedback: ShortenFeedback = {
    delivered: async (batch) => void events.push({ kind: 'delivered', detail: batch.map((l) => l.shorturl) }),
    failed: async (item) => void events.push({ kind: 'failed', detail: item?.url }),
    waiting: async (_at, pending) => void events.push({ kind: 'waiting', detail: pending }),
    unusable: async (reason) => void events.push({ kind: 'unusable', detail: reason }),
    textDone: async (group) => void events.push({ kind: 'textDone', detail: await finishText(group) }),
    askFirst: async (id) => void events.push({ kind: 'askFirst', detail: id }),
  };
  return { events, feedback };
}
