import { useEffect, useState } from 'preact/hooks';
import { rateLimitItem, type StoredRateLimit } from '../connection/rate-limit';

/** The last rate-limit meter any surface saw, plus a clock that ticks while a reset is ahead. */
export function useRateLimit(): { meter: StoredRateLimit | null; now: number } {
  const [meter, setMeter] = useState<StoredRateLimit | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let live = true;
    void rateLimitItem.getValue().then((value) => live && setMeter(value));
    const stop = rateLimitItem.watch((value) => setMeter(value));
    return () => {
      live = false;
      stop();
    };
  }, []);
  const waiting = meter !== null && meter.remaining === 0 && meter.resetAt > now;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return { meter, now };
}

export type RateView = { kind: 'hidden' } | { kind: 'low'; remaining: number; limit: number } | { kind: 'wait'; seconds: number };

/** Quiet unless it matters: shown when a fifth or less of the window is left, a countdown at zero. */
export function rateView(meter: StoredRateLimit | null, now: number): RateView {
  if (meter === null || meter.resetAt <= now) return { kind: 'hidden' };
  if (meter.remaining === 0) return { kind: 'wait', seconds: Math.max(1, Math.ceil((meter.resetAt - now) / 1000)) };
  if (meter.limit > 0 && meter.remaining <= Math.max(3, Math.floor(meter.limit / 5))) {
    return { kind: 'low', remaining: meter.remaining, limit: meter.limit };
  }
  return { kind: 'hidden' };
}
