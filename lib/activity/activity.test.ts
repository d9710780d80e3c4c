import { afterEach, describe, expect, it } from 'vitest';
import { during, inFlight, quietly, recordFailure, takeFailures, track } from './activity';

// What the e2e harness's settled() reads: work counted while it runs, by what it is, and gone
// once it settles either way; best-effort failures kept with what failed.

afterEach(() => {
  takeFailures();
});

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('track', () => {
  it('counts work until it settles, fulfilled or rejected, and returns it unchanged', async () => {
    const first = deferred<number>();
    const second = deferred();
    const tracked = track('GET /api/urls', first.promise);
    const failing = track('GET /api/urls', second.promise).catch((error: unknown) => error);
    expect(inFlight()).toEqual({ 'GET /api/urls': 2 });
    first.resolve(7);
    expect(await tracked).toBe(7);
    expect(inFlight()).toEqual({ 'GET /api/urls': 1 });
    second.reject(new Error('offline'));
    expect(await failing).toEqual(new Error('offline'));
    expect(inFlight()).toEqual({});
  });

  it('during() counts a task from its synchronous start to its end', async () => {
    const gate = deferred();
    let seen: Record<string, number> = {};
    const run = during('write settings', async () => {
      seen = inFlight();
      await gate.promise;
    });
    expect(seen).toEqual({ 'write settings': 1 });
    gate.resolve();
    await run;
    expect(inFlight()).toEqual({});
  });
});

describe('quietly', () => {
  it('never rejects, answers the fallback, and keeps a trace of the failure', async () => {
    expect(await quietly('note a change in the link index', Promise.reject(new TypeError('no worker')), 'fallback')).toBe('fallback');
    expect(await quietly('remember a link', Promise.resolve(3))).toBe(3);
    expect(takeFailures()).toEqual([{ what: 'note a change in the link index', error: 'TypeError: no worker', at: expect.any(Number) }]);
    expect(takeFailures()).toEqual([]);
    expect(inFlight()).toEqual({});
  });

  it('records what is not an Error by its text', () => {
    recordFailure('store the meter', 'quota');
    expect(takeFailures().map(({ what, error }) => [what, error])).toEqual([['store the meter', 'quota']]);
  });
});
