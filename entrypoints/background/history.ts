import { quietly } from '@/lib/activity/activity';
import { browser } from 'wxt/browser';
import { createConnection } from '@/lib/connection/connection';
import { applyIndexNote } from '@/lib/history/own-changes';
import { fillPending, setFillPaused, type IndexRun } from '@/lib/history/run-fill';
import { forgetIndex } from '@/lib/history/forget';
import { refreshLinkIndex, refreshSettled } from '@/lib/history/run-refresh';
import type { MessageData, RefreshOutcome } from '@/lib/messaging';
import { getSettings, isConfigured } from '@/lib/settings/items';
import type { Installation, Settings } from '@/lib/settings/schema';
import { ALARM } from './alarms';

const DAY_MINUTES = 24 * 60;

/** Checked once an answer is in: an installation removed meanwhile is not written back. */
const stillThere = (id: string) => async () => (await getSettings()).installations.some((one) => one.id === id);

/** What a fill needs of the worker: an alarm per installation to go on after a wait, across the worker's stops. */
function indexRun(installation: string): IndexRun {
  const name = fillAlarm(installation);
  return {
    wake: async (until) => {
      if (until === null) await browser.alarms.clear(name);
      else await browser.alarms.create(name, { when: Math.max(until, Date.now() + 1000) });
    },
    stillThere: stillThere(installation),
    now: Date.now,
  };
}

const fillAlarm = (installation: string) => `${ALARM.fill}${installation}`;

async function configured(installation: string): Promise<Installation | null> {
  const found = (await getSettings()).installations.find((one) => one.id === installation);
  return found && isConfigured(found) ? found : null;
}

/** A page's request: one installation, fresh unless forced. */
export async function refreshHistory({ installation, force }: { installation: string; force?: boolean }): Promise<RefreshOutcome> {
  const found = await configured(installation);
  if (!found) return 'failed';
  return refreshLinkIndex(createConnection(found), { force: force ?? false, ...indexRun(installation) });
}

/** A page's shorten, edit or deletion, noted in the index (its one writer is here) unless the installation was removed meanwhile. */
export async function noteFromPage({ installation, source, note }: MessageData<'history:note'>): Promise<void> {
  if (await stillThere(installation)()) await applyIndexNote(installation, source, note);
}

/** A page's Pause or Resume of an installation's fill; a resume goes on at once. */
export async function controlFill({ installation, paused }: MessageData<'history:fill'>): Promise<void> {
  const found = await configured(installation);
  if (!found) return;
  const connection = createConnection(found);
  await setFillPaused(connection, paused);
  if (!paused) void quietly('resume the index fill', refreshLinkIndex(connection, indexRun(installation)));
}

/** The options page's Clear: once a refresh running now has ended, the index goes, records, fill and all. */
export async function clearIndex({ installation }: MessageData<'history:clear'>): Promise<void> {
  await refreshSettled(installation);
  await indexRun(installation).wake(null);
  await forgetIndex(installation);
}

/** A fill's alarm: its installation goes on where it stopped. */
export async function continueFill(alarm: string): Promise<void> {
  if (!alarm.startsWith(ALARM.fill)) return;
  const found = await configured(alarm.slice(ALARM.fill.length));
  if (found) await refreshLinkIndex(createConnection(found), indexRun(found.id));
}

/** On every worker start: a fill left without its alarm (a browser restart may drop alarms) gets one. */
export async function recoverFills(): Promise<void> {
  for (const installation of (await getSettings()).installations) {
    if (!(await fillPending(installation.id))) continue;
    if (!(await browser.alarms.get(fillAlarm(installation.id)))) await indexRun(installation.id).wake(Date.now());
  }
}

/**
 * The daily alarm of "Keep click history": every configured installation, each within its own
 * share of the rate-limit window, unless today already has its snapshot.
 */
export async function refreshAllHistory(): Promise<void> {
  const { installations } = await getSettings();
  for (const installation of installations) {
    if (isConfigured(installation)) await quietly('refresh the link index daily', refreshLinkIndex(createConnection(installation), { daily: true, ...indexRun(installation.id) }));
  }
}

// One at a time: an on and an off in quick succession must end with the last one's state.
let syncing: Promise<void> = Promise.resolve();

/** The alarm exists exactly while the option is on; turning it on takes the first snapshot soon after. */
export function syncHistoryAlarm(settings: Settings): Promise<void> {
  syncing = quietly(
    'sync the history alarm',
    syncing.then(() => syncAlarm(settings)),
  );
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
