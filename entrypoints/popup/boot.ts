import { lastInstallationItem } from '@/lib/installations/last-used';
import { readStoredSettingsRaw } from '@/lib/settings/stored';
import { resolvePage } from '@/lib/shorten/current-page';

// main.tsx imports this right after Preact, so the reads the first paint waits for start
// before the rest of the popup's code (zod, the components) is evaluated, and run alongside it.
export const booting = Promise.all([readStoredSettingsRaw(), resolvePage(), lastInstallationItem.getValue()]);
