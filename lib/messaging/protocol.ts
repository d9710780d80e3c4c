// Every message between Trim's own contexts, in one typed map: the key is the message type,
// `data` what the sender passes, `result` what the handler resolves with.

export interface QueueStatus {
  pending: number;
  /** When the queue will next try to send (epoch ms), or null when nothing waits. */
  nextAttemptAt: number | null;
}

export interface ProtocolMap {
  /** Background → offscreen document (Chrome): put text on the clipboard. */
  'clipboard:write': { data: { text: string }; result: void };
  /** Any page → background: how many right-click shortens wait for the rate limit. */
  'queue:status': { data: void; result: QueueStatus };
  /** Any page → background: try to send waiting shortens now (e.g. after a manual retry). */
  'queue:drain': { data: void; result: QueueStatus };
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
