import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveInstallation } from '@/lib/installations/installations';
import { readQueue } from '@/lib/queue';
import { textGroupsItem } from '@/lib/queue/text-groups';
import { textReviewsItem } from '@/lib/queue/text-reviews';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { forgetOwnedStores } from './forget-owned';
import { recorder } from './test-utils';
import { decideText, requestTextShorten, shortenSelection } from './text-shorten';

// Issue 34: only what the user sees and chose is shortened. A text with an address the page hid,
// or with more than 10, waits for the user's answer (Trim's window) and sends nothing before it;
// the answer sends exactly the addresses kept, and a cancel sends nothing.

const address = (n: number) => `https://a.test/${n}`;
const many = (count: number) => Array.from({ length: count }, (_, index) => address(index + 1));

const sent: string[] = [];

beforeEach(async () => {
  fakeBrowser.reset();
  sent.length = 0;
  (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => true) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push((JSON.parse(String(init.body)) as { url: string }).url);
      return new Response(JSON.stringify({ error: 0, id: sent.length, shorturl: `https://sho.rt/${sent.length}` }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  await saveInstallation({ id: 'first', name: 'first', connection: { baseUrl: 'https://sho.rt', apiKey: 'k' }, defaults: DEFAULT_SHORTEN_DEFAULTS });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The one text waiting for the user, and the id the window was opened with. */
async function held(events: { kind: string; detail: unknown }[]) {
  const [review] = await textReviewsItem.getValue();
  expect(events).toEqual([{ kind: 'askFirst', detail: review?.group.id }]);
  return review!;
}

describe('a text that waits for the user', () => {
  it('up to 10 addresses the user sees go at once', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten({ text: many(10).join(' ') }, feedback, {});
    expect(sent).toEqual(many(10));
    expect(events.map((event) => event.kind)).toEqual(['textDone']);
  });

  it('11 wait for the window, with nothing sent or queued, and the page they came from', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten({ text: many(11).join('\n') }, feedback, { page: 'hostile.test' });
    expect(sent).toEqual([]);
    expect((await readQueue()).items).toEqual([]);
    expect(await textGroupsItem.getValue()).toEqual([]);
    const review = await held(events);
    expect(review.page).toBe('hostile.test');
    expect(review.group.parts.map((part) => [part.url, part.hidden ?? false])).toEqual(many(11).map((url) => [url, false]));
  });

  it('one address the page hid holds even a short text; what the page shows as well is not counted hidden', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten({ text: `Read ${address(1)}`, hidden: `${address(1)}\n${address(2)}`, links: [], hiddenLinks: [address(3)] }, feedback, {});
    expect(sent).toEqual([]);
    const review = await held(events);
    expect(review.group.parts.map((part) => [part.url, part.hidden ?? false])).toEqual([
      [address(1), false],
      [address(2), true],
      [address(3), true],
    ]);
  });

  it('the answer sends exactly the addresses kept, and the text comes back with them', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten({ text: many(12).join(' ') }, feedback, {});
    const review = await held(events);
    // An address the text never held is never sent, whoever names it.
    expect(await decideText(review.group.id, [address(2), address(12), 'https://elsewhere.test/'], feedback)).toBe(true);
    expect(sent).toEqual([address(2), address(12)]);
    expect(events.at(-1)).toEqual({
      kind: 'textDone',
      detail: { text: many(12).join(' ').replace(address(2), 'https://sho.rt/1').replace(address(12), 'https://sho.rt/2'), made: 2, written: false },
    });
    expect(await textReviewsItem.getValue()).toEqual([]);
    // One answer only.
    expect(await decideText(review.group.id, [address(3)], feedback)).toBe(false);
    expect(sent).toHaveLength(2);
  });

  it('a hidden address the user keeps is made, and its short link follows the text they saw', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten({ text: `Read ${address(1)}`, hidden: address(2) }, feedback, {});
    const review = await held(events);
    await decideText(review.group.id, [address(1), address(2)], feedback);
    expect(events.at(-1)).toEqual({ kind: 'textDone', detail: { text: 'Read https://sho.rt/1\nhttps://sho.rt/2', made: 2, written: false } });
  });

  it('cancel, or keeping none, sends nothing and forgets the text', async () => {
    for (const chosen of [null, []]) {
      const { events, feedback } = recorder();
      await requestTextShorten({ text: many(11).join(' ') }, feedback, {});
      const review = await held(events);
      expect(await decideText(review.group.id, chosen, feedback)).toBe(true);
      expect(sent).toEqual([]);
      expect((await readQueue()).items).toEqual([]);
      expect(await textReviewsItem.getValue()).toEqual([]);
    }
  });

  it('goes with its installation when that is removed', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten({ text: many(11).join(' ') }, feedback, {});
    const review = await held(events);
    await forgetOwnedStores('first');
    expect(await decideText(review.group.id, many(11), feedback)).toBe(false);
    expect(sent).toEqual([]);
  });
});

describe('the selection item', () => {
  it('where the page cannot be read, holds more than 10 addresses of the selection text', async () => {
    const { events, feedback } = recorder();
    await shortenSelection(many(11).join(' '), {}, feedback, {});
    expect(sent).toEqual([]);
    await held(events);
  });

  it('one selected address goes as a link of its own', async () => {
    const { events, feedback } = recorder();
    await shortenSelection(` ${address(1)} `, {}, feedback, {});
    expect(sent).toEqual([address(1)]);
    expect(events).toEqual([{ kind: 'delivered', detail: ['https://sho.rt/1'] }]);
  });

  it('what the browser reports selected and the page did not show counts as hidden', async () => {
    fakeBrowser.scripting.executeScript = vi.fn(async () => [
      { frameId: 0, documentId: 'd', result: { field: null, selection: { text: `See ${address(1)}`, hidden: '', links: [], hiddenLinks: [] } } },
    ]) as unknown as typeof fakeBrowser.scripting.executeScript;
    const { events, feedback } = recorder();
    await shortenSelection(`See ${address(1)} ${address(2)}`, { tabId: 4, frameId: 0 }, feedback, {});
    expect(sent).toEqual([]);
    const review = await held(events);
    expect(review.group.text).toBe(`See ${address(1)}`);
    expect(review.group.parts.map((part) => [part.url, part.hidden ?? false])).toEqual([
      [address(1), false],
      [address(2), true],
    ]);
  });
});
