import { afterEach, describe, expect, it } from 'vitest';
import readField from './index';

// The script a right-click in a text field runs in the page: it reads the focused field and leaves
// the writer that puts the short links in, unless the field changed meanwhile.

type Writer = (before: string, after: string, pairs: [string, string][]) => boolean;
const writer = () => (globalThis as { __trimWriteField?: Writer }).__trimWriteField!;
const PAIRS: [string, string][] = [['https://a.test/x', 'https://sho.rt/1']];

afterEach(() => {
  document.body.replaceChildren();
  delete (globalThis as { __trimWriteField?: Writer }).__trimWriteField;
});

function focused<T extends HTMLElement>(element: T): T {
  document.body.append(element);
  element.focus();
  return element;
}

describe('the text-field script', () => {
  it('reads a textarea and writes the result back, telling the page with an input event', () => {
    const area = focused(document.createElement('textarea'));
    area.value = 'See https://a.test/x\nthanks';
    let inputs = 0;
    area.addEventListener('input', () => inputs++);
    expect(readField.main()).toEqual({ text: 'See https://a.test/x\nthanks', links: [] });
    expect(writer()('See https://a.test/x\nthanks', 'See https://sho.rt/1\nthanks', PAIRS)).toBe(true);
    expect(area.value).toBe('See https://sho.rt/1\nthanks');
    expect(inputs).toBeGreaterThan(0);
  });

  it('leaves a field edited meanwhile alone', () => {
    const input = focused(document.createElement('input'));
    input.value = 'https://a.test/x';
    expect(readField.main()).toEqual({ text: 'https://a.test/x', links: [] });
    input.value = 'https://a.test/x and more';
    expect(writer()('https://a.test/x', 'https://sho.rt/1', PAIRS)).toBe(false);
    expect(input.value).toBe('https://a.test/x and more');
  });

  it('replaces the addresses of a rich draft inside their text, keeping its formatting', () => {
    const draft = focused(document.createElement('div'));
    draft.contentEditable = 'true';
    draft.innerHTML = '<p>Read <b>https://a.test/x</b>, then reply.</p>';
    const before = readField.main();
    expect(writer()(before!.text, 'unused for a rich draft', PAIRS)).toBe(true);
    expect(draft.innerHTML).toBe('<p>Read <b>https://sho.rt/1</b>, then reply.</p>');
  });

  it("a rich draft's links: each one's address is read and written with its text; words naming a link stay", () => {
    const draft = focused(document.createElement('div'));
    draft.contentEditable = 'true';
    draft.innerHTML = '<p><a href="https://a.test/x">https://a.test/x</a> and <a href="https://a.test/y">our sale</a> and <a href="mailto:me@a.test">me</a></p>';
    const before = readField.main()!;
    expect(before.links).toEqual(['https://a.test/x', 'https://a.test/y']);
    const pairs: [string, string][] = [...PAIRS, ['https://a.test/y', 'https://sho.rt/2']];
    expect(writer()(before.text, 'unused for a rich draft', pairs)).toBe(true);
    expect(draft.innerHTML).toBe('<p><a href="https://sho.rt/1">https://sho.rt/1</a> and <a href="https://sho.rt/2">our sale</a> and <a href="mailto:me@a.test">me</a></p>');
  });

  it('finds nothing to read when no text field has focus', () => {
    focused(document.createElement('button'));
    expect(readField.main()).toBeNull();
  });
});
