import type { ErrorRecord } from '@/lib/api/error-record';

// Every message between Trim's own contexts, in one typed map: the key is the message type,
// `data` what the sender passes, `result` what the handler resolves with.

/** What a page may ask the worker to do to the running bulk batch (lib/bulk/batch.ts applies it). */
export type BatchAction = 'pause' | 'resume' | 'cancel' | 'retryFailed';

/** How a link index refresh ended: already fresh, refreshed, failed, or put off to spare the rate limit. */
export type RefreshOutcome = 'fresh' | 'refreshed' | 'failed' | 'deferred';

/** What the index keeps of a body Trim sent (lib/history/own-changes.ts applies it). */
export interface SentLink {
  url?: string | undefined;
  custom?: string | undefined;
  metatitle?: string | undefined;
  campaign?: number | undefined;
  channel?: number | undefined;
}

/** A page's own change to a link, for the worker to note in the link index. */
export type IndexNote =
  | { kind: 'created'; made: { id: number; shorturl: string }; sent: SentLink; at: number }
  | { kind: 'edited'; made: { id: number; shorturl: string }; sent: SentLink }
  /** Added to a campaign or a channel outside a full write (the assign endpoints). */
  | { kind: 'grouped'; id: number; target: { kind: 'campaign' | 'channel'; id: number } }
  | { kind: 'deleted'; id: number };

/**
 * What became of a text pasted in the popup: no address in it; held for the user's review in
 * text-review.html; Trim could not send it; or queued, its result to come in storage
 * (lib/queue/pasted-text.ts), after `waitUntil` when the rate limit made it wait, with the error of
 * an address the service refused.
 */
export type PasteOutcome =
  { kind: 'none' } | { kind: 'held'; id: string } | { kind: 'failed'; error: ErrorRecord } | { kind: 'queued'; id: string; waitUntil?: number; error?: ErrorRecord };

export interface ProtocolMap {
  /** Background → offscreen document (Chrome): put text on the clipboard. */
  'clipboard:write': { data: { text: string }; result: void };
  /** A page → background: the stored bulk batch was started or resumed; send what it has left. */
  'bulk:run': { data: void; result: void };
  /**
   * A page → background: store a new batch in place of any other, and send it (the worker is the
   * batch's one writer). The batch is lib/bulk's shape, which the worker parses before storing.
   */
  'bulk:start': { data: { batch: unknown }; result: void };
  /** A page → background: forget the batch (its results were taken, or another is to start). */
  'bulk:clear': { data: void; result: void };
  /** A page → background: pause, resume, cancel or retry the stored batch (the worker is its one writer while it runs). */
  'bulk:control': { data: { action: BatchAction }; result: void };
  /**
   * A page → background: refresh an installation's link index (and today's click totals) if it
   * is older than its lifetime, or now with `force`. Resolves when done; pages watch the items.
   */
  'history:refresh': { data: { installation: string; force?: boolean }; result: RefreshOutcome };
  /** A page → background: forget the installation's link index and click history (the options page's Clear); read again when next shown. */
  'history:clear': { data: { installation: string }; result: void };
  /** A page → background: pause or resume the installation's fill (the full read of its links). */
  'history:fill': { data: { installation: string; paused: boolean }; result: void };
  /** A page → background: an installation was removed; drop its queued links, its batch, its link index and click history. */
  'installation:forget': { data: { installation: string }; result: void };
  /**
   * The text review window → background: the addresses of a held text the user kept (each as
   * queued), or null to cancel. Resolves false when the text no longer waits.
   */
  'text:decide': { data: { id: string; chosen: string[] | null }; result: boolean };
  /** The popup's paste box (a phone) → background: shorten every address in the text with this installation. */
  'text:paste': { data: { text: string; installation: string }; result: PasteOutcome };
  /** A page → background: note a shorten, edit or deletion made in the page in the installation's link index (the worker writes it). */
  'history:note': { data: { installation: string; source: string; note: IndexNote }; result: void };
}

export type MessageType = keyof ProtocolMap;
export type MessageData<K extends MessageType> = ProtocolMap[K]['data'];
export type MessageResult<K extends MessageType> = ProtocolMap[K]['result'];

/** The wire form: tagged so stray messages from other code are ignored. */
export interface Envelope<K extends MessageType = MessageType> {
  trim: 1;
  type: K;
  data: MessageData<K>;
}

/** Handlers answer with a value or a plain error description (Errors do not survive cloning). */
export type Reply<T> = { ok: true; value: T } | { ok: false; error: { name: string; message: string } };
