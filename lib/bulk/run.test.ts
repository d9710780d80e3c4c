import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '@/lib/api/errors';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { batchControls, countLines, newBatch, readBatch, updateBatch, type BatchLine } from './batch';
import { previewBulk } from './preview';
import { runBatch, type RunDeps } from './run';

/**
 * A service that does NOT de-duplicate (a resend would make a second link), with a window of
 * `limit` requests, and faults by request number: `made-then-lost` makes the link and loses
 * the answer (a dropped connection, a 500 page after the insert), `lost` fails before making it.
 */
function fakeService(limit = 1000, faults: Record<number, 'made-then-lost' | 'lost' | 'refused'> = {}) {
  let now = 1_000_000;
  let used = 0;
  let resetAt = now + 60_000;
  let requests = 0;
  const links: { url: string; alias: string; shorturl: string }[] = [];
  const log: string[] = [];
  const spend = () => {
    requests++;
    if (used >= limit) throw new ApiError('rate-limited', 'rate-limited', 'Too Many API Requests.', { retryAfter: Math.ceil((resetAt - now) / 1000) });
    used++;
    return requests;
  };
  const service = {
    links,
    log,
    requests: () => requests,
    advance(ms: number) {
      now += ms;
      if (now >= resetAt) {
        used = 0;
        resetAt = now + 60_000;
      }
    },
    deps(): RunDeps {
      return {
        async create(line) {
          const n = spend();
          log.push(`create ${line.line}`);
          const fault = faults[n];
          if (fault === 'lost') throw new ApiError('network', 'unreachable', 'dropped');
          if (fault === 'refused') throw new ApiError('rejected', 'server-message', TAKEN, { status: 200, serverMessage: TAKEN });
          const shorturl = `https://s.example/${links.length + 1}`;
          links.push({ url: line.url, alias: line.alias, shorturl });
          if (fault === 'made-then-lost') throw new ApiError('server', 'server-failed', 'HTTP 500');
          return { shorturl };
        },
        async findExisting(line) {
          spend();
          log.push(`lookup ${line.line}`);
          const link = links.find((l) => l.url === line.url && (line.alias === '' || l.alias === line.alias));
          return link ? { shorturl: link.shorturl } : null;
        },
        exhaustedUntil: () => (used >= limit ? resetAt : null),
        now: () => now,
      };
    },
  };
  return service;
}

const TAKEN = 'That alias is taken. Please choose another one.';
const DEFAULTS = DEFAULT_SHORTEN_DEFAULTS;

async function start(lines: string[]) {
  const preview = previewBulk(lines.join('\n'));
  await updateBatch(() => ({ batch: newBatch(preview.rows, 'work', { origin: 'https://work.test' }, DEFAULTS, 0), result: null }));
  return preview;
}

const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://example.com/bulk/${i + 1}`);

