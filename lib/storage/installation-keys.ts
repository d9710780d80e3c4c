// Every store Trim keeps per installation, in one list: each names its key here, so the keys
// of an installation that no longer exists can be found and swept (lib/flows/sweep.ts) without
// knowing the stores.

// `linkIndex`, `clickHistory` and `linkSettings` are older versions' keys, carried over into
// IndexedDB records at the worker's start (lib/flows/carry-over.ts); listed so that one left by
// a removed installation is swept all the same.
export const INSTALLATION_STORES = [
  'reference',
  'rateLimit',
  'indexStatus',
  'shortHosts',
  'planDrops',
  'qrSupport',
  'qrSent',
  'linkIndex',
  'clickHistory',
  'linkSettings',
] as const;
export type InstallationStore = (typeof INSTALLATION_STORES)[number];

/** `linkIndex:<installation>`: a store's key for one installation. */
export const installationKey = (store: InstallationStore, installation: string) => `${store}:${installation}`;

const STORES: ReadonlySet<string> = new Set(INSTALLATION_STORES);

/** The installation a stored key belongs to, or null when it is not a per-installation key. */
export function installationOfKey(key: string): string | null {
  const colon = key.indexOf(':');
  if (colon < 1 || !STORES.has(key.slice(0, colon))) return null;
  const installation = key.slice(colon + 1);
  // A version key (`<key>$`) belongs to the same installation.
  return installation.replace(/\$$/, '') || null;
}
