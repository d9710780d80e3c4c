import { describe, expect, it } from 'vitest';
import { rateView } from './rate-view';

const now = 1_000_000;
describe('rateView', () => {
  it.each([
    ['no meter yet', null, { kind: 'hidden' }],
    ['plenty left', { limit: 30, remaining: 20, resetAt: now + 30_000 }, { kind: 'hidden' }],
    ['a fifth left', { limit: 30, remaining: 6, resetAt: now + 30_000 }, { kind: 'low', remaining: 6, limit: 30 }],
    ['small limits warn at 3', { limit: 5, remaining: 3, resetAt: now + 30_000 }, { kind: 'low', remaining: 3, limit: 5 }],
    // The wait runs to a second past the reset: servers name it in whole seconds, up to a second early.
    ['spent', { limit: 30, remaining: 0, resetAt: now + 12_400 }, { kind: 'wait', seconds: 14 }],
    ['spent, the reset named just passed', { limit: 30, remaining: 0, resetAt: now - 400 }, { kind: 'wait', seconds: 1 }],
    ['spent but the window passed', { limit: 30, remaining: 0, resetAt: now - 1000 }, { kind: 'hidden' }],
  ])('%s', (_, meter, expected) => expect(rateView(meter, now)).toEqual(expected));

  it('follows the wait the surface knows about, and its own threshold', () => {
    const spent = { limit: 30, remaining: 0, resetAt: now + 12_400 };
    expect(rateView(spent, now, { secondsLeft: 4 })).toEqual({ kind: 'wait', seconds: 4 });
    // Not blocked yet on this surface: the spent meter shows as the quiet meter.
    expect(rateView(spent, now, { secondsLeft: 0 })).toEqual({ kind: 'low', remaining: 0, limit: 30 });
    expect(rateView({ limit: 6, remaining: 5, resetAt: now + 30_000 }, now, { secondsLeft: 0, threshold: 5 })).toEqual({
      kind: 'low',
      remaining: 5,
      limit: 6,
    });
    expect(rateView({ limit: 6, remaining: 5, resetAt: now + 30_000 }, now)).toEqual({ kind: 'hidden' });
  });
});
