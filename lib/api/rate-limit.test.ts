import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { RETRY_MARGIN_MS, retryAt } from './rate-limit';

const NOW = 1_000_000;
const refused = (details: { resetAt?: Date; retryAfter?: number }) => new ApiError('rate-limited', 'rate-limited', 'Too Many API Requests.', details);

describe('retryAt: when a refused request may go again', () => {
  it.each([
    ['the reset ahead', { resetAt: new Date(NOW + 30_000) }, NOW + 30_000],
    ['the reset ahead, over Retry-After', { resetAt: new Date(NOW + 30_000), retryAfter: 5 }, NOW + 30_000],
    ['a reset already passed: Retry-After', { resetAt: new Date(NOW - 1), retryAfter: 5 }, NOW + 5_000],
    ['a reset right now: Retry-After', { resetAt: new Date(NOW), retryAfter: 2 }, NOW + 2_000],
    ['Retry-After alone', { retryAfter: 12 }, NOW + 12_000],
    ['Retry-After of zero', { retryAfter: 0 }, NOW],
    ['a reset passed and no Retry-After: the documented minute', { resetAt: new Date(NOW - 5_000) }, NOW + 60_000],
    ['nothing told: the documented minute', {}, NOW + 60_000],
  ] as const)('%s', (_name, details, base) => {
    expect(retryAt(refused(details), NOW)).toBe(base + RETRY_MARGIN_MS);
  });

  it('is never sooner than the margin past now', () => {
    for (const details of [{}, { retryAfter: 0 }, { resetAt: new Date(NOW + 1) }, { resetAt: new Date(0) }]) {
      expect(retryAt(refused(details), NOW)).toBeGreaterThanOrEqual(NOW + RETRY_MARGIN_MS);
    }
  });
});
