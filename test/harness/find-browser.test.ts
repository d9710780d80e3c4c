import { describe, expect, it } from 'vitest';
import { chromePathProblem, findBrowser, isBrandedChrome, type BrowserSearch } from './find-browser';

type Machine = { env?: Record<string, string>; platform?: NodeJS.Platform; executables: string[] };

function machine({ env = {}, platform = 'linux', executables }: Machine): BrowserSearch {
  const present = new Set(executables);
  return { env, platform, home: '/home/ada', isExecutable: (file) => present.has(file) };
}

const MAC_CHROMIUM = '/Applications/Chromium.app/Contents/MacOS/Chromium';
const MAC_CHROME = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';

describe('findBrowser', () => {
  it.each<[string, Machine, string | null]>([
    ['nothing anywhere', { env: { PATH: '/usr/local/bin:/usr/bin' }, executables: [] }, null],
    ['CHROME_PATH first', { env: { CHROME_PATH: '/x/chrome', PATH: '/usr/bin' }, executables: ['/x/chrome', '/usr/bin/chromium'] }, '/x/chrome'],
    [
      'CHROME_PATH wins even when branded',
      { env: { CHROME_PATH: '/usr/bin/google-chrome' }, executables: ['/usr/bin/google-chrome', '/usr/bin/chromium'] },
      '/usr/bin/google-chrome',
    ],
    ['CHROME_PATH not executable: the search goes on', { env: { CHROME_PATH: '/nonexistent', PATH: '' }, executables: ['/usr/bin/chromium'] }, '/usr/bin/chromium'],
    ['CHROME_PATH not executable, nothing else', { env: { CHROME_PATH: '/nonexistent', PATH: '', TRIM_BROWSER_CANDIDATES: '' }, executables: ['/usr/bin/chromium'] }, null],
    ['a name on PATH, in PATH order', { env: { PATH: '/opt/a:/opt/b' }, executables: ['/opt/b/chromium', '/opt/a/chromium'] }, '/opt/a/chromium'],
    ['an earlier name beats an earlier folder', { env: { PATH: '/opt/a:/opt/b' }, executables: ['/opt/a/chromium-browser', '/opt/b/chromium'] }, '/opt/b/chromium'],
    ['PATH before the usual places', { env: { PATH: '/opt/a' }, executables: ['/usr/bin/chromium', '/opt/a/chromium-browser'] }, '/opt/a/chromium-browser'],
    ['the snap', { env: { PATH: '' }, executables: ['/snap/bin/chromium'] }, '/snap/bin/chromium'],
    ['Chromium beats Chrome found earlier', { env: { PATH: '/usr/bin' }, executables: ['/usr/bin/google-chrome', '/snap/bin/chromium'] }, '/snap/bin/chromium'],
    ['only Chrome: Chrome', { env: { PATH: '' }, executables: ['/opt/google/chrome/chrome'] }, '/opt/google/chrome/chrome'],
    ['google-chrome-stable on PATH', { env: { PATH: '/usr/local/bin' }, executables: ['/usr/local/bin/google-chrome-stable'] }, '/usr/local/bin/google-chrome-stable'],
    ['a plain chrome on PATH (Chrome for Testing)', { env: { PATH: '/opt/cft' }, executables: ['/opt/cft/chrome', '/usr/bin/google-chrome'] }, '/opt/cft/chrome'],
    ['macOS Chromium', { platform: 'darwin', env: { PATH: '/usr/bin' }, executables: [MAC_CHROME, MAC_CHROMIUM] }, MAC_CHROMIUM],
    [
      'macOS, in ~/Applications',
      { platform: 'darwin', env: { PATH: '' }, executables: ['/home/ada/Applications/Chromium.app/Contents/MacOS/Chromium'] },
      '/home/ada/Applications/Chromium.app/Contents/MacOS/Chromium',
    ],
    ['macOS, only Chrome', { platform: 'darwin', env: { PATH: '' }, executables: [MAC_CHROME] }, MAC_CHROME],
    ['macOS does not look in Linux places', { platform: 'darwin', env: { PATH: '' }, executables: ['/usr/bin/chromium'] }, null],
    ['the usual places replaced', { env: { PATH: '', TRIM_BROWSER_CANDIDATES: '/a/chromium:/b/chromium' }, executables: ['/usr/bin/chromium', '/b/chromium'] }, '/b/chromium'],
    ['no PATH at all', { env: {}, executables: ['/usr/bin/chromium-browser'] }, '/usr/bin/chromium-browser'],
    ['Windows: only CHROME_PATH', { platform: 'win32', env: { PATH: 'C:\\bin' }, executables: ['/usr/bin/chromium'] }, null],
  ])('%s', (_, given, expected) => {
    expect(findBrowser(machine(given))).toBe(expected);
  });
});

describe('isBrandedChrome', () => {
  it.each([
    ['/usr/bin/google-chrome', true],
    ['/usr/bin/google-chrome-stable', true],
    ['/usr/bin/google-chrome-beta', true],
    ['/opt/google/chrome/chrome', true],
    ['/opt/google/chrome-unstable/chrome', true],
    [MAC_CHROME, true],
    ['/Applications/Google Chrome Canary.app/Contents/MacOS/Google Chrome Canary', true],
    ['/Applications/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing', false],
    ['/usr/bin/chromium', false],
    ['/snap/bin/chromium', false],
    ['/home/ada/chrome-linux64/chrome', false],
    [MAC_CHROMIUM, false],
  ])('%s → %s', (file, branded) => {
    expect(isBrandedChrome(file)).toBe(branded);
  });
});

describe('chromePathProblem', () => {
  it.each<[Record<string, string>, string[], string | null]>([
    [{}, [], null],
    [{ CHROME_PATH: '' }, [], null],
    [{ CHROME_PATH: '/x/chromium' }, ['/x/chromium'], null],
    [{ CHROME_PATH: '/nonexistent' }, [], 'CHROME_PATH is set to /nonexistent, which is not an executable file'],
  ])('%j', (env, executables, problem) => {
    expect(chromePathProblem(machine({ env, executables }))).toBe(problem);
  });
});
