import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import readPage from './index';

// The script a right-click runs in the page: it reads what the user chose (the focused field, its
// selection, the page's selection), split into what shows and what the page hides, and leaves the
// writer that puts the short links in, unless the field changed meanwhile. happy-dom lays nothing
// out, so here an element marked data-hidden stands for one the page hides, and one marked
// data-unseen for one the page shows but Trim cannot prove the user saw (what hides text, or
// leaves it unproved, in a real page is held in Chromium: test/e2e/hostile-text.test.ts and
// test/e2e/unseen-text.test.ts).

vi.mock('@/lib/core/shown-text', async (original) => {
  const real = await original<typeof import('@/lib/core/shown-text')>();
  const hides = (element: Element | null) => element?.closest('[data-hidden]') != null;
  const unseen = (element: Element | null) => element?.closest('[data-unseen]') != null;
  return {
    ...real,
    createShownCheck: () => ({
      style: (element: Element) => ({ whiteSpace: 'normal', display: /^(p|div)$/.test(element.localName) ? 'block' : 'inline' }),
      sight: (element: Element) => (hides(element) ? 'hidden' : unseen(element) ? 'unseen' : 'seen'),
      boxesShow: (_boxes: unknown, element: Element | null) => !hides(element),
      elementShows: (element: Element) => !hides(element),
      boxSeen: (_box: unknown, element: Element) => !unseen(element),
      onTop: (_x: number, _y: number, element: Element) => !unseen(element),
      inWindow: () => true,
    }),
  };
});

// A box shows its whole value here; where its fold falls is held in Chromium.
vi.mock('@/lib/core/box-sight', () => ({
  seenInBox: (box: HTMLTextAreaElement, [from, to]: [number, number], onTop: (x: number, y: number) => boolean) => (onTop(0, 0) ? box.value.slice(from, to) : ''),
}));

type Writer = (pairs: [string, string][]) => boolean;
const writer = () => (globalThis as { __trimWriteField?: Writer }).__trimWriteField!;
const PAIRS: [string, string][] = [['https://a.test/x', 'https://sho.rt/1']];
const nothing = { links: [], hiddenLinks: [] };

beforeEach(() => {
  // One box for every piece of text: the page's own layout decides nothing here.
  vi.spyOn(Range.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 1000, 20)] as unknown as DOMRectList);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.getSelection()?.removeAllRanges();
  document.body.replaceChildren();
  delete (globalThis as { __trimWriteField?: Writer }).__trimWriteField;
});

function focused<T extends HTMLElement>(element: T): T {
  document.body.append(element);
  element.focus();
  return element;
}

function rich(html: string): HTMLDivElement {
  const draft = document.createElement('div');
  draft.contentEditable = 'true';
  draft.innerHTML = html;
  return focused(draft);
}

