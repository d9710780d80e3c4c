import { defineLocalItem, leniently } from '@/lib/storage/item';
import { z } from 'zod/mini';
import type { LinkInput } from '@/lib/api';
import { isRecord } from '@/lib/api/guards';
import { madeForSchema, type MadeFor } from '@/lib/installations/made-for';

// The right-click/keyboard shorten queue. Everything that matters lives in storage.local so a
// stopped service worker loses nothing: the next event (an alarm, a click) picks it up.

const shortenSourceSchema = z.enum(['link', 'page', 'image', 'selection', 'command', 'button']);

const queuedShortenSchema = z.object({
  /** Stable id: the item is removed by id, only after its short link reached the user. */
  id: z.string(),
  url: z.string(),
  /** The installation that makes the link; absent in queues stored before there were several: the default one. */
  installation: z.optional(z.string()),
  /**
   * Where that installation pointed at the click, and its name: sent only while it still points
   * there (lib/installations/made-for.ts). Absent in items stored before it was kept: those go
   * to the installation as it is now.
   */
  madeFor: z.optional(madeForSchema),
  source: shortenSourceSchema,
  createdAt: z.number(),
  /**
   * The exact body to send, fixed when the click happened: a resend after an unknown outcome
   * repeats it byte for byte even if the defaults changed meanwhile (see drain.ts). Kept as
   * stored, not re-parsed, so nothing normalises it between the first attempt and a resend.
   */
  input: z.optional(z.custom<LinkInput>((value) => isRecord(value) && typeof value['url'] === 'string')),
  /** Set just before the request goes out; present on a later run = the outcome is unknown. */
  sentAt: z.optional(z.number()),
  /** The text (text-groups.ts) this address came from: its link goes back into that text, not to the clipboard alone. */
  group: z.optional(z.string()),
});

const deliveredLinkSchema = z.object({ id: z.string(), url: z.string(), shorturl: z.string(), group: z.optional(z.string()) });

export type ShortenSource = z.infer<typeof shortenSourceSchema>;
export type QueuedShorten = z.infer<typeof queuedShortenSchema>;
export type DeliveredLink = z.infer<typeof deliveredLinkSchema>;

export interface QueueState {
  /** Waiting shortens, oldest first. */
  items: QueuedShorten[];
  /**
   * Links made since the queue was last empty, in click order: a burst's links are copied
   * together, so the ones made before a rate-limit wait are not lost from the clipboard.
   */
  batch: DeliveredLink[];
  /**
   * Per installation, when its links may go again after a refusal (epoch ms). Each waits out
   * its own limit: one spent window never holds back another installation's links.
   */
  waits: Record<string, number>;
}

export const EMPTY_QUEUE: QueueState = Object.freeze({ items: [], batch: [], waits: {} }) as QueueState;

/** The first moment any held installation may send again, or null when none waits. */
export function earliestWait(state: Pick<QueueState, 'waits'>): number | null {
  const times = Object.values(state.waits);
  return times.length === 0 ? null : Math.min(...times);
}

/** Keeps only well-formed entries: one corrupt item must not sit in the queue (and the badge) forever. */
function sanitize(value: unknown): QueueState {
  if (!isRecord(value)) return EMPTY_QUEUE;
  const valid = <T>(list: unknown, schema: z.ZodMiniType<T>): T[] =>
    Array.isArray(list)
      ? list.flatMap((entry) => {
          const parsed = schema.safeParse(entry);
          return parsed.success ? [parsed.data] : [];
        })
      : [];
  const waits = isRecord(value['waits'])
    ? Object.entries(value['waits']).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]))
    : [];
  return {
    items: valid(value['items'], queuedShortenSchema),
    batch: valid(value['batch'], deliveredLinkSchema),
    waits: Object.fromEntries(waits),
  };
}

/** Read entry by entry: a corrupt entry is dropped, never the rest. */
export const queueItem = defineLocalItem<QueueState>('queue', { schema: leniently(sanitize), fallback: EMPTY_QUEUE });

export function readQueue(): Promise<QueueState> {
  return queueItem.getValue();
}

/** Read-modify-write under the queue's lock: overlapping clicks and the drain loop never overwrite each other's changes. */
export async function updateQueue<T>(change: (state: QueueState) => { state: QueueState; result: T }): Promise<T> {
  let result!: T;
  await queueItem.update((state) => {
    const next = change(state);
    result = next.result;
    return next.state;
  });
  return result;
}

export function newQueueId(now: number): string {
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `${now.toString(36)}-${random}`;
}

/** What an item keeps beside its address: its exact body, its text, where its installation pointed. */
export interface QueuedExtras {
  input?: LinkInput | undefined;
  group?: string | undefined;
  madeFor?: MadeFor | undefined;
  now?: number | undefined;
}

export function enqueue(url: string, source: ShortenSource, installation: string, { input, group, madeFor, now = Date.now() }: QueuedExtras = {}): Promise<QueuedShorten> {
  const item: QueuedShorten = {
    id: newQueueId(now),
    url,
    installation,
    ...(madeFor ? { madeFor } : {}),
    source,
    createdAt: now,
    ...(input ? { input } : {}),
    ...(group ? { group } : {}),
  };
  return updateQueue((state) => ({ state: { ...state, items: [...state.items, item] }, result: item }));
}

/** An installation removed: its waiting links and its wait go (the worker's half of the removal). */
export function forgetQueued(installation: string): Promise<void> {
  return updateQueue((state) => {
    const { [installation]: _dropped, ...waits } = state.waits;
    return { state: { ...state, items: state.items.filter((item) => item.installation !== installation), waits }, result: undefined };
  });
}
