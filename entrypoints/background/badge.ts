import { browser } from 'wxt/browser';
import { plural } from '@/lib/i18n/compose';

// The toolbar badge: how many shortens wait, or a brief ✓ / ! after one finished.
const FLASH_MS = 4000;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

export type BadgeState = { pending: number } | { done: true } | { failed: true } | { clear: true };

export async function showBadge(state: BadgeState): Promise<void> {
  clearTimeout(clearTimer);
  const action = browser.action;
  // No toolbar button in this build (none is declared without a popup): nothing to mark.
  if (!action) return;
  if ('pending' in state && state.pending > 0) {
    await action.setBadgeBackgroundColor({ color: '#b45309' });
    await action.setBadgeText({ text: state.pending > 999 ? '999+' : String(state.pending) });
    await action.setTitle({ title: plural('bg_badge_waiting', state.pending) });
    return;
  }
  await action.setTitle({ title: 'Trim' });
  if ('done' in state || 'failed' in state) {
    await action.setBadgeBackgroundColor({ color: 'done' in state ? '#15803d' : '#b91c1c' });
    await action.setBadgeText({ text: 'done' in state ? '✓' : '!' });
    // A timer, not an alarm: the worker stays alive well past this after an event.
    clearTimer = setTimeout(() => void action.setBadgeText({ text: '' }), FLASH_MS);
    return;
  }
  await action.setBadgeText({ text: '' });
}
