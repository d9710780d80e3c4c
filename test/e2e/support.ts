import type { Page } from 'playwright-core';
import { testSettings, type TestSettings } from '@/test/harness/settings';
import { launchTrim, type LaunchOptions, type TrimBrowser } from '@/test/harness/launch';
import { settled } from '@/test/harness/settled';
import { startSandbox, type Sandbox, type SandboxOptions } from '@/test/sandbox';

// One place that wires a sandbox to a freshly launched Trim, so every e2e file starts the
// same way: real server over real HTTP, real Chromium, the built extension loaded.

export interface TrimSession {
  sandbox: Sandbox;
  trim: TrimBrowser;
  /** Writes settings straight into storage.local, as the options page would after Save (see TestSettings). */
  configure(patch?: TestSettings): Promise<void>;
  openPopup(url?: string): Promise<Page>;
  openOptions(): Promise<Page>;
  /** Waits until Trim and the sandbox have nothing in flight (test/harness/settled.ts). */
  settled(): Promise<void>;
  /** Settles, then empties the sandbox's request log: the requests it holds next are those of the journey that follows. */
  countFromHere(): Promise<void>;
  close(): Promise<void>;
}

/** The sessions open now: test/e2e/setup.ts settles each before and after every test. */
export const liveSessions = new Set<TrimSession>();

export async function startSession(options: { sandbox?: SandboxOptions; browser?: LaunchOptions; configured?: boolean } = {}): Promise<TrimSession> {
  const sandbox = await startSandbox({ port: 0, ...options.sandbox });
  const trim = await launchTrim(options.browser);

  const configure = async (patch: TestSettings = {}) => {
    const stored = testSettings({ baseUrl: sandbox.url, apiKey: sandbox.apiKey }, patch);
    const sw = await trim.serviceWorker();
    // Nothing synced from an earlier test: the options page adopts synced preferences as it opens.
    await sw.evaluate((value) => Promise.all([chrome.storage.local.set(value), chrome.storage.sync.clear()]), stored);
  };
  if (options.configured !== false) await configure();

  const session: TrimSession = {
    sandbox,
    trim,
    configure,
    openPopup: (url) => trim.openPage(url ? `popup.html?url=${encodeURIComponent(url)}` : 'popup.html'),
    openOptions: () => trim.openPage('options.html'),
    settled: () => settled(trim, sandbox),
    async countFromHere() {
      await settled(trim, sandbox);
      sandbox.clearRequests();
    },
    async close() {
      liveSessions.delete(session);
      await trim.close();
      await sandbox.close();
    },
  };
  liveSessions.add(session);
  return session;
}
