import { describe, expect, it } from 'vitest';
import { rateView } from './use-rate-limit';

const now = 1_000_000;
describe('rateView', () => {
  it.each([
    ['no meter yet', null, { kind: 'hidden' }],
    ['plenty left', { limit: 30, remaining: 20, resetAt: now + 30_000 }, { kind: 'hidden' }],
    ['a fifth left', { limit: 30, remaining: 6, resetAt: now + 30_000 }, { kind: 'low', remaining: 6, limit: 30 }],
    ['small limits warn at 3', { limit: 5, remaining: 3, resetAt: now + 30_000 }, { kind: 'low', remaining: 3, limit: 5 }],
    ['spent', { limit: 30, remaining: 0, resetAt: now + 12_400 }, { kind: 'wait', seconds: 13 }],
    ['spent but the window passed', { limit: 30, remaining: 0, resetAt: now - 1 }, { kind: 'hidden' }],
  ])('%s', (_, meter, expected) => expect(rateView(meter, now)).toEqual(expected));
});
