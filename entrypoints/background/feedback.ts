import { quietly } from '@/lib/activity/activity';
import { browser } from 'wxt/browser';
import { isNotConfigured } from '@/lib/connection/errors';
import { describeApiError } from '@/lib/i18n/describe-error';
import { writeClipboard } from '@/lib/clipboard';
import { formatNumber, t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import type { DeliveredLink } from '@/lib/queue';
import { getSettings } from '@/lib/settings/items';
import { formatShortLink } from '@/lib/shorten/copy-format';
import type { ShortenFeedback } from '@/lib/flows/queued-shorten';
import { keepPastedText } from '@/lib/flows/paste-text';
import { finishText } from '@/lib/flows/text-shorten';
import { scheduleQueueAlarm } from './alarms';
import { openPopup, openTrimWindow } from './open-popup';
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

/** What a notification shows at most of text a server may have written: its title one line, its text a few. */
const TITLE_MAX = 80;
const MESSAGE_MAX = 300;
const capped = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

export function notify(id: string, rawTitle: string, rawMessage: string): Promise<unknown> {
  const title = capped(rawTitle, TITLE_MAX);
  const message = capped(rawMessage, MESSAGE_MAX);
  logNotificationForTests({ id, title, message });
  return quietly('show a notification', browser.notifications.create(id, { type: 'basic', iconUrl: browser.runtime.getURL('/icon/128.png'), title, message }));
}

/** What the waiting notification says: when the `pending` shortens go out. */
function waitText(at: number, pending: number): string {
  const seconds = Math.max(1, Math.ceil((at - Date.now()) / 1000));
  return seconds < 90 ? plural('bg_wait_s', pending, formatNumber(seconds)) : plural('bg_wait_min', pending, formatNumber(Math.round(seconds / 60)));
}

const UNUSABLE = {
  selection: ['bg_bad_selection', 'bg_bad_selection_hint'],
  text: ['bg_text_none', 'bg_text_none_hint'],
  field: ['bg_text_unreadable', 'bg_text_unreadable_hint'],
} as const;

/** Sentences of one notification's text, in order; empty ones left out. */
const sentences = (...parts: string[]) => parts.filter(Boolean).join(' ');

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
    const more = pending > 0 ? plural('bg_more', pending) : '';
    if (batch.length === 1) {
      await notify(NOTIFICATION.result, copied ? t('bg_copied') : t('bg_made'), sentences(last.shorturl, more));
    } else {
      await notify(
        NOTIFICATION.result,
        copied ? plural('bg_copied_n', batch.length) : plural('bg_made_n', batch.length),
        sentences(copied ? t('bg_latest_copied', last.shorturl) : t('bg_latest', last.shorturl), more),
      );
    }
    await showBadge(pending > 0 ? { pending } : { done: true });
  },

  async failed(item, error, pending) {
    const described = describeApiError(error);
    const { hint } = described;
    // A failure names the installation it came from: the server's words are its, not Trim's.
    const from = item && (await getSettings()).installations.find((one) => one.id === item.installation);
    const title = from ? t('bg_from_installation', from.name, described.title) : described.title;
    if (item?.source === 'button') {
      // No popup was open: show the form with the address and what went wrong beside it.
      await openPopup({ url: item.url, problem: { title, hint } });
    } else if (isNotConfigured(error)) {
      await notify(NOTIFICATION.setup, title, sentences(hint, t('bg_open_options')));
    } else {
      await notify(NOTIFICATION.error, title, sentences(item ? t('bg_failed_url', item.url) : t('bg_failed'), hint));
    }
    await showBadge(pending > 0 ? { pending } : { failed: true });
  },

  async waiting(at, pending) {
    await scheduleQueueAlarm(at);
    await notify(NOTIFICATION.waiting, plural('bg_waiting', pending), waitText(at, pending));
    await showBadge({ pending });
  },

  async unusable(reason, url, source) {
    if (source === 'button') {
      // The button's one click on a browser page: the popup, whose paste box takes any address.
      await openPopup();
    } else if (reason in UNUSABLE) {
      const [title, hint] = UNUSABLE[reason as keyof typeof UNUSABLE];
      await notify(NOTIFICATION.error, t(title), t(hint));
    } else {
      await notify(NOTIFICATION.error, t('bg_bad_page'), url ? t('bg_bad_scheme', `${url.split(':')[0]!}:`) : t('bg_bad_page_hint'));
    }
    await showBadge({ failed: true });
  },

  // Trim's window lists the text's addresses (components/text-review); nothing is sent before the user answers there.
  askFirst: (id) => openTrimWindow('text-review', `?id=${encodeURIComponent(id)}`, { width: 520, height: 680 }),

  // The text always goes on the clipboard unless it went back into its field or came from the popup's box: that is what was asked for.
  async textDone(group, pending) {
    if (group.popup) {
      // Finished after the rate limit's wait or the user's review: the popup shows it when opened.
      await notify(NOTIFICATION.result, plural('bg_text_made', await keepPastedText(group)), t('bg_text_in_popup'));
      return showBadge(pending > 0 ? { pending } : { done: true });
    }
    const { text, made, written } = await finishText(group);
    if (!written) await quietly('copy the text back', writeClipboard(text));
    await notify(NOTIFICATION.result, plural('bg_text_made', made), t(written ? 'bg_text_replaced' : group.field ? 'bg_text_changed' : 'bg_text_copied'));
    await showBadge(pending > 0 ? { pending } : { done: true });
  },
};
