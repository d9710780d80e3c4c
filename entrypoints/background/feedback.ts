import { browser } from 'wxt/browser';
import { describeError, isNotConfigured } from '@/lib/connection/errors';
import { writeClipboard } from '@/lib/clipboard';
import type { DeliveredLink } from '@/lib/queue';
import { getSettings } from '@/lib/settings/items';
import { formatShortLink } from '@/lib/shorten/copy-format';
import type { ShortenFeedback } from '@/lib/shorten/request';
import { scheduleQueueAlarm } from './alarms';
import { openPopup } from './open-popup';
import { showBadge } from './badge';
import { logNotificationForTests } from './test-log';

// What the user sees after a right-click or keyboard shorten: clipboard, notification, badge.
// Notification ids are fixed per kind so a burst updates one notification instead of stacking.
export const NOTIFICATION = {
  result: 'trim-result',
  waiting: 'trim-waiting',
  error: 'trim-error',
  setup: 'trim-setup',
} as const;

export function notify(id: string, title: string, message: string): Promise<unknown> {
  logNotificationForTests({ id, title, message });
  return browser.notifications.create(id, { type: 'basic', iconUrl: browser.runtime.getURL('/icon/128.png'), title, message }).catch(() => undefined);
}

function waitText(at: number): string {
  const seconds = Math.max(1, Math.ceil((at - Date.now()) / 1000));
  return seconds < 90 ? `in ${seconds} s` : `in about ${Math.round(seconds / 60)} min`;
}

/**
 * Unless auto-copy is off, the clipboard gets every link of the batch, one per line in click order: a lone shorten
 * copies its link; a burst that waited for the rate limit ends with all its links copied.
 */
async function copyBatch(batch: DeliveredLink[]): Promise<boolean> {
  const { copyFormat, autoCopy } = await getSettings();
  // "Copy new short links automatically" covers the menu and the shortcut too (options page).
  if (!autoCopy) return false;
  const text = batch.map((link) => formatShortLink({ shorturl: link.shorturl }, copyFormat)).join('\n');
  try {
    await writeClipboard(text);
    return true;
  } catch {
    return false;
  }
}

export const backgroundFeedback: ShortenFeedback = {
  async delivered(batch, pending) {
    const last = batch.at(-1);
    if (!last) return;
    const copied = await copyBatch(batch);
    const more = pending > 0 ? ` ${pending} more wait for the rate limit.` : '';
    if (batch.length === 1) {
      await notify(NOTIFICATION.result, copied ? 'Short link copied' : 'Short link made', `${last.shorturl}${more}`);
    } else {
      await notify(
        NOTIFICATION.result,
        copied ? `${batch.length} short links copied` : `${batch.length} short links made`,
        `Latest: ${last.shorturl}${copied ? ' (all on the clipboard, one per line).' : '.'}${more}`,
      );
    }
    await showBadge(pending > 0 ? { pending } : { done: true });
  },

  async failed(item, error, pending) {
    const { title, hint } = describeError(error);
    if (item?.source === 'button') {
      // No popup was open: show the form with the address and what went wrong beside it.
      await openPopup({ url: item.url, problem: { title, hint } });
    } else if (isNotConfigured(error)) {
      await notify(NOTIFICATION.setup, title, `${hint} Click here to open the options.`);
    } else {
      const what = item ? `Could not shorten ${item.url}` : 'Could not shorten';
      await notify(NOTIFICATION.error, title, `${what}. ${hint}`);
    }
    await showBadge(pending > 0 ? { pending } : { failed: true });
  },

  async waiting(at, pending) {
    await scheduleQueueAlarm(at);
    await notify(
      NOTIFICATION.waiting,
      `${pending} ${pending === 1 ? 'shorten waits' : 'shortens wait'} for the rate limit`,
      `The service's request limit is reached. Trim sends ${pending === 1 ? 'it' : 'them'} ${waitText(at)}; nothing is lost.`,
    );
    await showBadge({ pending });
  },

  async unusable(reason, url, source) {
    if (source === 'button') {
      // The button's one click on a browser page: the popup, whose paste box takes any address.
      await openPopup();
    } else if (reason === 'selection') {
      await notify(NOTIFICATION.error, 'The selection is not a web address', 'Select a whole address such as https://example.com/page, then try again.');
    } else {
      await notify(NOTIFICATION.error, 'This page cannot be shortened', `Only web pages (http:// or https://) can be shortened${url ? `, not ${url.split(':')[0]}: pages` : ''}.`);
    }
    await showBadge({ failed: true });
  },
};
