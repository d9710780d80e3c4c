import type { Batch } from '@/lib/bulk/batch';
import type { BatchAction } from '@/lib/bulk/control';
import type { IndexNote } from '@/lib/history/own-changes';
import type { RefreshOutcome } from '@/lib/history/run-refresh';

// Every message between Trim's own contexts, in one typed map: the key is the message type,
// `data` what the sender passes, `result` what the handler resolves with.

export interface ProtocolMap {
  /** Background → offscreen document (Chrome): put text on the clipboard. */
  'clipboard:write': { data: { text: string }; result: void };
  /** A page → background: the stored bulk batch was started or resumed; send what it has left. */
  'bulk:run': { data: void; result: void };
  /** A page → background: store a new batch in place of any other, and send it (the worker is the batch's one writer). */
  'bulk:start': { data: { batch: Batch }; result: void };
  /** A page → background: forget the batch (its results were taken, or another is to start). */
  'bulk:clear': { data: void; result: void };
  /** A page → background: pause, resume, cancel or retry the stored batch (the worker is its one writer while it runs). */
  'bulk:control': { data: { action: BatchAction }; result: void };
  /**
   * A page → background: refresh an installation's link index (and today's click totals) if it
   * is older than its lifetime, or now with `force`. Resolves when done; pages watch the items.
   */
  'history:refresh': { data: { installation: string; force?: boolean }; result: RefreshOutcome };
  /** A page → background: an installation was removed; drop its queued links, its batch, its link index and click history. */
  'installation:forget': { data: { installation: string }; result: void };
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
