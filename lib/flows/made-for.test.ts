import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { newBatch, readBatch, updateBatch } from '@/lib/bulk/batch';
import { previewBulk } from '@/lib/bulk/preview';
import { describeApiError, storedErrorTitle } from '@/lib/i18n/describe-error';
import { saveInstallation, withoutInstallation } from '@/lib/installations/installations';
import { readQueue, updateQueue } from '@/lib/queue';
import { getSettings, updateSettings } from '@/lib/settings/items';
import { DEFAULT_SHORTEN_DEFAULTS, type Installation } from '@/lib/settings/schema';
import { batchInstallation } from './batch-installation';
import { requestShorten, resumeQueue, type ShortenFeedback } from './queued-shorten';
import { decideText, requestTextShorten } from './text-shorten';

// Issue #41, item 7: what waits to be sent later (a right-click's link in the queue, a text held
// for the user's answer, a bulk batch) goes only where its installation pointed when it was asked
// for. Installation "Work" is at https://a.example with key-a; the user then gives it
// https://b.example. Nothing of what waited may reach b, with a's key or any other; the user is
// told why. What an older version stored, without an origin, still goes as it always did.

const work = (baseUrl: string): Installation => ({ id: 'work', name: 'Work', connection: { baseUrl, apiKey: 'key-a' }, defaults: DEFAULT_SHORTEN_DEFAULTS });
const home: Installation = { id: 'home', name: 'Home', connection: { baseUrl: 'https://home.example', apiKey: 'key-h' }, defaults: DEFAULT_SHORTEN_DEFAULTS };

const sentTo: string[] = [];
let refusing = false;

function recorder() {
  const told: { title: string; hint: string }[] = [];
  const made: string[] = [];
  const feedback: ShortenFeedback = {
    delivered: async (batch) => void made.push(...batch.map((link) => link.url)),
    failed: async (_item, error) => void told.push(describeApiError(error)),
    waiting: async () => undefined,
    unusable: async () => undefined,
    textDone: async () => undefined,
    askFirst: async () => undefined,
  };
  return { told, made, feedback };
}

/** The window reopens: a minute and more later. */
const later = () => vi.setSystemTime(Date.now() + 120_000);

