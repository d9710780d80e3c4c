import { createConnection } from '@/lib/connection/connection';
import { refreshLinkIndex, refreshSettled } from '@/lib/history/run-refresh';
import { recordBytes, recordCounts, seedIndexForTests } from '@/lib/history/e2e-seed';
import { forgetIndex } from '@/lib/history/forget';
import { readSeries } from '@/lib/history/series-records';
import { readIndexStatus } from '@/lib/history/status';
import type { ClickSeries, IndexedLink } from '@/lib/history/schema';
import { connectionSource } from '@/lib/connection/source';
import { getSettings } from '@/lib/settings/items';
import { exposeStorageForTests } from '@/lib/storage/e2e-hook';
import { handleCommand } from './command';
import { handleMenuClick } from './menus';
import { handleOmniboxEnter, handleOmniboxInput, startOmniboxSession } from './omnibox';
import { handleAlarm } from './on-alarm';
import { handleToolbarClick } from './toolbar';

// e2e build only (import.meta.env.MODE === 'e2e'; the production build drops the call).
// Chrome gives no way to fire contextMenus.onClicked, commands.onCommand, action.onClicked,
// the omnibox's events or an alarm from a test, so the tests call the very handlers those
// listeners call.
export interface TrimTestHooks {
  /** performance.now() when main had registered every listener: the worker's start-up, for the bench. */
  startedAt: number;
  clickMenu: typeof handleMenuClick;
  runCommand: typeof handleCommand;
  clickToolbar: typeof handleToolbarClick;
  fireAlarm: typeof handleAlarm;
  /** Starts a typing session and types `text`, as onInputStarted then onInputChanged do. */
  typeInAddressBar: (text: string) => ReturnType<typeof handleOmniboxInput>;
  enterInAddressBar: typeof handleOmniboxEnter;
  /**
   * A forced refresh as if it ran at `now`, after a fill to the end if the index is not whole
   * yet: a test's two snapshots fall on two days.
   */
  refreshAt: (installation: string, now: number) => ReturnType<typeof refreshLinkIndex>;
  /** One link's click series as stored, or null. */
  series: (installation: string, id: number) => Promise<ClickSeries | null>;
  /** Puts `links` in the installation's index as a whole read would, with click series by link id (the benchmark, the tests). */
  seedIndex: (installation: string, links: IndexedLink[], series?: [number, ClickSeries][]) => Promise<void>;
  /** The installation's index, series and status gone, as after Clear; and what its records weigh before, as JSON bytes. */
  clearIndex: (installation: string) => Promise<void>;
  indexBytes: (installation: string) => Promise<number>;
  recordCounts: typeof recordCounts;
  /** The reasons runtime.onInstalled gave this worker (an update test checks it saw 'update'). */
  installed: string[];
}

async function installationOf(id: string) {
  const found = (await getSettings()).installations.find((one) => one.id === id);
  if (!found) throw new Error(`No installation ${id}`);
  return found;
}

/**
 * `onInstalled` is the worker's own event, handed over rather than imported: an import here would
 * leave its module's start-up call in the production build, which drops the rest of this file.
 */
export function installTestHooks(onInstalled: { addListener(listener: (details: { reason: string }) => void): void }): void {
  const hooks: TrimTestHooks = {
    startedAt: performance.now(),
    clickMenu: handleMenuClick,
    runCommand: handleCommand,
    clickToolbar: handleToolbarClick,
    fireAlarm: handleAlarm,
    typeInAddressBar(text) {
      startOmniboxSession();
      return handleOmniboxInput(text, () => undefined);
    },
    enterInAddressBar: handleOmniboxEnter,
    async refreshAt(installation, now) {
      const found = await installationOf(installation);
      // Not folded into a refresh a page started at the real time.
      await refreshSettled(installation);
      const connection = createConnection(found);
      for (let stretch = 0; !(await readIndexStatus(installation, connection.source)).whole; stretch += 1) {
        if (stretch === 20 || (await refreshLinkIndex(connection, { now: () => now })) !== 'refreshed') throw new Error('refreshAt: the index did not fill');
      }
      return refreshLinkIndex(connection, { force: true, now: () => now });
    },
    series: readSeries,
    async seedIndex(installation, links, series = []) {
      const found = await installationOf(installation);
      await seedIndexForTests(installation, connectionSource(found.connection), links, new Map(series));
    },
    clearIndex: forgetIndex,
    indexBytes: recordBytes,
    recordCounts,
    installed: [],
  };
  // Registered in the worker's first turn, as main's own listener is: an update's event reaches both.
  onInstalled.addListener(({ reason }) => void hooks.installed.push(reason));
  (globalThis as { __trimTest?: TrimTestHooks }).__trimTest = hooks;
  exposeStorageForTests();
}
