import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '@/lib/api/errors';
import { drainOnce, drainQueue, type DrainDeps } from './drain';
import { enqueue, readQueue, updateQueue, type DeliveredLink, type QueuedShorten } from './store';

/** A fake service: a fixed window of `limit` creates, deduplicating the same URL like the real one. */
function fakeService(limit: number) {
  let now = 1_000_000;
  let used = 0;
  let resetAt = now + 60_000;
  const links = new Map<string, string>();
  const posts: string[] = [];
  return {
    posts,
    links,
    clock: () => now,
    advance(ms: number) {
      now += ms;
      if (now >= resetAt) {
        used = 0;
        resetAt = now + 60_000;
      }
    },
    remaining: () => limit - used,
    resetAt: () => resetAt,
    async create(item: QueuedShorten) {
      posts.push(item.url);
      if (used >= limit) throw new ApiError('rate-limited', 'rate-limited', 'Too Many API Requests.', { retryAfter: Math.ceil((resetAt - now) / 1000) });
      used++;
      const existing = links.get(item.url);
      if (existing) return { shorturl: existing };
      const shorturl = `https://s.example/${links.size + 1}`;
      links.set(item.url, shorturl);
      return { shorturl };
    },
  };
}

function depsFor(service: ReturnType<typeof fakeService>, overrides: Partial<DrainDeps> = {}) {
  const log: { delivered: DeliveredLink[][]; failed: unknown[]; waiting: number[] } = { delivered: [], failed: [], waiting: [] };
  const deps: DrainDeps = {
    installationOf: (item) => item.installation ?? 'a',
    create: (item) => service.create(item),
    exhaustedUntil: () => (service.remaining() <= 0 ? service.resetAt() : null),
    delivered: (batch) => void log.delivered.push(batch),
    failed: (_item, error) => void log.failed.push(error),
    waiting: (at) => void log.waiting.push(at),
    now: service.clock,
    ...overrides,
  };
  return { deps, log };
}

