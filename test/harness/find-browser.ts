import path from 'node:path';

// Where `npm start` looks for a browser to open Trim in. Pure: the caller passes the
// environment, the platform, the home folder and how to tell an executable file, so every
// machine's layout can be tested from a table.

export interface BrowserSearch {
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  home: string;
  isExecutable(file: string): boolean;
}

export const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

const MAC_APPS = ['Chromium.app/Contents/MacOS/Chromium', 'Google Chrome.app/Contents/MacOS/Google Chrome'];

const LINUX_PLACES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium', '/usr/bin/google-chrome', '/opt/google/chrome/chrome'];

/** Set (even empty) it replaces the usual places, so a test can stand for a machine without a browser. */
export const PLACES_VARIABLE = 'TRIM_BROWSER_CANDIDATES';

function delimiter(platform: NodeJS.Platform): string {
  return platform === 'win32' ? ';' : ':';
}

function usualPlaces({ env, platform, home }: BrowserSearch): string[] {
  const replaced = env[PLACES_VARIABLE];
  if (replaced !== undefined) return replaced.split(delimiter(platform)).filter(Boolean);
  if (platform === 'linux') return LINUX_PLACES;
  if (platform === 'darwin') {
    return MAC_APPS.flatMap((app) => [path.posix.join('/Applications', app), path.posix.join(home, 'Applications', app)]);
  }
  return [];
}

function onPath({ env, platform }: BrowserSearch): string[] {
  const dirs = (env.PATH ?? '').split(delimiter(platform)).filter(Boolean);
  const join = platform === 'win32' ? path.win32.join : path.posix.join;
  return BROWSER_NAMES.flatMap((name) => dirs.map((dir) => join(dir, name)));
}

/**
 * Google's own Chrome (137 and later) ignores --load-extension; Chromium and Chrome for
 * Testing do not. Judged by the path alone, so callers pass the resolved one too.
 */
export function isBrandedChrome(file: string): boolean {
  return path.posix.basename(file).startsWith('google-chrome') || file.startsWith('/opt/google/chrome') || /\/Google Chrome( Beta| Dev| Canary)?\.app\//.test(file);
}

/** Why CHROME_PATH cannot be used, or null when it is unset or usable. */
export function chromePathProblem({ env, isExecutable }: BrowserSearch): string | null {
  const chosen = env.CHROME_PATH;
  if (!chosen || isExecutable(chosen)) return null;
  return `CHROME_PATH is set to ${chosen}, which is not an executable file`;
}

/**
 * CHROME_PATH when it is executable (the user's explicit choice wins, branded or not);
 * otherwise the first Chromium on PATH or in the usual places, and only then Google Chrome,
 * so a machine with both gets the one that can load Trim.
 */
export function findBrowser(search: BrowserSearch): string | null {
  const chosen = search.env.CHROME_PATH;
  if (chosen && search.isExecutable(chosen)) return chosen;
  const found = [...new Set([...onPath(search), ...usualPlaces(search)])].filter((file) => search.isExecutable(file));
  return found.find((file) => !isBrandedChrome(file)) ?? found[0] ?? null;
}
