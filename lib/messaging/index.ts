import { browser, type Browser } from 'wxt/browser';
import { track } from '@/lib/activity/activity';
import type { Envelope, MessageData, MessageResult, MessageType, Reply } from './protocol';

export type { BatchAction, IndexNote, MessageType, MessageData, MessageResult, PasteOutcome, RefreshOutcome, SentLink } from './protocol';

type Sender = Browser.runtime.MessageSender;
type Handler<K extends MessageType> = (data: MessageData<K>, sender: Sender) => MessageResult<K> | Promise<MessageResult<K>>;

type Listener = (message: unknown, sender: Sender, sendResponse: (reply: Reply<unknown>) => void) => true | undefined;

const handlers = new Map<MessageType, Handler<MessageType>>();
let installed: Listener | null = null;

function isEnvelope(message: unknown): message is Envelope {
  return typeof message === 'object' && message !== null && (message as { trim?: unknown }).trim === 1 && typeof (message as { type?: unknown }).type === 'string';
}

function describe(error: unknown): Reply<never> {
  return {
    ok: false,
    error: { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) },
  };
}

// sendResponse + `return true` rather than a returned promise: it works the same with Chrome's
// and Firefox's own APIs and with the fake browser of the unit tests.
const dispatch: Listener = (message, sender, sendResponse) => {
  // Only Trim's own pages may ask anything (there are no content scripts or external
  // connections, but the check keeps it so if that ever changes).
  if (sender.id !== browser.runtime.id || !isEnvelope(message)) return undefined;
  const handler = handlers.get(message.type);
  // No answer from this context: another one (the offscreen document, the background) owns it.
  if (!handler) return undefined;
  const answered = Promise.resolve()
    .then(() => handler(message.data, sender))
    .then(
      (value) => sendResponse({ ok: true, value }),
      (error: unknown) => sendResponse(describe(error)),
    );
  void track(`answer ${message.type}`, answered);
  return true;
};

/** Registers the one handler for a message type in this context; returns its removal. */
export function onMessage<K extends MessageType>(type: K, handler: Handler<K>): () => void {
  if (handlers.has(type)) throw new Error(`A handler for "${type}" is already registered in this context`);
  handlers.set(type, handler as unknown as Handler<MessageType>);
  if (!installed) {
    installed = dispatch;
    browser.runtime.onMessage.addListener(installed as Parameters<typeof browser.runtime.onMessage.addListener>[0]);
  }
  return () => {
    if (handlers.get(type) === (handler as unknown)) handlers.delete(type);
  };
}

export class MessageError extends Error {
  override readonly name = 'MessageError';
}

/** Sends a message to Trim's other contexts and resolves with the handler's result. */
export async function sendMessage<K extends MessageType>(type: K, ...args: MessageData<K> extends void ? [] : [data: MessageData<K>]): Promise<MessageResult<K>> {
  const envelope: Envelope<K> = { trim: 1, type, data: args[0] as MessageData<K> };
  const reply = (await track(`ask ${type}`, browser.runtime.sendMessage(envelope))) as Reply<MessageResult<K>> | undefined;
  if (!reply) throw new MessageError(`Nothing in Trim answered "${type}"`);
  if (!reply.ok) throw new MessageError(reply.error.message);
  return reply.value;
}

/** For tests: forget every handler and detach from runtime.onMessage. */
export function removeAllListeners(): void {
  handlers.clear();
  if (installed) {
    browser.runtime.onMessage.removeListener(installed as Parameters<typeof browser.runtime.onMessage.removeListener>[0]);
    installed = null;
  }
}
