import { browser } from 'wxt/browser';

// Alarms survive the service worker being stopped: the queue and the reference refresh are
// driven by them, never by in-memory timers alone.
export const ALARM = {
  queue: 'trim-queue-drain',
  reference: 'trim-reference-refresh',
} as const;

/** Every 6 h the reference lists are refreshed if they expired (no request when fresh). */
export const REFERENCE_REFRESH_MINUTES = 6 * 60;

export async function scheduleQueueAlarm(at: number): Promise<void> {
  await browser.alarms.create(ALARM.queue, { when: Math.max(at, Date.now() + 1000) });
}

export async function ensureReferenceAlarm(): Promise<void> {
  const existing = await browser.alarms.get(ALARM.reference);
  if (!existing) {
    await browser.alarms.create(ALARM.reference, {
      delayInMinutes: REFERENCE_REFRESH_MINUTES,
      periodInMinutes: REFERENCE_REFRESH_MINUTES,
    });
  }
}
