import { useEffect, useState } from 'preact/hooks';
import { rateLimitItem, type StoredRateLimit } from '@/lib/connection/rate-limit';

/** The rate-limit meter shared by all surfaces (the last response's headers), followed live. */
export function useRateLimitMeter(): StoredRateLimit | null {
  const [meter, setMeter] = useState<StoredRateLimit | null>(null);
  useEffect(() => {
    let live = true;
    void rateLimitItem.getValue().then((value) => live && setMeter(value));
    const stop = rateLimitItem.watch((value) => setMeter(value ?? null));
    return () => {
      live = false;
      stop();
    };
  }, []);
  return meter;
}
