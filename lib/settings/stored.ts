import { browser } from 'wxt/browser';
import { storedVersion, versionKeyOf, type StoredValue } from '@/lib/storage/item';
import { SETTINGS_VERSION } from './schema';
import { isRecord } from '@/lib/api/guards';

// Where the settings sit in storage.local, and the raw read, apart from their schema: a page
// can start this read before zod and its own code are evaluated (see entrypoints/popup/boot.ts).

export const SETTINGS_KEY = 'settings';
/** `{ v: number }`: the version of the shape under SETTINGS_KEY, written by every save. */
const SETTINGS_VERSION_KEY = versionKeyOf(SETTINGS_KEY);

/** What storage holds for the settings, unparsed: pass it to settingsFromStorage (items.ts). No version: the pre-release v0 shape, or nothing. */
export type StoredSettings = StoredValue;

/** The value and its version in one storage call. */
export async function readStoredSettingsRaw(): Promise<StoredSettings> {
  const stored = await browser.storage.local.get([SETTINGS_KEY, SETTINGS_VERSION_KEY]);
  return { value: stored[SETTINGS_KEY], version: storedVersion(stored[SETTINGS_VERSION_KEY]) };
}

/**
 * The version of a stored value: the stored `settings$.v` when present, else read from its
 * shape (v0 is flat, v1 has `connection`, v2 `installations`). A stored version that does not
 * match the shape (a value written by hand, an interrupted write) yields to the shape, so a
 * key in an older shape is migrated rather than dropped.
 */
export function detectSettingsVersion(value: unknown, metaVersion?: number): number {
  const shape = !isRecord(value) ? null : 'installations' in value ? 2 : 'connection' in value ? 1 : 'baseUrl' in value || 'apiKey' in value ? 0 : null;
  if (shape !== null) return shape;
  return typeof metaVersion === 'number' ? metaVersion : SETTINGS_VERSION;
}
