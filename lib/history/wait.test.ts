import { describe, expect, it } from 'vitest';
import { EMPTY_INDEX, type LinkIndex } from './schema';
import { indexIsStale } from './run-refresh';
import { refreshWait } from './wait';

const NOW = Date.UTC(2026, 10, 24, 12);
const refused = (retryAfter: number, at = NOW): LinkIndex => ({ ...EMPTY_INDEX, failure: { error: { kind: 'rate-limited', code: 'server-message', retryAfter }, at } });
const spent = { limit: 30, remaining: 0, resetAt: NOW + 18_000 };

describe('a refresh held back by the rate limit', () => {
  it('waits for the shared meter’s reset and its margin, spent or nearly spent', () => {
    expect(refreshWait(EMPTY_INDEX, 'deferred', spent, NOW)).toEqual({ until: NOW + 19_000, spent: true });
    expect(refreshWait(EMPTY_INDEX, 'deferred', { ...spent, remaining: 4 }, NOW)).toEqual({ until: NOW + 19_000, spent: false });
    expect(refreshWait(refused(18), 'failed', spent, NOW)).toEqual({ until: NOW + 19_000, spent: true });
  });

  it('without a meter, from the refusal’s Retry-After when it was stored', () => {
    expect(refreshWait(refused(18, NOW - 5_000), null, null, NOW)).toEqual({ until: NOW + 14_000, spent: true });
    expect(refreshWait(refused(18, NOW - 20_000), null, null, NOW)).toBeNull();
  });

  it('holds nothing back otherwise: another failure, a refresh that went, a window already open', () => {
    const server: LinkIndex = { ...EMPTY_INDEX, failure: { error: { kind: 'server', code: 'server-failed' }, at: NOW } };
    expect(refreshWait(server, 'failed', spent, NOW)).toBeNull();
    expect(refreshWait(EMPTY_INDEX, 'refreshed', spent, NOW)).toBeNull();
    expect(refreshWait(EMPTY_INDEX, 'deferred', { ...spent, resetAt: NOW - 1_000 }, NOW)).toBeNull();
  });

  it('a page asks again once the refusal’s wait is over, not ten minutes after it', () => {
    const index = { ...refused(18), refreshedAt: NOW - 60_000 };
    expect(indexIsStale(index, NOW + 18_500)).toBe(false);
    expect(indexIsStale(index, NOW + 19_000)).toBe(true);
  });
});
