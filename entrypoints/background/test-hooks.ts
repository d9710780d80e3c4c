import { handleCommand } from './command';
import { handleMenuClick } from './menus';
import { handleToolbarClick } from './toolbar';

// e2e build only (import.meta.env.MODE === 'e2e'; the production build drops the call).
// Chrome gives no way to fire contextMenus.onClicked, commands.onCommand or action.onClicked from a test, so
// the tests call the very handlers those listeners call.
export interface TrimTestHooks {
  clickMenu: typeof handleMenuClick;
  runCommand: typeof handleCommand;
  clickToolbar: typeof handleToolbarClick;
}

export function installTestHooks(): void {
  (globalThis as { __trimTest?: TrimTestHooks }).__trimTest = { clickMenu: handleMenuClick, runCommand: handleCommand, clickToolbar: handleToolbarClick };
}
