import { BROWSER_NAMES } from './find-browser';

// What `npm start` prints when it cannot open Trim itself: why, how to fix it, and how to
// load the build by hand meanwhile. Plain strings, so the tests can hold the exact words.

// Ubuntu has no `chromium` deb (its chromium-browser only installs the snap).
const INSTALL =
  'Install Chromium (Debian: `sudo apt-get install chromium`; Ubuntu: `sudo snap install chromium`; ' +
  'macOS: `brew install --cask chromium`) or point CHROME_PATH at it, then run `npm start` again.';

const BY_HAND =
  'Until then the sandbox keeps running: in Chromium or Chrome open chrome://extensions, switch on ' +
  'Developer mode, press "Load unpacked", choose the extension folder below, then enter the ' +
  "sandbox's URL and API key in Trim's options. Ctrl+C stops the sandbox.";

const names = `${BROWSER_NAMES.slice(0, -1).join(', ')} or ${BROWSER_NAMES.at(-1)}`;

export function noBrowser(chromePathProblem: string | null): string {
  const missing = `there is no ${names} on PATH or in the usual places`;
  const why = chromePathProblem ? `${chromePathProblem}, and ${missing}` : missing;
  return `No Chromium was found, so \`npm start\` cannot open Trim for you: ${why}. ${INSTALL} ${BY_HAND}`;
}

export function brandedChrome(file: string): string {
  return `Only Google Chrome was found (${file}), and Chrome 137 and later ignore --load-extension, ` + `so \`npm start\` cannot load Trim into it. ${INSTALL} ${BY_HAND}`;
}

export function launchFailed(file: string, reason: string): string {
  return `The browser at ${file} could not open Trim (${reason}), so \`npm start\` cannot do it for you. ` + `${INSTALL} ${BY_HAND}`;
}

export interface ManualDetails {
  sandboxUrl: string;
  apiKey: string;
  extensionDir: string;
  built: boolean;
}

export function manualDetails({ sandboxUrl, apiKey, extensionDir, built }: ManualDetails): string[] {
  return [`  Sandbox:    ${sandboxUrl}`, `  API key:    ${apiKey}`, `  Extension:  ${extensionDir}${built ? '' : ' (not built yet: `npm run build:e2e` builds it)'}`];
}
