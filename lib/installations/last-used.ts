import { z } from 'zod/mini';
import { defineLocalItem } from '@/lib/storage/item';

/** The installation the popup last worked with: it opens on it next time. '' = the default. */
export const LAST_INSTALLATION_KEY = 'lastInstallation';

export const lastInstallationItem = defineLocalItem(LAST_INSTALLATION_KEY, { schema: z.string(), fallback: '' });

/** Removing an installation: the popup forgets it was the last one chosen. */
export async function forgetLastInstallation(installation: string): Promise<void> {
  await lastInstallationItem.update((last) => (last === installation ? '' : last));
}
