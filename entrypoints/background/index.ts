import { browser } from 'wxt/browser';
import { quietly, track } from '@/lib/activity/activity';
import { installI18n } from '@/lib/i18n/messages';
import { onMessage } from '@/lib/messaging';
import { earliestWait, readQueue, updateQueue } from '@/lib/queue';
import { getSettings, watchSettings } from '@/lib/settings/items';
import { ALARM, scheduleQueueAlarm } from './alarms';
import { showBadge } from './badge';
import { controlBulk, recoverBulk, runBulk, startBulk } from './bulk';
import { dropBatch } from '@/lib/bulk/control';
import { forgetOwnedStores } from '@/lib/flows/forget-owned';
import { sweepRemovedInstallations } from '@/lib/flows/sweep';
import { forgetStaleReviews } from '@/lib/queue/text-reviews';
import { carryOverOldValues } from '@/lib/flows/carry-over';
import { handleCommand } from './command';
import { clearIndex, controlFill, noteFromPage, recoverFills, refreshHistory, syncHistoryAlarm } from './history';
import { handleAlarm } from './on-alarm';
import { handleOmniboxEnter, handleOmniboxInput, startOmniboxSession } from './omnibox';
import { shortenPastedText } from '@/lib/flows/paste-text';
import { backgroundFeedback, NOTIFICATION } from './feedback';
import { decideFromWindow, handleMenuClick, registerMenus, syncMenus } from './menus';
import { applyToolbarMode, handleToolbarClick, syncToolbarMode } from './toolbar';
import { installTestHooks } from './test-hooks';
import { has } from '@/lib/platform/capabilities';
import { keepSecretsFromContentScripts } from '@/lib/platform/access-level';
import { upgradeStoredValues } from './upgrade';

// Only wiring: every listener is registered synchronously at the top of main (MV3 needs them
// there to wake the worker), and each hands over to a module that owns the behaviour.
export default defineBackground(() => {
  installI18n();
  keepSecretsFromContentScripts();
  browser.runtime.onInstalled.addListener((details) => void track('install', installed(details.reason)));
  browser.runtime.onStartup.addListener(() => void quietly('register the right-click menu', registerMenus()));
  // Each only where the browser has it (Firefox for Android has none of the three).
  if (has('omnibox')) {
    browser.omnibox.onInputStarted.addListener(startOmniboxSession);
    browser.omnibox.onInputChanged.addListener((text, suggest) => void track('address bar: suggest', handleOmniboxInput(text, suggest)));
    browser.omnibox.onInputEntered.addListener((text, disposition) => void track('address bar: enter', handleOmniboxEnter(text, disposition)));
  }
  if (has('menus')) browser.contextMenus.onClicked.addListener((info, tab) => void track('right-click', handleMenuClick(info, tab)));
  if (has('commands')) browser.commands.onCommand.addListener((command, tab) => void track('keyboard command', handleCommand(command, tab)));

  browser.action.onClicked.addListener((tab) => void track('toolbar click', handleToolbarClick(tab)));
  watchSettings((settings) => {
    void quietly('apply the toolbar mode', applyToolbarMode(settings));
    void quietly('sync the right-click menu', syncMenus(settings));
    void quietly('sync the history alarm', syncHistoryAlarm(settings));
  });

  browser.alarms.onAlarm.addListener((alarm) => void track(`alarm ${alarm.name}`, handleAlarm(alarm.name)));
  onMessage('bulk:run', () => void track('bulk run', runBulk()));
  onMessage('bulk:start', startBulk);
  onMessage('bulk:control', controlBulk);
  onMessage('bulk:clear', dropBatch);
  onMessage('installation:forget', ({ installation }) => forgetOwnedStores(installation));
  onMessage('history:refresh', refreshHistory);
  onMessage('history:note', noteFromPage);
  onMessage('history:fill', controlFill);
  onMessage('history:clear', clearIndex);
  onMessage('text:decide', decideFromWindow);
  onMessage('text:paste', ({ text, installation }) => shortenPastedText(text, installation, backgroundFeedback));

  browser.notifications.onClicked.addListener((id) => {
    if (id === NOTIFICATION.setup) void browser.runtime.openOptionsPage();
    void browser.notifications.clear(id);
  });

  void quietly('sync the toolbar mode', syncToolbarMode());
  void quietly('sync the history alarm', getSettings().then(syncHistoryAlarm));
  void quietly('recover the queue', recoverQueue());
  void quietly('recover a bulk batch', recoverBulk());
  void quietly('forget stale text reviews', forgetStaleReviews());
  // Old values of removed installations are swept before the rest is carried over into records.
  void quietly('carry over stored values', quietly('sweep removed installations', sweepRemovedInstallations()).then(carryOverOldValues).then(recoverFills));
  if (import.meta.env.MODE === 'e2e') installTestHooks(browser.runtime.onInstalled);
});

/**
 * On every worker start: shortens left waiting (the worker was stopped mid-burst) keep their
 * badge and get their alarm back if it is missing; the alarm itself then resumes the queue.
 */
async function recoverQueue(): Promise<void> {
  const queue = await readQueue();
  if (queue.items.length === 0) {
    // A worker stopped right after its last delivery: the finished batch must not be copied
    // again with the next lone shorten.
    if (queue.batch.length > 0) await updateQueue((state) => ({ state: state.items.length === 0 ? { ...state, batch: [] } : state, result: null }));
    return;
  }
  await showBadge({ pending: queue.items.length });
  if (!(await browser.alarms.get(ALARM.queue))) await scheduleQueueAlarm(earliestWait(queue) ?? Date.now());
}

/** On install and update; an update also writes stored values back in their current shape (lib/settings/migrations.ts lists what it drops). */
async function installed(reason: string): Promise<void> {
  if (reason === 'update') await quietly('upgrade stored values', upgradeStoredValues());
  await registerMenus();
}
