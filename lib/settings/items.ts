import { browser } from 'wxt/browser';
import { defineLocalItem } from '@/lib/storage/item';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, parseSettings, type Installation, type Settings } from './schema';
import { detectSettingsVersion, SETTINGS_KEY, SETTINGS_VERSION_KEY, readStoredSettingsRaw, type StoredSettings } from './stored';

// The settings live whole under one storage.local key (never sync: it holds the API key), and
// their version beside it (stored.ts). Every surface reads through getSettings, so stored
// data is always migrated and validated; a save writes the current version.

/** Raw: whatever is stored is migrated and parsed by readStoredSettings before use. */
const settingsItem = defineLocalItem<unknown>(SETTINGS_KEY, undefined);

/**
 * Migrates a stored value of any known version and validates it; invalid data gives defaults.
 * The migration steps load only for data older than the current shape.
 */
export async function readStoredSettings(raw: unknown, metaVersion?: number): Promise<Settings> {
  const from = detectSettingsVersion(raw, metaVersion);
  if (from >= SETTINGS_VERSION) return parseSettings(raw);
  try {
    const { migrateSettings } = await import('./migrations');
    return parseSettings(migrateSettings(raw, from));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function settingsFromStorage(stored: StoredSettings): Promise<Settings> {
  return readStoredSettings(stored.value, stored.version);
}

export async function getSettings(): Promise<Settings> {
  return settingsFromStorage(await readStoredSettingsRaw());
}

/** A change to the preferences every installation shares; installations change through lib/installations. */
export type SettingsPatch = Partial<Omit<Settings, 'installations' | 'defaultInstallation'>>;

// Saves from one context are chained so two quick saves cannot overwrite each other's fields.
let pendingSave: Promise<unknown> = Promise.resolve();

/** Reads the stored settings, applies `change` and stores the (validated) result, in turn with other saves. */
export function updateSettings(change: (current: Settings) => Settings): Promise<Settings> {
  const run = pendingSave.then(async () => {
    const next = parseSettings(change(await getSettings()));
    await browser.storage.local.set({ [SETTINGS_KEY]: next, [SETTINGS_VERSION_KEY]: { v: SETTINGS_VERSION } });
    return next;
  });
  pendingSave = run.catch(() => undefined);
  return run;
}

export function saveSettings(patch: SettingsPatch): Promise<Settings> {
  return updateSettings((current) => ({ ...current, ...patch }));
}

export async function resetSettings(): Promise<void> {
  await browser.storage.local.remove([SETTINGS_KEY, SETTINGS_VERSION_KEY]);
}

/** Calls back with validated settings whenever any surface changes them. */
export function watchSettings(callback: (settings: Settings) => void): () => void {
  // In turn: a value that needs migrating must not overtake the next one.
  let latest: Promise<unknown> = Promise.resolve();
  return settingsItem.watch((value) => {
    latest = latest.then(async () => callback(await readStoredSettings(value)));
  });
}

/** An installation is usable once both halves of its connection are filled in. */
export function isConfigured(installation: Pick<Installation, 'connection'> | null): boolean {
  return installation !== null && installation.connection.baseUrl.trim() !== '' && installation.connection.apiKey.trim() !== '';
}