beforeEach(async () => {
  fakeBrowser.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  sentTo.length = 0;
  refusing = false;
  (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => true) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (refusing) return new Response(JSON.stringify({ error: 1, message: 'Too Many Requests' }), { status: 429, headers: { 'Retry-After': '60' } });
      const { url: long } = JSON.parse(String(init.body)) as { url: string };
      sentTo.push(`${new URL(url).origin} ${new Headers(init.headers).get('Authorization')} ${long}`);
      return new Response(JSON.stringify({ error: 0, id: sentTo.length, shorturl: `https://s.example/${sentTo.length}` }), { status: 200 });
    }),
  );
  await saveInstallation(home);
  await saveInstallation(work('https://a.example'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A right-click for Work that the rate limit holds back: it waits in the queue. */
async function queuedForWork(url: string) {
  refusing = true;
  await requestShorten(url, 'link', recorder().feedback, { installation: 'work' });
  refusing = false;
  expect((await readQueue()).items.map((item) => item.url)).toEqual([url]);
}

describe('a right-click queued for an installation', () => {
  it('is never sent once the installation points at another origin, and the notice says why', async () => {
    await queuedForWork('https://example.com/secret-plan');
    await saveInstallation(work('https://b.example'));
    later();
    const { told, feedback } = recorder();
    await resumeQueue(feedback);
    expect(sentTo).toEqual([]);
    expect((await readQueue()).items).toEqual([]);
    expect(told).toEqual([
      {
        kind: 'auth',
        title: 'The service address changed',
        hint: 'This was asked for while the address was https://a.example; Trim sent nothing of it to https://b.example. Shorten it again if you want it made there.',
      },
    ]);
  });

  it('is sent where it was asked for when only the path changed (the same origin)', async () => {
    await queuedForWork('https://example.com/a');
    await saveInstallation(work('https://a.example/short/'));
    later();
    await resumeQueue(recorder().feedback);
    expect(sentTo).toEqual(['https://a.example Bearer key-a https://example.com/a']);
  });

  it('whose installation was removed is sent nowhere, and the notice names it while another installation exists', async () => {
    await queuedForWork('https://example.com/a');
    // The race: removed while the queue waited, before the worker dropped its links.
    await updateSettings((settings) => withoutInstallation(settings, 'work'));
    later();
    const { told, feedback } = recorder();
    await resumeQueue(feedback);
    expect(sentTo).toEqual([]);
    expect(told.map(({ title }) => title)).toEqual(['“Work” was removed']);
    expect(told[0]?.hint).toBe('Trim sent this link nowhere else. Shorten it again with another installation if you still want it.');
  });

  it('stored by an earlier version, without an origin, goes to its installation as it is now', async () => {
    await saveInstallation(work('https://b.example'));
    await updateQueue((state) => ({ state: { ...state, items: [{ id: '1', url: 'https://example.com/old', installation: 'work', source: 'link', createdAt: 1 }] }, result: null }));
    await resumeQueue(recorder().feedback);
    expect(sentTo).toEqual(['https://b.example Bearer key-a https://example.com/old']);
  });

  it('stored by an earlier version whose installation was removed says so, not "not set up"', async () => {
    await updateQueue((state) => ({ state: { ...state, items: [{ id: '1', url: 'https://example.com/old', installation: 'gone', source: 'link', createdAt: 1 }] }, result: null }));
    const { told, feedback } = recorder();
    await resumeQueue(feedback);
    expect(sentTo).toEqual([]);
    expect(told.map(({ title }) => title)).toEqual(['Its installation was removed']);
  });

  it('made after the change, during the same pass, goes to the new origin it was asked for', async () => {
    await queuedForWork('https://example.com/first');
    await saveInstallation(work('https://b.example'));
    later();
    // The click for b starts the pass: the older link, made for a, is refused; the new one goes to b.
    const { told, made, feedback } = recorder();
    await requestShorten('https://example.com/second', 'link', feedback, { installation: 'work' });
    expect(sentTo).toEqual(['https://b.example Bearer key-a https://example.com/second']);
    expect(made).toEqual(['https://example.com/second']);
    expect(told.map(({ title }) => title)).toEqual(['The service address changed']);
  });
});

describe('a text held for the user’s answer', () => {
  it('sends nothing when its installation points elsewhere by the time the user answers', async () => {
    // Two addresses or more are always held for the user's answer.
    const addresses = Array.from({ length: 11 }, (_, n) => `https://example.com/${n}`);
    let held = '';
    const { told, feedback } = recorder();
    await requestTextShorten({ text: addresses.join(' '), seen: addresses.join(' ') }, { ...feedback, askFirst: async (id) => void (held = id) }, { installation: 'work' });
    expect(held).not.toBe('');
    await saveInstallation(work('https://b.example'));
    await decideText(held, addresses, feedback);
    expect(sentTo).toEqual([]);
    expect((await readQueue()).items).toEqual([]);
    expect(told.map(({ title }) => title)).toEqual(['The service address changed']);
  });
});

describe('a bulk batch', () => {
  const rows = previewBulk('https://example.com/1\nhttps://example.com/2').rows;

  it('is refused once its installation points at another origin: every line not settled fails with why, and nothing is sent', async () => {
    const batch = newBatch(rows, 'work', { origin: 'https://a.example' }, DEFAULT_SHORTEN_DEFAULTS);
    await updateBatch(() => ({ batch, result: null }));
    await saveInstallation(work('https://b.example'));
    expect(await batchInstallation(batch)).toBeNull();
    const stored = await readBatch();
    expect(stored?.status).toBe('finished');
    expect(stored?.lines.map((line) => [line.state, line.error && storedErrorTitle(line.error)])).toEqual([
      ['failed', 'The service address changed'],
      ['failed', 'The service address changed'],
    ]);
    expect(sentTo).toEqual([]);
  });

  it('goes to its installation while it points where the batch was made, and as it is now when stored without an origin', async () => {
    const batch = newBatch(rows, 'work', { origin: 'https://a.example' }, DEFAULT_SHORTEN_DEFAULTS);
    expect((await batchInstallation(batch))?.connection.baseUrl).toBe('https://a.example');
    await saveInstallation(work('https://b.example'));
    const { madeFor: _madeFor, ...older } = batch;
    expect((await batchInstallation(older))?.connection.baseUrl).toBe('https://b.example');
    expect((await getSettings()).installations).toHaveLength(2);
  });
});
