import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onMessage, removeAllListeners, sendMessage } from './index';
import { deliverInProcess } from './test-utils';

describe('typed messaging', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    removeAllListeners();
    deliverInProcess();
  });

  it('delivers the payload and resolves with the handler result', async () => {
    const seen: string[] = [];
    onMessage('clipboard:write', ({ text }) => {
      seen.push(text);
    });
    await expect(sendMessage('clipboard:write', { text: 'https://sho.rt/abc' })).resolves.toBeUndefined();
    expect(seen).toEqual(['https://sho.rt/abc']);
  });

  it('accepts only the types and payloads of the map', () => {
    // Compile-time checks: the calls never run, tsc rejects them if the map loosens.
    const typed = () => {
      // @ts-expect-error: not a message of the map
      void sendMessage('clipboard:read');
      // @ts-expect-error: clipboard:write needs its text
      void sendMessage('clipboard:write');
      // @ts-expect-error: the text is a string
      void sendMessage('clipboard:write', { text: 1 });
    };
    expect(typeof typed).toBe('function');
  });

  it('rejects when no context handles the message', async () => {
    await expect(sendMessage('clipboard:write', { text: 'hi' })).rejects.toThrow(/Nothing in Trim answered "clipboard:write"/);
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
    onMessage('clipboard:write', () => {});
    expect(() => onMessage('clipboard:write', () => {})).toThrow(/already registered/);
    removeAllListeners();
    expect(() => onMessage('clipboard:write', () => {})).not.toThrow();
  });

  it('ignores messages that are not Trim envelopes', async () => {
    onMessage('clipboard:write', () => {});
    const stray = { type: 'clipboard:write', data: { text: 'hi' } };
    const answers = await fakeBrowser.runtime.onMessage.trigger(stray, { id: fakeBrowser.runtime.id }, () => {});
    expect(answers.filter((a: unknown) => a !== undefined)).toEqual([]);
  });

  it('ignores messages from anything but Trim itself', async () => {
    onMessage('clipboard:write', () => {});
    const envelope = { trim: 1, type: 'clipboard:write', data: { text: 'hi' } };
    const answers = await fakeBrowser.runtime.onMessage.trigger(envelope, { id: 'another-extension' }, () => {});
    expect(answers.filter((a: unknown) => a !== undefined)).toEqual([]);
  });
});
