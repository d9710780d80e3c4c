import { updateSettings } from '@/lib/settings/items';
import { DEFAULT_SHORTEN_DEFAULTS, type Installation, type Settings, type ShortenDefaults } from '@/lib/settings/schema';

// Which installation a surface works with, and the changes to the list. Every change goes
// through updateSettings, so two quick saves from one page never lose each other's work.

/** Stands for "nothing set up yet": its connection is empty, so every request says so. */
export const NO_INSTALLATION: Installation = Object.freeze({ id: '', name: '', connection: { baseUrl: '', apiKey: '' }, defaults: DEFAULT_SHORTEN_DEFAULTS }) as Installation;

/** The default installation: the one marked so, else the first; NO_INSTALLATION when there is none. */
export function defaultInstallation(settings: Pick<Settings, 'installations' | 'defaultInstallation'>): Installation {
  return settings.installations.find((one) => one.id === settings.defaultInstallation) ?? settings.installations[0] ?? NO_INSTALLATION;
}

/** The installation `id` names when it still exists, else the default one. */
export function chosenInstallation(settings: Pick<Settings, 'installations' | 'defaultInstallation'>, id: string | null | undefined): Installation {
  return settings.installations.find((one) => one.id === id) ?? defaultInstallation(settings);
}

/** The installations with the default one first, the rest in the user's order (menus, pickers). */
export function defaultFirst(settings: Pick<Settings, 'installations' | 'defaultInstallation'>): Installation[] {
  const first = defaultInstallation(settings);
  return [first, ...settings.installations.filter((one) => one !== first)].filter((one) => one !== NO_INSTALLATION);
}

export function newInstallationId(): string {
  const random = globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Math.random().toString(16).slice(2, 10);
  return `i-${random}`;
}

/**
 * Adds the installation, or replaces the one with its id (its connection whole: a cleared API
 * path must not survive). The first one saved becomes the default.
 */
export function saveInstallation(installation: Installation): Promise<Settings> {
  return updateSettings((current) => {
    const exists = current.installations.some((one) => one.id === installation.id);
    const installations = exists ? current.installations.map((one) => (one.id === installation.id ? installation : one)) : [...current.installations, installation];
    const keepsDefault = current.installations.some((one) => one.id === current.defaultInstallation);
    return { ...current, installations, defaultInstallation: keepsDefault ? current.defaultInstallation : (installations[0]?.id ?? '') };
  });
}

/** Merges a change into one installation's defaults for new links. */
export function saveInstallationDefaults(id: string, defaults: Partial<ShortenDefaults>): Promise<Settings> {
  return updateSettings((current) => ({
    ...current,
    installations: current.installations.map((one) => (one.id === id ? { ...one, defaults: { ...one.defaults, ...defaults } } : one)),
  }));
}

export function setDefaultInstallation(id: string): Promise<Settings> {
  return updateSettings((current) => (current.installations.some((one) => one.id === id) ? { ...current, defaultInstallation: id } : current));
}

/** The settings without one installation; the default passes to the first left when it was the one removed. */
export function withoutInstallation(settings: Settings, id: string): Settings {
  const installations = settings.installations.filter((one) => one.id !== id);
  const defaultId =
    settings.defaultInstallation === id || !installations.some((one) => one.id === settings.defaultInstallation) ? (installations[0]?.id ?? '') : settings.defaultInstallation;
  return { ...settings, installations, defaultInstallation: defaultId };
}
