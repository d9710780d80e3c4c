import { round, spread, type Spread } from './stats';

// The worker wake's figures (bench/worker-wake.ts): the order of the interleaved wakes, and the
// medians and their ratio, which is gated.

export type Waker = 'trim' | 'minimal';

export interface WorkerWake {
  /** A stopped worker woken by one message from its extension's own page: send → reply, timed in the page. */
  trimMs: Spread;
  minimalMs: Spread;
  /** median(Trim) ÷ median(minimal): the budgeted figure. */
  ratio: number;
  /** Spread of trim_i ÷ minimal_i over the rounds. */
  pairRatio: Spread;
  samples: { trimMs: number[]; minimalMs: number[] };
}

/** Each wakes once a round, the first alternating, so neither always follows the other. */
export function wakeOrder(rounds: number): Waker[] {
  return Array.from({ length: rounds }, (_, i): Waker[] => (i % 2 === 0 ? ['trim', 'minimal'] : ['minimal', 'trim'])).flat();
}

export function wakeFigures(trimMs: readonly number[], minimalMs: readonly number[]): WorkerWake {
  if (trimMs.length !== minimalMs.length) throw new Error(`${trimMs.length} wakes of Trim against ${minimalMs.length} of the minimal worker`);
  const trim = spread(trimMs);
  const minimal = spread(minimalMs);
  return {
    trimMs: trim,
    minimalMs: minimal,
    ratio: round(trim.median / minimal.median, 2),
    pairRatio: spread(trimMs.map((ms, i) => ms / (minimalMs[i] as number))),
    samples: { trimMs: trimMs.map((ms) => round(ms)), minimalMs: minimalMs.map((ms) => round(ms)) },
  };
}
