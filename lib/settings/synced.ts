import { quietly } from '@/lib/activity/activity';
import { z } from 'zod/mini';
import { defineSyncItem } from '@/lib/storage/sync-item';
import { getSettings, saveSettings, updateSettings, type SettingsPatch } from './items';
import { settingsSchema, type Settings } from './schema';

// The preferences that are neither secret nor about one device follow the user through
// storage.sync: how links are copied, the theme, the one-click button and the address rule.
// Installations (their addresses and keys) never leave this browser, nor does "Keep click
// history", whose daily request belongs to the device it runs on. Pages sync (the options page
// saves and adopts), so the worker carries none of this.

// The settings' own field schemas in a new object rather than z.pick: every zod helper any page
// uses lands in the popup's start-up file, which has the object code and not pick's.
const { autoCopy, copyFormat, theme, oneClick, address } = settingsSchema.shape;
const preferencesSchema = z.object({ autoCopy, copyFormat, theme, oneClick, address });
export type SyncedPreferences = z.infer<typeof preferencesSchema>;

// Versioned: a browser running another shape of these reads nothing rather than the wrong thing.
// `from`: the page that wrote them, so a page knows its own writes when they come back.
const syncedSchema = z.object({ v: z.literal(1), preferences: preferencesSchema, from: z.optional(z.string()) });

const syncedPreferences = defineSyncItem<z.infer<typeof syncedSchema> | null>('preferences', { schema: syncedSchema, fallback: null });

const preferencesOf = (settings: Settings): SyncedPreferences => preferencesSchema.parse(settings);

// This page's own writes coming back are not another browser's change: adopted late, one of
// them would undo a choice made since.
const thisPage = crypto.randomUUID();
// Set by a choice made on this page since it began to follow: what synced before no longer wins.
let choseHere = false;
// The adoptions under way, in the order they were heard.
let following: Promise<unknown> = Promise.resolve();

async function share(settings: Settings): Promise<void> {
  const preferences = preferencesOf(settings);
  // Signed out, or over a quota: the preferences stay on this browser, as before.
  await quietly(
    'share preferences with other browsers',
    syncedPreferences.update(() => ({ v: 1, preferences, from: thisPage })),
  );
}

/** Saves preferences on this browser and hands the shareable ones to the user's other browsers. */
export async function savePreferences(patch: SettingsPatch): Promise<Settings> {
  choseHere = true;
  const settings = await saveSettings(patch);
  await share(settings);
  return settings;
}

const adopt = (preferences: SyncedPreferences) => updateSettings((current) => ({ ...current, ...preferences }));
// At opening, under the settings' lock: a choice made while sync was being read stays.
const adoptAtOpening = (preferences: SyncedPreferences) => updateSettings((current) => (choseHere ? current : { ...current, ...preferences }));

/**
 * Takes the preferences another browser synced, or, when none are synced yet, offers this
 * browser's; then follows changes synced later, until the returned function stops it.
 */
export function followSyncedPreferences(): () => void {
  choseHere = false;
  following = quietly(
    'adopt synced preferences',
    syncedPreferences.getValue().then(async (synced) => (synced ? adoptAtOpening(synced.preferences) : choseHere ? undefined : share(await getSettings()))),
  );
  return syncedPreferences.watch((synced) => {
    if (synced && synced.from !== thisPage) following = Promise.all([following, quietly('adopt synced preferences', adopt(synced.preferences))]);
  });
}

/** The opening's read and every change heard since, adopted (or found not to be): this page has caught up. */
export const preferencesSettled = async (): Promise<void> => {
  await following;
};
