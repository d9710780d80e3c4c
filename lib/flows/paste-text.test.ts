import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readQueue } from '@/lib/queue';
import { pastedTextItem } from '@/lib/queue/pasted-text';
import { textGroupsItem } from '@/lib/queue/text-groups';
import { textReviewsItem } from '@/lib/queue/text-reviews';
import { keepPastedText, shortenPastedText } from './paste-text';
import { resumeQueue } from './queued-shorten';
import { fakeService, recorder } from './test-utils';
import { decideText } from './text-shorten';

// Issue #36: the popup's "Paste a text" box on a phone goes through the selection's text journey;
// what the popup must show comes back to it, the finished text through storage, never the clipboard.

describe('shortenPastedText', () => {
  const service = fakeService();

  beforeEach(async () => {
    fakeBrowser.reset();
    await service.install();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shortens the one address of a text once and keeps the text with its short link, and where it leads, for the popup, telling nothing else', async () => {
    const { events, feedback } = recorder();
    const outcome = await shortenPastedText('See https://a.test/x, and https://a.test/x again', 'first', feedback);
    expect(service.sent).toEqual(['https://a.test/x']);
    expect(outcome).toEqual({ kind: 'queued', id: expect.any(String) });
    expect(await pastedTextItem.getValue()).toEqual({
      id: outcome.kind === 'queued' && outcome.id,
      installation: 'first',
      text: 'See https://sho.rt/1, and https://sho.rt/1 again',
      made: 1,
      failed: 0,
      links: [{ short: 'https://sho.rt/1', url: 'https://a.test/x' }],
    });
    expect(events).toEqual([]);
    expect(await textGroupsItem.getValue()).toEqual([]);
  });

  it('says a text has no address, and sends nothing', async () => {
    const { events, feedback } = recorder();
    expect(await shortenPastedText('Only words here.', 'first', feedback)).toEqual({ kind: 'none' });
    expect(service.sent).toEqual([]);
    expect(events).toEqual([]);
    expect(await pastedTextItem.getValue()).toBeNull();
  });

  it('gives the error of an address the service refused, which stays as written', async () => {
    const { events, feedback } = recorder();
    const outcome = await shortenPastedText('https://a.test/refused, sorry', 'first', feedback);
    expect(outcome).toMatchObject({ kind: 'queued', error: { kind: 'rejected', serverMessage: 'This URL is not allowed.' } });
    expect(await pastedTextItem.getValue()).toMatchObject({ text: 'https://a.test/refused, sorry', made: 0, failed: 1, links: [] });
    expect(events).toEqual([]);
  });

  it('fails with the set-up error for an installation that is gone, queueing nothing', async () => {
    const { feedback } = recorder();
    expect(await shortenPastedText('https://a.test/1', 'removed', feedback)).toEqual({ kind: 'failed', error: expect.objectContaining({ code: 'not-configured' }) });
    expect((await readQueue()).items).toEqual([]);
  });

  it('says when the rate limit holds the text, and keeps it for the popup once the queue resumes', async () => {
    service.refuseAfter = 0;
    const { events, feedback } = recorder();
    const outcome = await shortenPastedText('Later: https://a.test/1', 'first', feedback);
    expect(outcome).toEqual({ kind: 'queued', id: expect.any(String), waitUntil: expect.any(Number) });
    // The worker's own feedback schedules the alarm that resumes the queue.
    expect(events).toEqual([{ kind: 'waiting', detail: 1 }]);
    expect(await pastedTextItem.getValue()).toBeNull();
    service.refuseAfter = Infinity;
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 120_000);
    // The alarm's drain, with the worker's feedback, which keeps a popup's text (entrypoints/background/feedback.ts).
    await resumeQueue({ ...feedback, textDone: async (group) => void (await keepPastedText(group)) });
    expect(await pastedTextItem.getValue()).toMatchObject({ text: 'Later: https://sho.rt/1', made: 1 });
  });

  it('holds a text of two addresses for review, both seen (the user pasted them into Trim), and its result still comes to the popup', async () => {
    const { feedback } = recorder();
    const outcome = await shortenPastedText('https://a.test/0 and https://a.test/1', 'first', feedback);
    expect(outcome).toEqual({ kind: 'held', id: expect.any(String) });
    expect(service.sent).toEqual([]);
    const id = outcome.kind === 'held' ? outcome.id : '';
    const [review] = await textReviewsItem.getValue();
    expect(review?.group.popup).toBe(true);
    expect(review?.group.parts.map((part) => part.unseen ?? false)).toEqual([false, false]);
    let kept: unknown;
    await decideText(id, ['https://a.test/0'], { ...feedback, textDone: async (group) => void (kept = group.popup && (await keepPastedText(group))) });
    expect(kept).toBe(1);
    expect(await pastedTextItem.getValue()).toMatchObject({ id, made: 1 });
  });

  it('holds one address with a character that shows as nothing, unseen', async () => {
    const { feedback } = recorder();
    expect(await shortenPastedText('Pay at https://pay\u200Bpal.test/x', 'first', feedback)).toEqual({ kind: 'held', id: expect.any(String) });
    expect(service.sent).toEqual([]);
    expect((await textReviewsItem.getValue())[0]?.group.parts.map((part) => part.unseen)).toEqual([true]);
  });
});
