import { browser } from 'wxt/browser';
import { createConnection } from '@/lib/connection/connection';
import { refreshLinkIndex, type RefreshOutcome } from '@/lib/history/run-refresh';
import { getSettings, isConfigured } from '@/lib/settings/items';
import type { Settings } from '@/lib/settings/schema';
import { ALARM } from './alarms';

const DAY_MINUTES = 24 * 60;

/** A page's request: one installation, fresh unless forced. */
export async function refreshHistory({ installation, force }: { installation: string; force?: boolean }): Promise<RefreshOutcome> {
  const found = (await getSettings()).installations.find((one) => one.id === installation);
  if (!found || !isConfigured(found)) return 'failed';
  return refreshLinkIndex(createConnection(found), { force: force ?? false });
}

/**
 * The daily alarm of "Keep click history": every configured installation, each within its own
 * request budget, unless a page refreshed it today already (the index is then fresh).
 */
export async function refreshAllHistory(): Promise<void> {
  const { installations } = await getSettings();
  for (const installation of installations) {
    if (isConfigured(installation)) await refreshLinkIndex(createConnection(installation)).catch(() => undefined);
  }
}

/** The alarm exists exactly while the option is on; turning it on takes the first snapshot soon after. */
export async function syncHistoryAlarm(settings: Settings): Promise<void> {
  const alarm = await browser.alarms.get(ALARM.history);
  if (!settings.clickHistory) {
    if (alarm) await browser.alarms.clear(ALARM.history);
    return;
  }
  if (!alarm) await browser.alarms.create(ALARM.history, { delayInMinutes: 1, periodInMinutes: DAY_MINUTES });
}
