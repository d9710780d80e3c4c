import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { TEST_INSTALLATION, testConnection } from '@/lib/connection/test-utils';

import { dayOf } from './days';
import { indexIsStale, refreshLinkIndex } from './run-refresh';
import { readClickHistory, readLinkIndex } from './store';

// The whole refresh over the real transport and link schema, against answers as real servers
// send them: numbers as strings, fields left out, `error` as "0".

const NOW = Date.UTC(2026, 10, 24, 12);

function answer(items: unknown[], page = 1, next: number | null = null) {
  return { body: JSON.stringify({ error: '0', data: { result: String(items.length), perpage: '100', currentpage: String(page), nextpage: next, maxpage: '1', urls: items } }) };
}

beforeEach(() => fakeBrowser.reset());

describe('refreshLinkIndex', () => {
  it('fills the index from a server that sends fewer fields and numbers as strings, and records only the totals it was told', async () => {
    const { connection, requests } = testConnection(() =>
      answer([
        { id: '7', shorturl: 'https://s.test/seven', longurl: 'https://example.com/7', clicks: '12', date: '2026-11-20 10:00:00' },
        { id: 8, alias: 'eight', shorturl: 'https://s.test/eight' },
      ]),
    );
    expect(await refreshLinkIndex(connection, { now: () => NOW })).toBe('refreshed');
    expect(requests.map((r) => new URL(r.url).search)).toEqual(['?limit=100&page=1&order=date']);

    const source = connection.source;
    const index = await readLinkIndex(TEST_INSTALLATION, source);
    expect(index.links).toEqual([
      { id: 7, alias: '', shorturl: 'https://s.test/seven', longurl: 'https://example.com/7', title: '', clicks: 12, date: '2026-11-20 10:00:00' },
      { id: 8, alias: 'eight', shorturl: 'https://s.test/eight', longurl: '', title: '', clicks: null, date: '' },
    ]);
    expect(index).toMatchObject({ refreshedAt: NOW, coverage: null, failure: null });
    // No total for link 8: a made-up 0 would read as a counter reset the day it is reported.
    expect((await readClickHistory(TEST_INSTALLATION, source)).series).toEqual({ '7': { start: dayOf(NOW), base: 12, steps: [] } });
    expect(indexIsStale(index, NOW + 60_000)).toBe(false);
  });

  it('a failed refresh keeps the links it had, says why and when it last succeeded, and is not retried at once', async () => {
    let fail = false;
    const { connection } = testConnection(() => (fail ? { status: 500, body: '<html>Server error</html>' } : answer([{ id: 1, shorturl: 'https://s.test/one', clicks: 3 }])));
    const before = NOW - 7 * 60 * 60 * 1000;
    await refreshLinkIndex(connection, { now: () => before });
    fail = true;
    expect(await refreshLinkIndex(connection, { now: () => NOW })).toBe('failed');
    const index = await readLinkIndex(TEST_INSTALLATION, connection.source);
    expect(index.links.map((link) => link.id)).toEqual([1]);
    expect(index.refreshedAt).toBe(before);
    expect(index.failure).toEqual({ error: { kind: 'server', code: 'server-failed', status: 500 }, at: NOW });
    // Older than its lifetime, yet a page showing it does not ask again for ten minutes.
    expect(indexIsStale(index, NOW + 5 * 60 * 1000)).toBe(false);
    expect(indexIsStale(index, NOW + 11 * 60 * 1000)).toBe(true);
  });

  it('leaves the last requests of a nearly spent window alone', async () => {
    const { connection, requests } = testConnection(() => ({
      ...answer([]),
      headers: { 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '4', 'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 60) },
    }));
    await connection.meter.record({ limit: 30, remaining: 4, resetAt: new Date(Date.now() + 60_000) });
    expect(await refreshLinkIndex(connection)).toBe('deferred');
    expect(requests).toEqual([]);
  });
});

describe('refreshLinkIndex, what it must not lose', () => {
  const links = [{ id: 1, shorturl: 'https://s.test/one', clicks: 3, date: '2026-11-20 10:00:00' }];

  it('a changed key that fails keeps the other connection’s index and history until one answers', async () => {
    const good = testConnection(() => answer(links)).connection;
    await refreshLinkIndex(good, { now: () => NOW });
    const typo = testConnection(() => ({ status: 403, body: '{"error":1,"message":"A valid API key is required to use this service."}' }), {}).connection;
    Object.assign(typo.settings, { apiKey: 'typo' });
    expect(await refreshLinkIndex(typo, { force: true, now: () => NOW + 1000 })).toBe('failed');
    const source = good.source;
    expect((await readLinkIndex(TEST_INSTALLATION, source)).links.map((link) => link.id)).toEqual([1]);
    expect(Object.keys((await readClickHistory(TEST_INSTALLATION, source)).series)).toEqual(['1']);
  });

  it('writes nothing for an installation removed while the pages came in', async () => {
    const { connection } = testConnection(() => answer(links));
    expect(await refreshLinkIndex(connection, { now: () => NOW, stillThere: async () => false })).toBe('failed');
    expect(await fakeBrowser.storage.local.get(null)).not.toHaveProperty(`linkIndex:${TEST_INSTALLATION}`);
  });

  it('the daily alarm refreshes once per calendar day, not once per lifetime', async () => {
    const { connection, requests } = testConnection(() => answer(links));
    const lateYesterday = new Date(2026, 10, 23, 23, 0).getTime();
    const earlyToday = new Date(2026, 10, 24, 1, 0).getTime();
    await refreshLinkIndex(connection, { now: () => lateYesterday });
    // Two hours later, but another day: the day needs its snapshot.
    expect(await refreshLinkIndex(connection, { daily: true, now: () => earlyToday })).toBe('refreshed');
    expect(await refreshLinkIndex(connection, { daily: true, now: () => earlyToday + 60_000 })).toBe('fresh');
    expect(requests).toHaveLength(2);
  });
});
