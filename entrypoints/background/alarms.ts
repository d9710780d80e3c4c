import { browser } from 'wxt/browser';

// An alarm survives the service worker being stopped: the queue's and the bulk batch's resume
// after a rate-limit wait are driven by one, never by an in-memory timer alone. The one request
// Trim sends unasked is the daily refresh of "Keep click history", which the user turns on;
// everything else (the reference lists, the link index) is refreshed when a page shows it and
// finds it expired, or on the user's request.
export const ALARM = {
  queue: 'trim-queue-drain',
  bulk: 'trim-bulk-run',
  history: 'trim-click-history',
} as const;

export async function scheduleAlarm(name: (typeof ALARM)[keyof typeof ALARM], at: number): Promise<void> {
  await browser.alarms.create(name, { when: Math.max(at, Date.now() + 1000) });
}

export function scheduleQueueAlarm(at: number): Promise<void> {
  return scheduleAlarm(ALARM.queue, at);
}
