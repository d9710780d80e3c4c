// Every message between Trim's own contexts, in one typed map: the key is the message type,
// `data` what the sender passes, `result` what the handler resolves with.

/** What a page may ask the worker to do to the running bulk batch (lib/bulk/batch.ts applies it). */
export type BatchAction = 'pause' | 'resume' | 'cancel' | 'retryFailed';

/** How a link index refresh ended: already fresh, refreshed, failed, or put off to spare the rate limit. */
export type RefreshOutcome = 'fresh' | 'refreshed' | 'failed' | 'deferred';

export interface ProtocolMap {
  /** Background → offscreen document (Chrome): put text on the clipboard. */
  'clipboard:write': { data: { text: string }; result: void };
  /** A page → background: the stored bulk batch was started or resumed; send what it has left. */
  'bulk:run': { data: void; result: void };
  /** A page → background: pause, resume, cancel or retry the stored batch (the worker is its one writer while it runs). */
  'bulk:control': { data: { action: BatchAction }; result: void };
  /**
   * A page → background: refresh an installation's link index (and today's click totals) if it
   * is older than its lifetime, or now with `force`. Resolves when done; pages watch the items.
   */
  'history:refresh': { data: { installation: string; force?: boolean }; result: RefreshOutcome };
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
