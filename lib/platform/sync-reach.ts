import { browser } from 'wxt/browser';

// Firefox for Android offers storage.sync but never syncs it (MDN's browser-compat-data): what
// Trim keeps there stays on the phone, and the pages must not promise the user's other browsers.

/** Whether what is kept in storage.sync reaches the user's other browsers. */
export async function syncReachesOtherBrowsers(): Promise<boolean> {
  try {
    return (await browser.runtime.getPlatformInfo()).os !== 'android';
  } catch {
    return true;
  }
}
