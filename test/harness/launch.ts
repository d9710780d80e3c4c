import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { unpackedExtensionId } from './extension-id';

// Launches Debian's Chromium with the built extension loaded. Shared by the e2e tests,
// `npm start` and the benchmark, so all three drive the very same browser set-up.

export const E2E_BUILD_DIR = path.resolve('.output/chrome-mv3-e2e');

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchOptions {
  extensionDir?: string;
  /** Defaults to chromiumPath(); `npm start` passes the browser it found. */
  executablePath?: string;
  headless?: boolean;
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  /**
   * The browser's language, e.g. `de` or `ar`, which Trim follows. Debian's Chromium honours it
   * only with the `chromium-l10n` package installed (CI installs it).
   */
  lang?: string;
  /** Unpacked extensions loaded beside Trim: the bench's minimal worker, which Trim's wake is held against. */
  alsoLoad?: string[];
  /** A profile to start on, kept on close (the caller's, to start the browser again on it: a restart); default a new one, removed on close. */
  profileDir?: string;
  /**
   * Chromium's own resolver rules (`--host-resolver-rules`), e.g. `MAP elsewhere.test 127.0.0.1`:
   * a name that stands for another site resolves to a local server, and the tests reach nothing
   * beyond the loopback interface.
   */
  hostResolverRules?: string;
}

export interface TrimBrowser {
  context: BrowserContext;
  extensionId: string;
  /** The extension's service worker (re-resolved if Chromium restarted it). */
  serviceWorker(): Promise<Worker>;
  /** Opens an extension page such as `popup.html?url=...` in a new tab. */
  openPage(pathAndQuery: string): Promise<Page>;
  close(): Promise<void>;
}

export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export async function launchTrim(options: LaunchOptions = {}): Promise<TrimBrowser> {
  const extensionDir = path.resolve(options.extensionDir ?? E2E_BUILD_DIR);
  const loaded = [extensionDir, ...(options.alsoLoad ?? []).map((dir) => path.resolve(dir))].join(',');
  // Trim's worker is the extension worker none of the others owns.
  const others = new Set((options.alsoLoad ?? []).map((dir) => unpackedExtensionId(dir)));
  const ownProfile = options.profileDir === undefined;
  const profileDir = options.profileDir ?? (await mkdtemp(path.join(tmpdir(), 'trim-profile-')));
  const removeProfile = () => (ownProfile ? rm(profileDir, { recursive: true, force: true }) : Promise.resolve());
  const headless = options.headless ?? true;
  const context = await chromium
    .launchPersistentContext(profileDir, {
      executablePath: options.executablePath ?? chromiumPath(),
      headless,
      colorScheme: options.colorScheme ?? 'light',
      viewport: options.viewport ?? { width: 1280, height: 800 },
      args: [
        ...CHROMIUM_ARGS.filter((arg) => headless || arg !== '--headless=new'),
        `--disable-extensions-except=${loaded}`,
        `--load-extension=${loaded}`,
        ...(options.lang ? [`--lang=${options.lang}`] : []),
        ...(options.hostResolverRules ? [`--host-resolver-rules=${options.hostResolverRules}`] : []),
      ],
      ...(options.lang && { locale: options.lang, env: { ...process.env, LANGUAGE: options.lang } }),
    })
    .catch(async (error: unknown) => {
      await removeProfile();
      throw error;
    });

  const isTrims = (sw: Worker) => sw.url().startsWith('chrome-extension://') && !others.has(new URL(sw.url()).host);
  const serviceWorker = async (): Promise<Worker> => {
    const running = context.serviceWorkers().find(isTrims);
    return running ?? (await context.waitForEvent('serviceworker', { predicate: isTrims, timeout: 45_000 }));
  };
  const close = async () => {
    await context.close();
    await removeProfile();
  };
  // A browser that never loads the extension (branded Chrome ≥137 ignores --load-extension)
  // would otherwise stay open behind the error.
  const extensionId = await serviceWorker().then(
    (sw) => new URL(sw.url()).host,
    async (error: unknown) => {
      await close().catch(() => undefined);
      throw error;
    },
  );

  return {
    context,
    extensionId,
    serviceWorker,
    async openPage(pathAndQuery) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${pathAndQuery.replace(/^\//, '')}`);
      return page;
    },
    close,
  };
}
