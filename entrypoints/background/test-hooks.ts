import { handleCommand } from './command';
import { handleMenuClick } from './menus';

// e2e build only (import.meta.env.MODE === 'e2e'; the production build drops the call).
// Chrome gives no way to fire contextMenus.onClicked or commands.onCommand from a test, so
// the tests call the very handlers those listeners call.
export interface TrimTestHooks {
  clickMenu: typeof handleMenuClick;
  runCommand: typeof handleCommand;
}

export function installTestHooks(): void {
  (globalThis as { __trimTest?: TrimTestHooks }).__trimTest = { clickMenu: handleMenuClick, runCommand: handleCommand };
}
