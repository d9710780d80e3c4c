import { useEffect, useState } from 'preact/hooks';
import { rateLimitItem, type StoredRateLimit } from '@/lib/connection/rate-limit';

/** The rate-limit meter shared by all surfaces (the last response's headers). */
export function useRateLimitMeter(): StoredRateLimit | null {
  const [meter, setMeter] = useState<StoredRateLimit | null>(null);
  useEffect(() => {
    void rateLimitItem.getValue().then(setMeter);
    return rateLimitItem.watch((value) => setMeter(value ?? null));
  }, []);
  return meter;
}
