import { browser } from 'wxt/browser';

// An alarm survives the service worker being stopped: the queue's and the bulk batch's resume
// after a rate-limit wait are driven by one, never by an in-memory timer alone. Nothing else is scheduled: the
// reference lists are refreshed when a page shows them and finds them expired, or on the
// user's request, so an idle Trim spends none of the service's requests.
export const ALARM = {
  queue: 'trim-queue-drain',
  bulk: 'trim-bulk-run',
} as const;

export async function scheduleAlarm(name: (typeof ALARM)[keyof typeof ALARM], at: number): Promise<void> {
  await browser.alarms.create(name, { when: Math.max(at, Date.now() + 1000) });
}

export function scheduleQueueAlarm(at: number): Promise<void> {
  return scheduleAlarm(ALARM.queue, at);
}
