import { describe, expect, it } from 'vitest';
import { EMPTY_STATUS, type IndexStatus } from './status';
import { indexIsStale } from './run-refresh';
import { refreshWait } from './wait';

const NOW = Date.UTC(2026, 10, 24, 12);
const refused = (retryAfter: number, at = NOW): IndexStatus => ({ ...EMPTY_STATUS, failure: { error: { kind: 'rate-limited', code: 'server-message', retryAfter }, at } });
const spent = { limit: 30, remaining: 0, resetAt: NOW + 18_000 };

describe('a refresh held back by the rate limit', () => {
  it('waits for the shared meter’s reset and its margin, spent or nearly spent', () => {
    expect(refreshWait(EMPTY_STATUS, 'deferred', spent, NOW)).toEqual({ until: NOW + 19_000, spent: true });
    expect(refreshWait(EMPTY_STATUS, 'deferred', { ...spent, remaining: 4 }, NOW)).toEqual({ until: NOW + 19_000, spent: false });
    expect(refreshWait(refused(18), 'failed', spent, NOW)).toEqual({ until: NOW + 19_000, spent: true });
  });

  it('without a meter, from the refusal’s Retry-After when it was stored', () => {
    expect(refreshWait(refused(18, NOW - 5_000), null, null, NOW)).toEqual({ until: NOW + 14_000, spent: true });
    expect(refreshWait(refused(18, NOW - 20_000), null, null, NOW)).toBeNull();
  });

  it('holds nothing back otherwise: another failure, a refresh that went, a window already open', () => {
    const server: IndexStatus = { ...EMPTY_STATUS, failure: { error: { kind: 'server', code: 'server-failed' }, at: NOW } };
    expect(refreshWait(server, 'failed', spent, NOW)).toBeNull();
    expect(refreshWait(EMPTY_STATUS, 'refreshed', spent, NOW)).toBeNull();
    expect(refreshWait(EMPTY_STATUS, 'deferred', { ...spent, resetAt: NOW - 1_000 }, NOW)).toBeNull();
  });

  it('a page asks again once the refusal’s wait is over, not ten minutes after it', () => {
    const index = { ...refused(18), whole: true, refreshedAt: NOW - 60_000 };
    expect(indexIsStale(index, NOW + 18_500)).toBe(false);
    expect(indexIsStale(index, NOW + 19_000)).toBe(true);
  });
});

describe('indexIsStale', () => {
  const whole: IndexStatus = { ...EMPTY_STATUS, source: 's', whole: true, refreshedAt: NOW - 60_000 };
  it.each<[string, IndexStatus, boolean]>([
    ['a whole index read a minute ago is fresh', whole, false],
    ['a whole index read six hours ago is stale', { ...whole, refreshedAt: NOW - 6 * 3_600_000 }, true],
    ['an index not yet whole, with no fill under way (new, or carried over), is stale at once', { ...whole, whole: false }, true],
    ['a fill under way goes on by itself: no page asks', { ...whole, whole: false, fill: { read: 100, total: 500, paused: false, waitUntil: null, slow: false } }, false],
    ['a paused fill waits for the user', { ...whole, whole: false, fill: { read: 100, total: 500, paused: true, waitUntil: null, slow: false } }, false],
    ['a failure holds a page back ten minutes', { ...whole, refreshedAt: 0, failure: { error: { kind: 'network', code: 'unreachable' }, at: NOW - 60_000 } }, false],
  ])('%s', (_, status, stale) => {
    expect(indexIsStale(status, NOW)).toBe(stale);
  });
});
