import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onMessage, removeAllListeners } from '@/lib/messaging';
import { deliverInProcess } from '@/lib/messaging/test-utils';
import { textReviewsItem, type TextReview } from '@/lib/queue/text-reviews';
import { TextReviewApp } from './TextReviewApp';

// The window that asks about a text: its addresses ticked but those the page hid and those Trim
// cannot show the user saw, the count on the button, the rate limit's time for a big batch, each
// address as the characters it holds, and one answer sent to the worker.

const urls = (count: number) => Array.from({ length: count }, (_, index) => `https://a.test/${index + 1}`);

function review(shown: string[], hidden: string[] = [], unseen: string[] = []): TextReview {
  const parts = [
    ...shown.map((url) => ({ address: url, url })),
    ...unseen.map((url) => ({ address: url, url, unseen: true })),
    ...hidden.map((url) => ({ address: url, url, hidden: true })),
  ];
  return { group: { id: 'g1', text: shown.join(' '), parts, installation: 'first' }, createdAt: 1, page: 'hostile.test' };
}

let answers: { id: string; chosen: string[] | null }[];

beforeEach(() => {
  fakeBrowser.reset();
  removeAllListeners();
  deliverInProcess();
  answers = [];
  onMessage('text:decide', (data) => {
    answers.push(data);
    return true;
  });
  vi.spyOn(window, 'close').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('TextReviewApp', () => {
  it('ticks what the user saw, leaves what the page hid unticked, and sends exactly what is ticked', async () => {
    await textReviewsItem.setValue([review(['https://a.test/seen'], ['https://evil.test/1', 'https://evil.test/2'])]);
    render(<TextReviewApp id="g1" />);
    await screen.findByRole('group', { name: 'Addresses' });
    expect(screen.getByText(/This text holds 3 addresses\. Trim asks before it shortens more than one address of a text\. 2 of them are hidden by the page/)).toBeTruthy();
    expect(screen.getByText(/It comes from hostile\.test\. Nothing is sent to your service until you choose\./)).toBeTruthy();
    expect(box('https://a.test/seen').checked).toBe(true);
    expect(box('https://evil.test/1 Hidden by the page').checked).toBe(false);
    await waitFor(() => expect(box('All addresses').indeterminate).toBe(true));
    // Cancel has the focus: a stray Enter meant for the page confirms nothing.
    expect(document.activeElement?.textContent).toBe('Cancel');

    fireEvent.click(box('https://evil.test/2 Hidden by the page'));
    fireEvent.click(screen.getByRole('button', { name: 'Shorten 2 addresses' }));
    await waitFor(() => expect(answers).toEqual([{ id: 'g1', chosen: ['https://a.test/seen', 'https://evil.test/2'] }]));
    expect(window.close).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Done. You can close this window.');
  });

  it('says how long a big batch takes at 30 a minute, and "All addresses" unticks every one', async () => {
    await textReviewsItem.setValue([review(urls(61))]);
    render(<TextReviewApp id="g1" />);
    await screen.findByText(/This text holds 61 addresses\. Trim asks before it shortens more than one address of a text\./);
    expect(screen.getByText(/takes up to 3 minutes/)).toBeTruthy();
    fireEvent.click(box('All addresses'));
    expect(screen.queryByText(/takes up to/)).toBeNull();
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Shorten 0 addresses' });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(box('https://a.test/7'));
    fireEvent.click(screen.getByRole('button', { name: 'Shorten 1 address' }));
    await waitFor(() => expect(answers).toEqual([{ id: 'g1', chosen: ['https://a.test/7'] }]));
  });

  it('one address Trim cannot show the user saw: unticked, tagged, and said why, until the user ticks it', async () => {
    await textReviewsItem.setValue([review([], [], ['https://a.test/below-the-fold'])]);
    render(<TextReviewApp id="g1" />);
    await screen.findByRole('group', { name: 'Addresses' });
    expect(
      screen.getByText('This text holds 1 address. Trim cannot tell that you saw 1 address as it is written: it stays unticked unless you tick it.', { exact: false }),
    ).toBeTruthy();
    const address = box('https://a.test/below-the-fold Maybe not seen');
    expect(address.checked).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Shorten 0 addresses' }).disabled).toBe(true);
    fireEvent.click(address);
    fireEvent.click(screen.getByRole('button', { name: 'Shorten 1 address' }));
    await waitFor(() => expect(answers).toEqual([{ id: 'g1', chosen: ['https://a.test/below-the-fold'] }]));
  });

  it('Escape cancels: the answer is null', async () => {
    await textReviewsItem.setValue([review(urls(11))]);
    render(<TextReviewApp id="g1" />);
    await screen.findByRole('group', { name: 'Addresses' });
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(answers).toEqual([{ id: 'g1', chosen: null }]));
  });

  it('shows each address as the characters it holds: a look-alike host beside its real one, bidi and zero-width characters as markers', async () => {
    const lookAlike = 'https://p\u0430ypal.com/login';
    const reversed = 'https://example.com/files/\u202Egpj.exe';
    const zeroWidth = 'https://exa\u200Bmple.com/\u2066x\u2069';
    const userName = 'https://paypal.com@evil.example/';
    await textReviewsItem.setValue([review([lookAlike, reversed, zeroWidth, userName])]);
    render(<TextReviewApp id="g1" />);
    const list = await screen.findByRole('group', { name: 'Addresses' });
    const rows = [...list.querySelectorAll('li')].map((row) => row.textContent);
    expect(rows).toEqual([
      `${lookAlike}Goes to xn--pypal-4ve.com`,
      'https://example.com/files/⟨U+202E⟩gpj.exe',
      'https://exa⟨U+200B⟩mple.com/⟨U+2066⟩x⟨U+2069⟩Goes to example.com',
      `${userName}Goes to evil.example`,
    ]);
    // No control reaches the window's text to turn or hide what follows it.
    expect(/[\p{Cf}]/u.test(document.body.textContent ?? '')).toBe(false);
    // Each address reads left to right, in the order of its characters, in any language.
    expect([...list.querySelectorAll('bdo')].map((bdo) => bdo.getAttribute('dir'))).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
    expect(box(`${lookAlike} Goes to xn--pypal-4ve.com`).checked).toBe(true);
    // What is sent is the address itself, as the text holds it.
    fireEvent.click(box('All addresses'));
    fireEvent.click(box('https://example.com/files/⟨U+202E⟩gpj.exe'));
    fireEvent.click(screen.getByRole('button', { name: 'Shorten 1 address' }));
    await waitFor(() => expect(answers).toEqual([{ id: 'g1', chosen: [reversed] }]));
  });

  it('a text that no longer waits says so, and sends nothing', async () => {
    render(<TextReviewApp id="gone" />);
    expect(await screen.findByRole('heading', { name: 'This text no longer waits' })).toBeTruthy();
    expect(answers).toEqual([]);
  });
});
