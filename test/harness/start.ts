import { accessSync, constants, existsSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { startSandbox, type Sandbox } from '@/test/sandbox';
import { chromePathProblem, findBrowser, isBrandedChrome, type BrowserSearch } from './find-browser';
import { E2E_BUILD_DIR, launchTrim, type TrimBrowser } from './launch';
import { firstLine, launchFailure } from './launch-error';
import { brandedChrome, launchFailed, manualDetails, noBrowser } from './manual-load';
import { configure, openSurfaces, screenshots } from './surfaces';

// `npm start`: the seeded sandbox, and Trim built for e2e, loaded in Chromium and configured
// against it. With a display the browser stays open until Ctrl+C; without one, screenshots
// are written and the process exits. When no browser can load Trim, the sandbox keeps
// running and the build is left for the user to load by hand: a first run on a machine
// without Chromium must still end somewhere useful, never in a stack trace.

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function resolved(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

let sandbox: Sandbox | undefined;
let browser: TrimBrowser | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await browser?.close().catch(() => undefined);
    await sandbox?.close().catch(() => undefined);
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping.`);
    void stop(0);
  });
}

async function openSandbox(): Promise<Sandbox> {
  const port = Number(process.env.TRIM_SANDBOX_PORT ?? 8787);
  try {
    return await startSandbox({ port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.warn(`Port ${port} is taken; the sandbox uses a free port instead.`);
    return startSandbox({ port: 0 });
  }
}

/** Prints why, and what to do, then serves the sandbox until Ctrl+C. */
function byHand(running: Sandbox, paragraph: string): void {
  const built = existsSync(path.join(E2E_BUILD_DIR, 'manifest.json'));
  console.log(`\n${paragraph}\n`);
  for (const line of manualDetails({ sandboxUrl: running.url, apiKey: running.apiKey, extensionDir: E2E_BUILD_DIR, built })) {
    console.log(line);
  }
}

async function main(): Promise<void> {
  const search: BrowserSearch = { env: process.env, platform: process.platform, home: homedir(), isExecutable };
  const problem = chromePathProblem(search);
  const found = findBrowser(search);
  if (found && problem) console.warn(`${problem}; using ${found} instead.`);
  const canLoad = found !== null && !isBrandedChrome(found) && !isBrandedChrome(resolved(found));
  if (canLoad && !existsSync(path.join(E2E_BUILD_DIR, 'manifest.json'))) {
    console.error(`Trim is not built yet (${E2E_BUILD_DIR}): run \`npm start\`, which builds it first, or \`npm run build:e2e\`.`);
    process.exit(1);
  }

  sandbox = await openSandbox();
  if (!found) return byHand(sandbox, noBrowser(problem));
  if (!canLoad) return byHand(sandbox, brandedChrome(found));

  // Only Linux without DISPLAY has no screen to open a window on.
  const headless = process.platform === 'linux' && !process.env.DISPLAY;
  try {
    // TRIM_LANG=de npm start: Trim as a German (ar: Arabic, right to left) browser shows it.
    browser = await launchTrim({ headless, executablePath: found, lang: process.env.TRIM_LANG || undefined });
  } catch (error) {
    return byHand(sandbox, launchFailed(found, launchFailure(error)));
  }
  await configure(browser, sandbox);
  console.log(`Sandbox:  ${sandbox.url}`);
  console.log(`API key:  ${sandbox.apiKey}`);
  console.log(`Trim id:  ${browser.extensionId}`);

  const pages = await openSurfaces(browser);
  if (headless) {
    const files = await screenshots(pages);
    console.log('No display: screenshots written to');
    for (const file of files) console.log(`  ${path.relative(process.cwd(), file)}`);
    return void stop(0);
  }
  console.log('Trim is open on the sandbox. Press Ctrl+C to stop.');
  browser.context.once('close', () => void stop(0));
}

main().catch((error: unknown) => {
  console.error(`npm start stopped: ${firstLine(error)}`);
  void stop(1);
});
