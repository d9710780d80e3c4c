import { browser } from 'wxt/browser';
import { defineLocalItem, leniently } from '@/lib/storage/item';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, parseSettings, type Installation, type Settings } from './schema';
import { detectSettingsVersion, SETTINGS_KEY, readStoredSettingsRaw, type StoredSettings } from './stored';

// The settings live whole under one storage.local key (never sync: it holds the API key), and
// their version beside it (stored.ts). Every surface reads through this item, so stored data is
// always migrated and validated (a bad field costs that field alone: parseSettings); a save
// writes the current version.

const settingsItem = defineLocalItem<Settings>(SETTINGS_KEY, {
  schema: leniently(parseSettings),
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
  migrations: async () => (await import('./migrations')).SETTINGS_MIGRATIONS,
  versionOf: detectSettingsVersion,
});

/** Migrates a stored value of any known version and validates it; a value no step can read gives the defaults. */
export function readStoredSettings(raw: unknown, metaVersion?: number): Promise<Settings> {
  return settingsItem.fromStorage({ value: raw, version: metaVersion });
}

export function settingsFromStorage(stored: StoredSettings): Promise<Settings> {
  return settingsItem.fromStorage(stored);
}

export async function getSettings(): Promise<Settings> {
  return settingsFromStorage(await readStoredSettingsRaw());
}

/**
 * On an update of the extension: stored settings of an older shape are written back once in the
 * current one, and the keys older versions kept and this one no longer reads are removed.
 */
export async function upgradeStoredSettings(): Promise<void> {
  await settingsItem.update((settings) => settings);
  await browser.storage.local.remove([...(await import('./migrations')).RETIRED_KEYS]);
}

/** A change to the preferences every installation shares; installations change through lib/installations. */
export type SettingsPatch = Partial<Omit<Settings, 'installations' | 'defaultInstallation'>>;

/** Reads the stored settings, applies `change` and stores the (validated) result, in turn with every other context's saves. */
export function updateSettings(change: (current: Settings) => Settings): Promise<Settings> {
  return settingsItem.update((current) => parseSettings(change(current)));
}

export function saveSettings(patch: SettingsPatch): Promise<Settings> {
  return updateSettings((current) => ({ ...current, ...patch }));
}

export function resetSettings(): Promise<void> {
  return settingsItem.removeValue();
}

/** Calls back with validated settings whenever any surface changes them. */
export function watchSettings(callback: (settings: Settings) => void): () => void {
  return settingsItem.watch(callback);
}

/** An installation is usable once both halves of its connection are filled in. */
export function isConfigured(installation: Pick<Installation, 'connection'> | null): boolean {
  return installation !== null && installation.connection.baseUrl.trim() !== '' && installation.connection.apiKey.trim() !== '';
}
