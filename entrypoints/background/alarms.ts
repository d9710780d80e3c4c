import { browser } from 'wxt/browser';

// An alarm survives the service worker being stopped: the queue's resume after a rate-limit
// wait is driven by one, never by an in-memory timer alone. Nothing else is scheduled: the
// reference lists are refreshed when a page shows them and finds them expired, or on the
// user's request, so an idle Trim spends none of the service's requests.
export const ALARM = {
  queue: 'trim-queue-drain',
} as const;

export async function scheduleQueueAlarm(at: number): Promise<void> {
  await browser.alarms.create(ALARM.queue, { when: Math.max(at, Date.now() + 1000) });
}
