import { rateView, useRateLimit } from '@/lib/manage/use-rate-limit';

/** The service allows a few requests a minute; say so only when it is about to matter. */
export function RateMeter() {
  const { meter, now } = useRateLimit();
  const view = rateView(meter, now);
  return (
    <p class={`rate-meter rate-${view.kind}`} role="status">
      {view.kind === 'low' && `${view.remaining} of ${view.limit} requests left this minute`}
      {view.kind === 'wait' && `Request limit reached: wait ${view.seconds} s, then try again. Nothing you typed is lost.`}
    </p>
  );
}
