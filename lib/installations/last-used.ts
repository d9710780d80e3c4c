import { defineLocalItem } from '@/lib/storage/item';

/** The installation the popup last worked with: it opens on it next time. '' = the default. */
export const LAST_INSTALLATION_KEY = 'lastInstallation';

export const lastInstallationItem = defineLocalItem<string>(LAST_INSTALLATION_KEY, '');

/** Removing an installation: the popup forgets it was the last one chosen. */
export async function forgetLastInstallation(installation: string): Promise<void> {
  if ((await lastInstallationItem.getValue()) === installation) await lastInstallationItem.removeValue();
}
