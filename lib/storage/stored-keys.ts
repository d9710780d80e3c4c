import { browser } from 'wxt/browser';

type KeyLister = { getKeys?: () => Promise<string[]> };

/** Every key in storage.local: getKeys (Chrome 130+, Firefox 143+) lists without reading the values; older browsers read them all once. */
export async function storedKeys(): Promise<string[]> {
  const local = browser.storage.local as typeof browser.storage.local & KeyLister;
  return typeof local.getKeys === 'function' ? local.getKeys() : Object.keys(await local.get(null));
}
