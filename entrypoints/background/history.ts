import { browser } from 'wxt/browser';
import { createConnection } from '@/lib/connection/connection';
import { linkIndexItem } from '@/lib/history/items';
import { applyIndexNote } from '@/lib/history/own-changes';
import { refreshLinkIndex } from '@/lib/history/run-refresh';
import type { MessageData, RefreshOutcome } from '@/lib/messaging';
import { getSettings, isConfigured } from '@/lib/settings/items';
import type { Settings } from '@/lib/settings/schema';
import { ALARM } from './alarms';

const DAY_MINUTES = 24 * 60;

/** A page's request: one installation, fresh unless forced. */
export async function refreshHistory({ installation, force }: { installation: string; force?: boolean }): Promise<RefreshOutcome> {
  const found = (await getSettings()).installations.find((one) => one.id === installation);
  if (!found || !isConfigured(found)) return 'failed';
  return refreshLinkIndex(createConnection(found), { force: force ?? false, stillThere: stillThere(installation) });
}

/** A page's shorten, edit or deletion, noted in the index (its one writer is here) unless the installation was removed meanwhile. */
export async function noteFromPage({ installation, source, note }: MessageData<'history:note'>): Promise<void> {
  if (await stillThere(installation)()) await applyIndexNote({ item: linkIndexItem(installation), source }, note);
}

/** Checked once a refresh's answers are in: an installation removed meanwhile is not written back. */
const stillThere = (id: string) => async () => (await getSettings()).installations.some((one) => one.id === id);

/**
 * The daily alarm of "Keep click history": every configured installation, each within its own
 * request budget, unless today already has its snapshot.
 */
export async function refreshAllHistory(): Promise<void> {
  const { installations } = await getSettings();
  for (const installation of installations) {
    if (isConfigured(installation)) await refreshLinkIndex(createConnection(installation), { daily: true, stillThere: stillThere(installation.id) }).catch(() => undefined);
  }
}

// One at a time: an on and an off in quick succession must end with the last one's state.
let syncing: Promise<void> = Promise.resolve();

/** The alarm exists exactly while the option is on; turning it on takes the first snapshot soon after. */
export function syncHistoryAlarm(settings: Settings): Promise<void> {
  syncing = syncing.then(() => syncAlarm(settings)).catch(() => undefined);
  return syncing;
}

async function syncAlarm(settings: Settings): Promise<void> {
  const alarm = await browser.alarms.get(ALARM.history);
  if (!settings.clickHistory) {
    if (alarm) await browser.alarms.clear(ALARM.history);
    return;
  }
  if (!alarm) await browser.alarms.create(ALARM.history, { delayInMinutes: 1, periodInMinutes: DAY_MINUTES });
}
