// What `npm run release` uploads to each store and whether it can: a store is submitted when
// every credential it needs is in the environment (or .env.submit), listed as a dry run when none
// is, and refused when only some are (a half-configured store is a mistake, not a choice).
// Credentials are named, never shown.

/** The add-on's id on AMO: the manifest's gecko id (wxt.config.ts). */
export const GECKO_ID = 'trim@trim-extension.org';

export type Store = 'chrome' | 'edge' | 'firefox';

/** The variables `wxt submit` (publish-browser-extension 5) reads for each store. Chrome: the Web Store API v2, a service account. */
export const CREDENTIALS: Record<Store, readonly string[]> = {
  chrome: ['CHROME_EXTENSION_ID', 'CHROME_PUBLISHER_ID', 'CHROME_SERVICE_ACCOUNT_CLIENT_EMAIL', 'CHROME_SERVICE_ACCOUNT_PRIVATE_KEY'],
  edge: ['EDGE_PRODUCT_ID', 'EDGE_CLIENT_ID', 'EDGE_API_KEY'],
  firefox: ['FIREFOX_JWT_ISSUER', 'FIREFOX_JWT_SECRET'],
};

const STORE_NAMES: Record<Store, string> = { chrome: 'Chrome Web Store', edge: 'Microsoft Edge Add-ons', firefox: 'Firefox Add-ons (AMO)' };

export interface StorePlan {
  store: Store;
  /** What is uploaded, relative to the project: the package, and for Firefox the sources its review rebuilds from. */
  files: string[];
  /** submit: every credential is set; dry-run: none is; incomplete: some are (`missing` names the rest). */
  mode: 'submit' | 'dry-run' | 'incomplete';
  missing: string[];
}

/** The zips `npm run zip` writes for a version (WXT's default names: `<name>-<version>-<target>.zip`). */
export function packagesOf(name: string, version: string) {
  return {
    chrome: `.output/${name}-${version}-chrome.zip`,
    firefox: `.output/${name}-${version}-firefox.zip`,
    sources: `.output/${name}-${version}-sources.zip`,
  };
}

export function releasePlan(env: Record<string, string | undefined>, name: string, version: string): StorePlan[] {
  const zips = packagesOf(name, version);
  // Edge takes the Chrome package as it is.
  const files: Record<Store, string[]> = { chrome: [zips.chrome], edge: [zips.chrome], firefox: [zips.firefox, zips.sources] };
  return (Object.keys(CREDENTIALS) as Store[]).map((store) => {
    const missing = CREDENTIALS[store].filter((variable) => !env[variable]?.trim());
    const mode = missing.length === 0 ? 'submit' : missing.length === CREDENTIALS[store].length ? 'dry-run' : 'incomplete';
    return { store, files: files[store], mode, missing };
  });
}

/** The plan in words, one block per store, as the release command prints it. */
export function describePlan(plans: StorePlan[], version: string, dryRun: boolean): string {
  const lines = [dryRun ? `Dry run: Trim ${version} would be uploaded as follows; nothing is sent.` : `Releasing Trim ${version}.`];
  for (const plan of plans) {
    const verb = plan.mode === 'submit' && !dryRun ? 'submits' : 'would upload';
    lines.push('', `${STORE_NAMES[plan.store]} ${verb}:`, ...plan.files.map((file) => `  ${file}`));
    if (plan.mode === 'dry-run') lines.push(`  no credentials: set ${plan.missing.join(', ')}`);
    if (plan.mode === 'incomplete') lines.push(`  credentials incomplete: ${plan.missing.join(', ')} missing`);
  }
  return lines.join('\n');
}
