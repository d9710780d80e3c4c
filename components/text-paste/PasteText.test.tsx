import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onMessage, removeAllListeners, type PasteOutcome } from '@/lib/messaging';
import { deliverInProcess } from '@/lib/messaging/test-utils';
import { pastedTextItem } from '@/lib/queue/pasted-text';
import { PasteText } from './PasteText';

// The popup's paste box on a phone (issue #36): what it shows for each answer of the worker, and
// a text finished while the popup was closed (after the request limit's wait or the review).

let answer: PasteOutcome;
let asked: { text: string; installation: string }[];

beforeEach(() => {
  fakeBrowser.reset();
  removeAllListeners();
  deliverInProcess();
  asked = [];
  onMessage('text:paste', (data) => {
    asked.push(data);
    return answer;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const send = (text: string) => {
  fireEvent.input(screen.getByRole('textbox', { name: 'Text with web addresses' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Shorten links' }));
};

describe('PasteText', () => {
  it('shows the text with its short links, and says why an address stayed as written', async () => {
    answer = { kind: 'queued', id: 'g1', error: { kind: 'rejected', code: 'server-message', serverMessage: 'This URL is not allowed.' } };
    render(<PasteText installation="first" />);
    send('https://bad.test/x and https://a.test/y');
    await waitFor(() => expect(asked).toEqual([{ text: 'https://bad.test/x and https://a.test/y', installation: 'first' }]));
    await pastedTextItem.setValue({ id: 'g1', text: 'https://bad.test/x and https://sho.rt/1', made: 1, failed: 1 });
    const result = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Text with short links' });
    expect(result.value).toBe('https://bad.test/x and https://sho.rt/1');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('1 address in the text shortened Addresses that could not be shortened stay as they were.');
    expect((await screen.findByRole('alert')).textContent).toContain('This URL is not allowed.');
  });

  it('lists where each short link leads, a look-alike host beside its real one and a bidi character as a marker', async () => {
    answer = { kind: 'queued', id: 'g1' };
    render(<PasteText installation="first" />);
    send('Pay at https://p\u0430ypal.com/pay, see https://a.test/\u202Egpj.exe');
    await waitFor(() => expect(asked).toHaveLength(1));
    const links = [
      { short: 'https://sho.rt/1', url: 'https://p\u0430ypal.com/pay' },
      { short: 'https://sho.rt/2', url: 'https://a.test/\u202Egpj.exe' },
    ];
    await pastedTextItem.setValue({ id: 'g1', text: 'Pay at https://sho.rt/1, see https://sho.rt/2', made: 2, failed: 0, links });
    const list = await screen.findByRole('list', { name: 'Where each short link leads' });
    expect([...list.querySelectorAll('li')].map((row) => row.textContent)).toEqual([
      'https://sho.rt/1https://p\u0430ypal.com/payGoes to xn--pypal-4ve.com',
      'https://sho.rt/2https://a.test/⟨U+202E⟩gpj.exe',
    ]);
    expect(/\p{Cf}/u.test(list.textContent ?? '')).toBe(false);
  });

  it('words a failure before anything was queued with the error alert, and keeps the text', async () => {
    answer = { kind: 'failed', error: { kind: 'network', code: 'unreachable' } };
    render(<PasteText installation="first" />);
    send('https://a.test/y');
    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text with web addresses' }).value).toBe('https://a.test/y');
  });

  it('shows on opening a text finished while the popup was closed, until another is pasted; once shown, it is no longer stored', async () => {
    await pastedTextItem.setValue({ id: 'g0', text: 'Later: https://sho.rt/7', made: 1, failed: 0 });
    render(<PasteText installation="first" />);
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Text with short links' })).value).toBe('Later: https://sho.rt/7');
    await waitFor(async () => expect(await pastedTextItem.getValue()).toBeNull());
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text with short links' }).value).toBe('Later: https://sho.rt/7');
    fireEvent.click(screen.getByRole('button', { name: 'Paste another text' }));
    await screen.findByRole('textbox', { name: 'Text with web addresses' });
  });

  it('a text finished while the popup is open shows there and leaves storage, and a popup opened later shows none', async () => {
    answer = { kind: 'queued', id: 'g2' };
    render(<PasteText installation="first" />);
    send('Read https://a.test/y');
    await waitFor(() => expect(asked).toHaveLength(1));
    await pastedTextItem.setValue({ id: 'g2', installation: 'first', text: 'Read https://sho.rt/2', made: 1, failed: 0 });
    expect((await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Text with short links' })).value).toBe('Read https://sho.rt/2');
    await waitFor(async () => expect(await pastedTextItem.getValue()).toBeNull());
    cleanup();
    render(<PasteText installation="first" />);
    await screen.findByRole('textbox', { name: 'Text with web addresses' });
    expect(screen.queryByRole('textbox', { name: 'Text with short links' })).toBeNull();
  });
});