describe('the shorten queue', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('sends in click order and empties the queue', async () => {
    const service = fakeService(30);
    const { deps, log } = depsFor(service);
    for (const n of [1, 2, 3]) await enqueue(`https://example.com/${n}`, 'link', 'a');
    expect(await drainQueue(deps)).toEqual({ status: 'empty', delivered: 3 });
    expect(service.posts).toEqual(['https://example.com/1', 'https://example.com/2', 'https://example.com/3']);
    expect(log.delivered.at(-1)?.map((l) => l.shorturl)).toEqual(['https://s.example/1', 'https://s.example/2', 'https://s.example/3']);
    expect(await readQueue()).toEqual({ items: [], batch: [], waits: {} });
  });

  it('stops at the limit without sending a request it knows is refused, then finishes after the reset', async () => {
    const service = fakeService(30);
    const { deps, log } = depsFor(service);
    for (let n = 1; n <= 45; n++) await enqueue(`https://example.com/${n}`, 'link', 'a');

    const first = await drainQueue(deps);
    expect(first).toEqual({ status: 'waiting', retryAt: service.resetAt() + 1000, delivered: 30 });
    expect(service.posts).toHaveLength(30);
    expect((await readQueue()).items).toHaveLength(15);
    expect(log.waiting).toEqual([service.resetAt() + 1000]);

    // A click during the wait sends nothing and reports the new count.
    await enqueue('https://example.com/46', 'link', 'a');
    expect(await drainQueue(deps)).toMatchObject({ status: 'waiting', delivered: 0 });
    expect(service.posts).toHaveLength(30);
    await updateQueue((s) => ({ state: { ...s, items: s.items.filter((i) => i.url !== 'https://example.com/46') }, result: null }));

    service.advance(61_000);
    expect(await drainQueue(deps)).toEqual({ status: 'empty', delivered: 15 });
    expect(service.posts).toHaveLength(45);
    expect(new Set(service.posts).size).toBe(45);
    expect(service.links.size).toBe(45);
    // The last delivery carries the whole burst, in click order.
    expect(log.delivered.at(-1)).toHaveLength(45);
    expect(log.delivered.at(-1)?.[44]?.url).toBe('https://example.com/45');
  });

  it("waits out each installation's limit on its own: a spent one never holds back another", async () => {
    const services = { a: fakeService(30), b: fakeService(30) };
    const { deps, log } = depsFor(services.a, {
      create: (item) => services[item.installation as 'a' | 'b'].create(item),
      exhaustedUntil: (id) => (services[id as 'a' | 'b'].remaining() <= 0 ? services[id as 'a' | 'b'].resetAt() : null),
    });
    // 45 clicks alternating over both, with a's window nearly spent by others' use.
    for (let n = 0; n < 25; n++) await services.a.create({ id: `x${n}`, url: `https://other.example/${n}`, source: 'link', createdAt: 0 });
    for (let n = 1; n <= 45; n++) await enqueue(`https://example.com/${n}`, 'link', n % 2 ? 'a' : 'b');

    const first = await drainQueue(deps);
    expect(first).toEqual({ status: 'waiting', retryAt: services.a.resetAt() + 1000, delivered: 5 + 22 });
    // Every one of b's links went out, in order, though a's limit ran out after 5.
    expect(services.b.posts).toHaveLength(22);
    expect(services.a.posts.filter((url) => url.startsWith('https://example.com/'))).toHaveLength(5);
    expect((await readQueue()).items.every((item) => item.installation === 'a')).toBe(true);
    expect(log.waiting).toEqual([services.a.resetAt() + 1000]);

    services.a.advance(61_000);
    expect(await drainQueue(deps)).toEqual({ status: 'empty', delivered: 18 });
    expect(services.a.links.size + services.b.links.size).toBe(25 + 45);
    expect(log.delivered.at(-1)).toHaveLength(45);
  });

  it('keeps a refused item (rate limit without a known meter) and waits for Retry-After', async () => {
    const service = fakeService(1);
    const { deps } = depsFor(service, { exhaustedUntil: () => null });
    await enqueue('https://example.com/a', 'page', 'a');
    await enqueue('https://example.com/b', 'page', 'a');
    const outcome = await drainQueue(deps);
    expect(outcome.status).toBe('waiting');
    const queue = await readQueue();
    expect(queue.items.map((i) => i.url)).toEqual(['https://example.com/b']);
    expect(queue.items[0]?.sentAt).toBeUndefined();
    expect(queue.waits).toEqual({ a: outcome.status === 'waiting' ? outcome.retryAt : -1 });

    // Asked again before Retry-After has passed (another click): no request goes out.
    expect((await drainQueue(deps)).status).toBe('waiting');
    expect(service.posts).toHaveLength(2);
  });

  it('drops an item that failed for another reason, reports it, and goes on', async () => {
    const service = fakeService(30);
    const { deps, log } = depsFor(service, {
      create: async (item) => {
        if (item.url.endsWith('/bad')) throw new ApiError('rejected', 'server-message', 'Please enter a valid URL.');
        return service.create(item);
      },
    });
    await enqueue('https://example.com/bad', 'selection', 'a');
    await enqueue('https://example.com/good', 'link', 'a');
    expect(await drainQueue(deps)).toEqual({ status: 'empty', delivered: 1 });
    expect(log.failed).toHaveLength(1);
    expect((log.failed[0] as ApiError).kind).toBe('rejected');
  });

  it('resends an item whose outcome is unknown, and the service returns the same link', async () => {
    const service = fakeService(30);
    await enqueue('https://example.com/x', 'command', 'a');
    // A first worker sent the request, the service made the link, then the worker was stopped.
    await service.create((await readQueue()).items[0]!);
    await updateQueue((s) => ({ state: { ...s, items: s.items.map((i) => ({ ...i, sentAt: 1 })) }, result: null }));

    const { deps, log } = depsFor(service);
    expect(await drainQueue(deps)).toEqual({ status: 'empty', delivered: 1 });
    expect(service.links.size).toBe(1);
    expect(log.delivered[0]?.[0]?.shorturl).toBe('https://s.example/1');
  });

  it('sends the body fixed at click time, even if the defaults changed since', async () => {
    const service = fakeService(30);
    const bodies: unknown[] = [];
    const { deps } = depsFor(service, {
      create: async (item) => {
        bodies.push(item.input);
        return service.create(item);
      },
    });
    await enqueue('https://example.com/fixed', 'link', 'a', { input: { url: 'https://example.com/fixed', campaign: 3, status: 'public' } });
    await drainQueue(deps);
    expect(bodies).toEqual([{ url: 'https://example.com/fixed', campaign: 3, status: 'public' }]);
  });

  it('runs one drain at a time and picks up clicks made during it', async () => {
    const service = fakeService(30);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { deps } = depsFor(service, {
      create: async (item) => {
        await gate;
        return service.create(item);
      },
    });
    await enqueue('https://example.com/1', 'link', 'a');
    const first = drainOnce(deps);
    await enqueue('https://example.com/2', 'link', 'a');
    const second = drainOnce(deps);
    release();
    await Promise.all([first, second]);
    expect(service.posts).toEqual(['https://example.com/1', 'https://example.com/2']);
    expect((await readQueue()).items).toEqual([]);
  });
});