describe('the text-field script', () => {
  it('reads a whole textarea and writes the result back, telling the page with an input event', () => {
    const area = focused(document.createElement('textarea'));
    area.value = 'See https://a.test/x\nthanks';
    let inputs = 0;
    area.addEventListener('input', () => inputs++);
    expect(readPage.main().field).toEqual({ text: 'See https://a.test/x\nthanks', hidden: '', seen: 'See https://a.test/x\nthanks', ...nothing });
    expect(writer()(PAIRS)).toBe(true);
    expect(area.value).toBe('See https://sho.rt/1\nthanks');
    expect(inputs).toBeGreaterThan(0);
  });

  it("reads only the user's selection in a textarea, and writes the whole field back", () => {
    const area = focused(document.createElement('textarea'));
    area.value = 'Mine https://a.test/x and theirs https://a.test/y';
    area.setSelectionRange(0, 21);
    const read = readPage.main();
    expect(read.field).toEqual({ text: 'Mine https://a.test/x', hidden: '', seen: 'Mine https://a.test/x', ...nothing });
    expect(read.selection).toEqual(read.field);
    expect(writer()(PAIRS)).toBe(true);
    expect(area.value).toBe('Mine https://sho.rt/1 and theirs https://a.test/y');
  });

  it('takes all of a text box the page hides as hidden', () => {
    const area = focused(document.createElement('textarea'));
    area.dataset.hidden = '';
    area.value = 'https://a.test/x';
    expect(readPage.main().field).toEqual({ text: '', hidden: 'https://a.test/x', seen: '', ...nothing });
  });

  it('reads a text box Trim cannot prove was seen as shown, none of it seen', () => {
    const area = focused(document.createElement('textarea'));
    area.dataset.unseen = '';
    area.value = 'https://a.test/x';
    expect(readPage.main().field).toEqual({ text: 'https://a.test/x', hidden: '', seen: '', ...nothing });
  });

  it('leaves a field edited meanwhile alone', () => {
    const input = focused(document.createElement('input'));
    input.value = 'https://a.test/x';
    expect(readPage.main().field?.text).toBe('https://a.test/x');
    input.value = 'https://a.test/x and more';
    expect(writer()(PAIRS)).toBe(false);
    expect(input.value).toBe('https://a.test/x and more');
  });

  it('replaces the addresses of a rich draft inside their text, keeping its formatting', () => {
    const draft = rich('<p>Read <b>https://a.test/x</b>, then reply.</p>');
    expect(readPage.main().field).toEqual({ text: 'Read https://a.test/x, then reply.', hidden: '', seen: 'Read https://a.test/x, then reply.', ...nothing });
    expect(writer()(PAIRS)).toBe(true);
    expect(draft.innerHTML).toBe('<p>Read <b>https://sho.rt/1</b>, then reply.</p>');
  });

  it('sets apart what a rich draft hides, line by line, and its hidden links', () => {
    rich(
      '<p>Read https://a.test/x</p><p data-hidden>https://evil.test/1</p><p>and <a href="https://a.test/y">this</a><span data-hidden> https://evil.test/2 <a href="https://evil.test/3">x</a></span></p>',
    );
    expect(readPage.main().field).toEqual({
      text: 'Read https://a.test/x\nand this',
      hidden: 'https://evil.test/1\nhttps://evil.test/2\nx',
      seen: 'Read https://a.test/x\nand this',
      links: ['https://a.test/y'],
      hiddenLinks: ['https://evil.test/3'],
    });
  });

  it('keeps in the text what the page shows but Trim cannot prove was seen, a line break in its place in what was seen', () => {
    rich('<p>Read https://a.test/x or <span data-unseen>https://a.test/y</span> now</p>');
    expect(readPage.main().field).toEqual({ text: 'Read https://a.test/x or https://a.test/y now', hidden: '', seen: 'Read https://a.test/x or \n now', ...nothing });
  });

  it("a rich draft's links: each one's address is read and written with its text; words naming a link stay", () => {
    const draft = rich('<p><a href="https://a.test/x">https://a.test/x</a> and <a href="https://a.test/y">our sale</a> and <a href="mailto:me@a.test">me</a></p>');
    expect(readPage.main().field?.links).toEqual(['https://a.test/x', 'https://a.test/y']);
    expect(writer()([...PAIRS, ['https://a.test/y', 'https://sho.rt/2']])).toBe(true);
    expect(draft.innerHTML).toBe('<p><a href="https://sho.rt/1">https://sho.rt/1</a> and <a href="https://sho.rt/2">our sale</a> and <a href="mailto:me@a.test">me</a></p>');
  });

  it('reads only the selected part of a rich draft when the user selected some of it', () => {
    const draft = rich('<p>Mine https://a.test/x</p><p>not this https://a.test/y</p>');
    const range = document.createRange();
    range.selectNodeContents(draft.firstElementChild!);
    document.getSelection()!.addRange(range);
    expect(readPage.main().field).toEqual({ text: 'Mine https://a.test/x', hidden: '', seen: 'Mine https://a.test/x', ...nothing });
  });

  it("reads the page's selection, outside any field, without its links", () => {
    const post = document.createElement('p');
    post.innerHTML = 'See https://a.test/x <span data-hidden>https://evil.test/1</span> <a href="https://a.test/y">y</a>';
    document.body.append(post);
    const range = document.createRange();
    range.selectNodeContents(post);
    document.getSelection()!.addRange(range);
    expect(readPage.main()).toEqual({ field: null, selection: { text: 'See https://a.test/x y', hidden: 'https://evil.test/1', seen: 'See https://a.test/x y', ...nothing } });
    expect((globalThis as { __trimWriteField?: Writer }).__trimWriteField).toBeUndefined();
  });

  it('lets every layer of the page answer the hit test while it reads, and gives the page back as it was', () => {
    const layer = document.createElement('div');
    layer.setAttribute('style', 'pointer-events: none !important; position: fixed; inset: 0');
    document.body.append(layer);
    let during = '';
    const area = focused(document.createElement('textarea'));
    area.value = 'https://a.test/x';
    const before = document.documentElement.outerHTML;
    vi.spyOn(HTMLTextAreaElement.prototype, 'selectionStart', 'get').mockImplementation(() => {
      during = layer.style.getPropertyValue('pointer-events');
      return 0;
    });
    readPage.main();
    expect(during).toBe('auto');
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('finds nothing to read when no text field has focus and nothing is selected', () => {
    focused(document.createElement('button'));
    expect(readPage.main()).toEqual({ field: null, selection: null });
  });
});
