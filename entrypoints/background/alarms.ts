import { browser } from 'wxt/browser';

// An alarm survives the service worker being stopped: the queue's, the bulk batch's and the
// link index's fill resume after a rate-limit wait are driven by one, never by an in-memory timer
// alone. Trim sends requests unasked for two things only: the daily refresh of "Keep click
// history", which the user turns on, and a fill the index started when a page first showed it
// (the whole account read once, half of each window at most, which the user can pause).
// Everything else (the reference lists, a whole index) is refreshed when a page shows it and
// finds it expired, or on the user's request.
export const ALARM = {
  queue: 'trim-queue-drain',
  bulk: 'trim-bulk-run',
  history: 'trim-click-history',
  /** A prefix: one alarm per installation whose index is filling (`trim-index-fill:<id>`). */
  fill: 'trim-index-fill:',
} as const;

export async function scheduleAlarm(name: Exclude<(typeof ALARM)[keyof typeof ALARM], typeof ALARM.fill>, at: number): Promise<void> {
  await browser.alarms.create(name, { when: Math.max(at, Date.now() + 1000) });
}

export function scheduleQueueAlarm(at: number): Promise<void> {
  return scheduleAlarm(ALARM.queue, at);
}