describe('runBatch: every valid line once, in input order', () => {
  beforeEach(() => fakeBrowser.reset());

  it('sends only valid lines, never a duplicate or an invalid one, and finishes', async () => {
    await start(['https://a.example', 'nope', 'https://b.example', 'https://a.example']);
    const service = fakeService();
    expect(await runBatch(service.deps())).toEqual({ status: 'finished' });
    expect(service.log).toEqual(['create 1', 'create 3']);
    const batch = await readBatch();
    expect(batch?.status).toBe('finished');
    expect(batch?.lines.map((l) => [l.line, l.state, l.shorturl])).toEqual([
      [1, 'done', 'https://s.example/1'],
      [3, 'done', 'https://s.example/2'],
    ]);
  });

  it('reads a batch whose line holds the sentence an older version stored', async () => {
    await start(['https://a.example']);
    const stored = await browser.storage.local.get('bulk');
    const batch = stored['bulk'] as { lines: Record<string, unknown>[] };
    batch.lines[0] = { ...batch.lines[0], state: 'failed', error: 'Dieser Alias ist vergeben.' };
    await browser.storage.local.set({ bulk: batch });
    expect((await readBatch())?.lines[0]?.error).toBe('Dieser Alias ist vergeben.');
  });

  it('an answer that proves nothing is looked up before any resend: one link per line, one lookup per such answer', async () => {
    const service = fakeService(1000, { 3: 'made-then-lost', 7: 'lost', 12: 'made-then-lost' });
    await start(urls(20));
    expect(await runBatch(service.deps())).toEqual({ status: 'finished' });
    // Exactly one link per line, even though this service would make a second one on a resend.
    expect(service.links.map((l) => l.url).sort()).toEqual(urls(20).sort());
    // 20 creates, 3 lookups, and one resend for the line the service never made.
    expect(service.requests()).toBe(20 + 3 + 1);
    expect(service.log.filter((entry) => entry.startsWith('lookup'))).toHaveLength(3);
    const batch = await readBatch();
    expect(batch && countLines(batch)).toMatchObject({ done: 20, failed: 0, unsure: 0 });
  });

  it('a line the worker was stopped on (its request marked, never answered) is looked up, not resent blindly', async () => {
    const service = fakeService();
    await start(urls(2));
    // The first request went out and made the link; then the worker stopped.
    await service.deps().create((await readBatch())!.lines[0]!, (await readBatch())!);
    await updateBatch((b) => ({ batch: b && { ...b, lines: b.lines.map((l, i): BatchLine => (i === 0 ? { ...l, sentAt: 5 } : l)) }, result: null }));
    await runBatch(service.deps());
    expect(service.log).toEqual(['create 1', 'create 2', 'lookup 1']);
    expect(service.links).toHaveLength(2);
  });

  it('waits out the rate limit without a refused request, and goes on after the reset', async () => {
    const service = fakeService(10);
    await start(urls(25));
    // The wake-up is arranged before the batch shows the wait: a worker stopped then still resumes.
    const wakeUps: { until: number; shown: number | null | undefined }[] = [];
    const first = await runBatch({ ...service.deps(), waiting: async (until) => void wakeUps.push({ until, shown: (await readBatch())?.waitUntil }) });
    expect(first.status).toBe('waiting');
    expect(wakeUps).toEqual([{ until: first.status === 'waiting' ? first.until : -1, shown: null }]);
    expect((await readBatch())?.waitUntil).toBe(first.status === 'waiting' ? first.until : -1);
    expect(service.requests()).toBe(10);
    // Asked again before the reset (the popup opened, a click): nothing goes out.
    expect((await runBatch(service.deps())).status).toBe('waiting');
    expect(service.requests()).toBe(10);
    for (let round = 0; round < 3; round++) {
      service.advance(61_000);
      await runBatch(service.deps());
    }
    expect(service.links).toHaveLength(25);
    expect(service.requests()).toBe(25);
  });

  it("a line the service refuses fails with the server's message; pause, resume, cancel and retry do what they say", async () => {
    const service = fakeService(1000, { 2: 'refused' });
    await start(urls(5));
    await updateBatch((b) => ({ batch: b && batchControls.pause(b), result: null }));
    expect(await runBatch(service.deps())).toEqual({ status: 'idle' });
    expect(service.requests()).toBe(0);

    await updateBatch((b) => ({ batch: b && batchControls.resume(b), result: null }));
    const deps = service.deps();
    let sent = 0;
    // Cancel after three requests: what is done stays done, the rest is never sent.
    const cancelling: RunDeps = {
      ...deps,
      async create(line, batch) {
        if (++sent === 4) await updateBatch((b) => ({ batch: b && batchControls.cancel(b), result: null }));
        return deps.create(line, batch);
      },
    };
    await runBatch(cancelling);
    let batch = (await readBatch())!;
    expect(batch.status).toBe('cancelled');
    expect(batch.lines.map((l) => l.state)).toEqual(['done', 'failed', 'done', 'done', 'cancelled']);
    // Kept as a code and the server's words, worded when shown.
    expect(batch.lines[1]?.error).toEqual({ kind: 'rejected', code: 'server-message', status: 200, serverMessage: TAKEN });

    await updateBatch((b) => ({ batch: b && batchControls.retryFailed(b), result: null }));
    await runBatch(service.deps());
    batch = (await readBatch())!;
    expect(batch.status).toBe('finished');
    expect(countLines(batch)).toMatchObject({ done: 5, failed: 0, cancelled: 0 });
    expect(service.links).toHaveLength(5);
  });
});
