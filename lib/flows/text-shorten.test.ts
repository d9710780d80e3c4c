import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectionSource } from '@/lib/connection/source';
import { noteShortHosts } from '@/lib/history/short-hosts';
import { saveInstallation } from '@/lib/installations/installations';
import { readQueue } from '@/lib/queue';
import { textGroupsItem, type TextGroup } from '@/lib/queue/text-groups';
import { textReviewsItem } from '@/lib/queue/text-reviews';
import { updateSettings } from '@/lib/settings/items';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { forgetOwnedStores } from './forget-owned';
import { fakeService, recorder } from './test-utils';
import { resumeQueue, type ShortenFeedback } from './queued-shorten';
import { decideText, requestTextShorten } from './text-shorten';

// A text's addresses go through the queue one by one, and the text comes back once, when its last
// link is made. A text of several addresses is first confirmed in Trim's window (text-review.test.ts):
// here the user ticks every one.

/** A text the user saw whole. */
const seenText = (text: string) => ({ text, seen: text });

/** The user's answer in the window to the one text waiting: every address kept. */
async function confirmAll(feedback: ShortenFeedback): Promise<void> {
  const [review] = await textReviewsItem.getValue();
  expect(review).toBeDefined();
  await decideText(
    review!.group.id,
    review!.group.parts.map((part) => part.url),
    feedback,
  );
}

describe('requestTextShorten', () => {
  const service = fakeService();

  beforeEach(async () => {
    fakeBrowser.reset();
    await service.install();
    await fakeBrowser.storage.local.set({ 'reference:first': { domains: [{ id: 1, domain: 'https://go.brand.test' }] } });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shortens each distinct address once and gives the whole text back with each replaced', async () => {
    const { events, feedback } = recorder();
    const text = 'New: https://a.test/x and www.b.test, again https://a.test/x; old https://sho.rt/9 and https://go.brand.test/y stay.';
    await requestTextShorten(seenText(text), feedback, {});
    expect(service.sent).toEqual([]);
    await confirmAll(feedback);
    expect(service.sent).toEqual(['https://a.test/x', 'https://www.b.test']);
    expect(events).toEqual([
      { kind: 'askFirst', detail: expect.any(String) },
      {
        kind: 'textDone',
        detail: { text: 'New: https://sho.rt/1 and https://sho.rt/2, again https://sho.rt/1; old https://sho.rt/9 and https://go.brand.test/y stay.', made: 2, written: false },
      },
    ]);
    expect(await textGroupsItem.getValue()).toEqual([]);
  });

  it('keeps the tags the user wrote with "Remove tracking parameters" on; the default template tags an address without any', async () => {
    await updateSettings((settings) => ({ ...settings, address: { dropTracking: true, extraParams: [], preferCanonical: false } }));
    await fakeBrowser.storage.local.set({
      utmTemplates: { templates: [{ id: 'l', name: 'Launch', values: { source: 'twitter', medium: '', campaign: '', term: '', content: '' } }], defaults: { first: 'l' } },
    });
    const { feedback } = recorder();
    await requestTextShorten(seenText('Mine https://a.test/x?utm_source=news&fbclid=1 and https://a.test/y'), feedback, {});
    await confirmAll(feedback);
    expect(service.sent).toEqual(['https://a.test/x?utm_source=news&fbclid=1', 'https://a.test/y?utm_source=twitter']);
  });

  it("leaves the addresses on the hosts of the index's short links, with no list cached", async () => {
    await fakeBrowser.storage.local.remove('reference:first');
    await noteShortHosts('first', connectionSource({ baseUrl: 'https://sho.rt', apiKey: 'k' }), ['https://go.brand.test/made']);
    const { events, feedback } = recorder();
    await requestTextShorten(seenText('Old https://go.brand.test/other'), feedback, {});
    expect(events).toEqual([{ kind: 'unusable', detail: 'text' }]);
    expect(service.sent).toEqual([]);
  });

  it("shortens where a rich draft's links lead, their words aside; one named only in words was never seen", async () => {
    const { events, feedback } = recorder();
    await requestTextShorten({ ...seenText('Read our sale and https://a.test/x'), links: ['https://a.test/sale', 'https://a.test/x', 'https://go.brand.test/z'] }, feedback, {});
    const [review] = await textReviewsItem.getValue();
    expect(review?.group.parts.map(({ url, unseen }) => [url, unseen ?? false])).toEqual([
      ['https://a.test/x', false],
      ['https://a.test/sale', true],
    ]);
    await confirmAll(feedback);
    expect(service.sent).toEqual(['https://a.test/x', 'https://a.test/sale']);
    expect(events[1]).toMatchObject({ kind: 'textDone', detail: { made: 2 } });
  });

  it('says so and queues nothing for a text without addresses', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten(seenText('only words, and https://sho.rt/1'), feedback, {});
    expect(events).toEqual([{ kind: 'unusable', detail: 'text' }]);
    expect((await readQueue()).items).toEqual([]);
  });

  it('keeps the text while the rate limit holds its last address, and finishes it when the queue resumes', async () => {
    service.refuseAfter = 1;
    const { events, feedback } = recorder();
    await requestTextShorten(seenText('https://a.test/1 https://a.test/2'), feedback, {});
    await confirmAll(feedback);
    expect(events).toEqual([
      { kind: 'askFirst', detail: expect.any(String) },
      { kind: 'waiting', detail: 1 },
    ]);
    expect((await textGroupsItem.getValue()).map((group: TextGroup) => group.parts.map((part) => part.short))).toEqual([['https://sho.rt/1', undefined]]);
    service.refuseAfter = Infinity;
    // The alarm, after the window reset (in a worker started again: nothing but storage carries over).
    const later = Date.now() + 120_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await resumeQueue(feedback);
    expect(events.at(-1)).toEqual({ kind: 'textDone', detail: { text: 'https://sho.rt/1 https://sho.rt/2', made: 2, written: false } });
  });

  it('forgets a waiting text with its installation, and keeps another installation’s', async () => {
    service.refuseAfter = 0;
    await saveInstallation({ id: 'second', name: 'second', connection: { baseUrl: 'https://other.rt', apiKey: 'k2' }, defaults: DEFAULT_SHORTEN_DEFAULTS });
    const { feedback } = recorder();
    await requestTextShorten(seenText('https://a.test/1'), feedback, {});
    await requestTextShorten(seenText('https://a.test/2'), feedback, { installation: 'second' });
    expect((await textGroupsItem.getValue()).map((group) => group.installation)).toEqual(['first', 'second']);
    await forgetOwnedStores('first');
    expect((await textGroupsItem.getValue()).map((group) => group.parts[0]?.url)).toEqual(['https://a.test/2']);
    expect((await readQueue()).items.map((item) => item.url)).toEqual(['https://a.test/2']);
  });

  it('a failed address stays as written; the rest are replaced', async () => {
    const { events, feedback } = recorder();
    await requestTextShorten(seenText('https://a.test/refused https://a.test/2'), feedback, {});
    await confirmAll(feedback);
    expect(events.map((event) => event.kind)).toEqual(['askFirst', 'failed', 'textDone']);
    expect(events.at(-1)?.detail).toEqual({ text: 'https://a.test/refused https://sho.rt/1', made: 1, written: false });
  });
});
