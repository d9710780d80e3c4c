import { browser } from 'wxt/browser';

// Where the settings sit in storage.local, and the raw read, apart from their schema: a page
// can start this read before zod and its own code are evaluated (see entrypoints/popup/boot.ts).

export const SETTINGS_KEY = 'settings';
/** `{ v: number }`: the version of the shape under SETTINGS_KEY, written by every save. */
export const SETTINGS_VERSION_KEY = 'settings$';

/** What storage holds for the settings, unparsed: pass it to settingsFromStorage (items.ts). */
export interface StoredSettings {
  value: unknown;
  /** undefined when no version was stored (the pre-release v0 shape, or nothing at all). */
  version: number | undefined;
}

/** The value and its version in one storage call. */
export async function readStoredSettingsRaw(): Promise<StoredSettings> {
  const stored = await browser.storage.local.get([SETTINGS_KEY, SETTINGS_VERSION_KEY]);
  const meta: unknown = stored[SETTINGS_VERSION_KEY];
  const version = typeof meta === 'object' && meta !== null ? (meta as { v?: unknown }).v : undefined;
  return { value: stored[SETTINGS_KEY], version: typeof version === 'number' ? version : undefined };
}
