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

// Issues 34 and 41: Trim shortens a text unasked only when it holds one address the user was
// shown to have seen. More than one address, an address the page hid, or one Trim cannot show was
// seen (not in what the page proved seen, named only by a link's words, holding an invisible
// character, read where the page could not be) waits for the user's answer in Trim's window and
// sends nothing before it; the answer sends exactly the addresses kept, and a cancel sends nothing.

const address = (n: number) => `https://a.test/${n}`;
const many = (count: number) => Array.from({ length: count }, (_, index) => address(index + 1));
/** A text the user saw whole. */
const seenText = (text: string) => ({ text, seen: text });
/** Each address the window lists, with how it is marked. */
const marks = (parts: { url: string; hidden?: boolean; unseen?: boolean }[]) => parts.map(({ url, hidden, unseen }) => [url, hidden ? 'hidden' : unseen ? 'unseen' : 'seen']);

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
  it('one address the user saw goes at once, written the same twice or not', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten(seenText(`Read ${address(1)}, then ${address(1)} again`), feedback, {});
    expect(sent).toEqual([address(1)]);
    expect(events.map((event) => event.kind)).toEqual(['textDone']);
  });

  it('two addresses the user saw wait for the window, both ticked, with nothing sent or queued, and the page they came from', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten(seenText(many(2).join('\n')), feedback, { page: 'hostile.test' });
    expect(sent).toEqual([]);
    expect((await readQueue()).items).toEqual([]);
    expect(await textGroupsItem.getValue()).toEqual([]);
    const review = await held(events);
    expect(review.page).toBe('hostile.test');
    expect(marks(review.group.parts)).toEqual(many(2).map((url) => [url, 'seen']));
  });

  it('one address the page hid holds even a short text; what the page shows as well is not counted hidden', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten({ ...seenText(`Read ${address(1)}`), hidden: `${address(1)}\n${address(2)}`, links: [], hiddenLinks: [address(3)] }, feedback, {});
    expect(sent).toEqual([]);
    const review = await held(events);
    expect(marks(review.group.parts)).toEqual([
      [address(1), 'seen'],
      [address(2), 'hidden'],
      [address(3), 'hidden'],
    ]);
  });

  it('one address the page shows but Trim cannot show the user saw waits, unseen: out of what was seen, or holding an invisible character', async () => {
    for (const read of [
      // Below a text box's fold, covered, blurred…: the page's reading leaves it out of what was seen.
      { text: `Read ${address(1)}`, seen: 'Read \n' },
      // Where the page could not be read at all.
      { text: `Read ${address(1)}`, seen: '' },
      // Seen, but what the user saw of it is not what it is.
      seenText(`Read https://exa\u200Bmple.com/x`),
      seenText(`Read https://a.test/\u202Egpj.exe`),
    ]) {
      const { events, feedback } = recorder();
      await requestTextShorten(read, feedback, {});
      expect(sent).toEqual([]);
      const review = await held(events);
      expect(marks(review.group.parts).map(([, mark]) => mark)).toEqual(['unseen']);
      await decideText(review.group.id, null, feedback);
    }
  });

  it("a rich draft's link counts as seen only where it shows its own address, however the link writes it", async () => {
    const { events, feedback } = recorder();
    await requestTextShorten({ ...seenText('See https://a.test and our sale'), links: ['https://a.test/', 'https://a.test/sale'] }, feedback, {});
    const review = await held(events);
    expect(marks(review.group.parts)).toEqual([
      ['https://a.test', 'seen'],
      ['https://a.test/', 'seen'],
      ['https://a.test/sale', 'unseen'],
    ]);
  });

  it('an unseen address the user keeps is made, and stays where the text has it', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten({ text: `Read ${address(1)} and ${address(2)}`, seen: `Read ${address(1)} and \n` }, feedback, {});
    const review = await held(events);
    expect(marks(review.group.parts)).toEqual([
      [address(1), 'seen'],
      [address(2), 'unseen'],
    ]);
    await decideText(review.group.id, many(2), feedback);
    expect(events.at(-1)).toEqual({ kind: 'textDone', detail: { text: 'Read https://sho.rt/1 and https://sho.rt/2', made: 2, written: false } });
  });

  it('the answer sends exactly the addresses kept, and the text comes back with them', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten(seenText(many(12).join(' ')), feedback, {});
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
    await requestTextShorten({ ...seenText(`Read ${address(1)}`), hidden: address(2) }, feedback, {});
    const review = await held(events);
    await decideText(review.group.id, [address(1), address(2)], feedback);
    expect(events.at(-1)).toEqual({ kind: 'textDone', detail: { text: 'Read https://sho.rt/1\nhttps://sho.rt/2', made: 2, written: false } });
  });

  it('cancel, or keeping none, sends nothing and forgets the text', async () => {
    for (const chosen of [null, []]) {
      const { events, feedback } = recorder();
      await requestTextShorten(seenText(many(11).join(' ')), feedback, {});
      const review = await held(events);
      expect(await decideText(review.group.id, chosen, feedback)).toBe(true);
      expect(sent).toEqual([]);
      expect((await readQueue()).items).toEqual([]);
      expect(await textReviewsItem.getValue()).toEqual([]);
    }
  });

  it('goes with its installation when that is removed', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten(seenText(many(11).join(' ')), feedback, {});
    const review = await held(events);
    await forgetOwnedStores('first');
    expect(await decideText(review.group.id, many(11), feedback)).toBe(false);
    expect(sent).toEqual([]);
  });
});

describe('the selection item', () => {
  /** The page's script answers with this reading of the selection. */
  const pageReads = (selection: { text: string; seen: string; hidden?: string }) => {
    fakeBrowser.scripting.executeScript = vi.fn(async () => [
      { frameId: 0, documentId: 'd', result: { field: null, selection: { hidden: '', links: [], hiddenLinks: [], ...selection } } },
    ]) as unknown as typeof fakeBrowser.scripting.executeScript;
  };

  it('one selected address the page showed the user goes as a link of its own', async () => {
    pageReads(seenText(address(1)));
    const { events, feedback } = recorder();
    await shortenSelection(` ${address(1)} `, { tabId: 4, frameId: 0 }, feedback, {});
    expect(sent).toEqual([address(1)]);
    expect(events).toEqual([{ kind: 'delivered', detail: ['https://sho.rt/1'] }]);
  });

  it('where the page cannot be read, nothing of the selection is shown to have been seen: one address waits, unticked', async () => {
    const { events, feedback } = recorder();
    await shortenSelection(` ${address(1)} `, {}, feedback, {});
    expect(sent).toEqual([]);
    expect(marks((await held(events)).group.parts)).toEqual([[address(1), 'unseen']]);
  });

  it('one selected address the page shows but the user was not shown to see waits, unticked', async () => {
    pageReads({ text: address(1), seen: '' });
    const { events, feedback } = recorder();
    await shortenSelection(address(1), { tabId: 4, frameId: 0 }, feedback, {});
    expect(sent).toEqual([]);
    expect(marks((await held(events)).group.parts)).toEqual([[address(1), 'unseen']]);
  });

  it('what the browser reports selected and the page did not show counts as hidden', async () => {
    pageReads(seenText(`See ${address(1)}`));
    const { events, feedback } = recorder();
    await shortenSelection(`See ${address(1)} ${address(2)}`, { tabId: 4, frameId: 0 }, feedback, {});
    expect(sent).toEqual([]);
    const review = await held(events);
    expect(review.group.text).toBe(`See ${address(1)}`);
    expect(marks(review.group.parts)).toEqual([
      [address(1), 'seen'],
      [address(2), 'hidden'],
    ]);
  });
});
