import { quietly } from '@/lib/activity/activity';
import { browser } from 'wxt/browser';
import { has } from './capabilities';

// storage.local holds API keys and link passwords. Content scripts may read it by default, and
// Trim injects one (the text field's reader); where the browser allows it (Chrome), only Trim's
// own pages and worker may. Set at every worker start: the level is not kept across restarts.

export function keepSecretsFromContentScripts(): void {
  if (!has('storageAccessLevel')) return;
  const local = browser.storage.local as typeof browser.storage.local & { setAccessLevel(options: { accessLevel: 'TRUSTED_CONTEXTS' }): Promise<void> };
  void quietly('keep storage from content scripts', local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' }));
}
