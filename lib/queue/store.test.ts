import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { enqueue, readQueue } from './store';

describe('queue store: what storage holds is checked on read', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each([
    ['nothing stored', undefined, 0],
    ['not an object', 'garbage', 0],
    ['items not a list', { items: 5, batch: [], retryAt: null }, 0],
    ['one corrupt item among good ones', { items: [{ id: 'a', url: 'https://a.test/', source: 'page', createdAt: 1 }, { id: 7 }, null], batch: [], retryAt: 3 }, 1],
    ['unknown source', { items: [{ id: 'a', url: 'https://a.test/', source: 'telepathy', createdAt: 1 }], batch: [] }, 0],
    ['input without a url', { items: [{ id: 'a', url: 'https://a.test/', source: 'link', createdAt: 1, input: { custom: 'x' } }], batch: [] }, 0],
    ['an item stored before installations (it goes to the default one)', { items: [{ id: 'a', url: 'https://a.test/', source: 'link', createdAt: 1 }], retryAt: 5 }, 1],
    ['an installation that is not a string', { items: [{ id: 'a', url: 'https://a.test/', source: 'link', createdAt: 1, installation: 7 }] }, 0],
  ])('%s', async (_name, stored, expectedItems) => {
    await fakeBrowser.storage.local.set({ queue: stored });
    const queue = await readQueue();
    expect(queue.items).toHaveLength(expectedItems);
    expect(Array.isArray(queue.batch)).toBe(true);
    expect(Object.values(queue.waits).every((at) => typeof at === 'number')).toBe(true);
  });

  it('keeps only well-formed waits', async () => {
    await fakeBrowser.storage.local.set({ queue: { items: [], batch: [], waits: { a: 5, b: 'soon', c: Number.NaN } } });
    expect((await readQueue()).waits).toEqual({ a: 5 });
  });

  it('keeps an enqueued item, its exact body included, across a read', async () => {
    const input = { url: 'https://example.com/x', custom: 'alias', status: 'public' as const };
    const item = await enqueue('https://example.com/x', 'link', 'a', { input, madeFor: { origin: 'https://a.test', name: 'A' }, now: 42 });
    expect((await readQueue()).items).toEqual([item]);
    expect((await readQueue()).items[0]?.input).toEqual(input);
  });
});
