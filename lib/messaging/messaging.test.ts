import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onMessage, removeAllListeners, sendMessage } from './index';

describe('typed messaging', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    removeAllListeners();
    // The fake browser sends without a sender id; give it the one Chrome gives Trim's pages.
    fakeBrowser.runtime.sendMessage = (async (message: unknown) => {
      let reply: unknown;
      const answered = new Promise((resolve) => (reply = resolve));
      const results = await fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id }, reply as never);
      return results.some((r: unknown) => r === true) ? answered : undefined;
    }) as typeof fakeBrowser.runtime.sendMessage;
  });

  it('delivers data and resolves with the handler result', async () => {
    onMessage('queue:status', () => ({ pending: 3, nextAttemptAt: 42 }));
    await expect(sendMessage('queue:status')).resolves.toEqual({ pending: 3, nextAttemptAt: 42 });
  });

  it('passes the payload and carries a failure back as an error', async () => {
    const seen: string[] = [];
    onMessage('clipboard:write', ({ text }) => {
      seen.push(text);
      throw new Error('clipboard refused');
    });
    await expect(sendMessage('clipboard:write', { text: 'hi' })).rejects.toThrow('clipboard refused');
    expect(seen).toEqual(['hi']);
  });

  it('allows one handler per type per context, and removes them for tests', () => {
    onMessage('queue:drain', () => ({ pending: 0, nextAttemptAt: null }));
    expect(() => onMessage('queue:drain', () => ({ pending: 0, nextAttemptAt: null }))).toThrow(/already registered/);
    removeAllListeners();
    expect(() => onMessage('queue:drain', () => ({ pending: 0, nextAttemptAt: null }))).not.toThrow();
  });

  it('ignores messages that are not Trim envelopes', async () => {
    onMessage('queue:status', () => ({ pending: 1, nextAttemptAt: null }));
    const answers = await fakeBrowser.runtime.onMessage.trigger({ type: 'queue:status' }, { id: fakeBrowser.runtime.id }, () => {});
    expect(answers.filter((a: unknown) => a !== undefined)).toEqual([]);
  });

  it('ignores messages from anything but Trim itself', async () => {
    onMessage('queue:status', () => ({ pending: 1, nextAttemptAt: null }));
    const envelope = { trim: 1, type: 'queue:status' };
    const answers = await fakeBrowser.runtime.onMessage.trigger(envelope, { id: 'another-extension' }, () => {});
    expect(answers.filter((a: unknown) => a !== undefined)).toEqual([]);
  });
});
