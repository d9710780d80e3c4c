import { browser, type Browser } from 'wxt/browser';

// One typed value under one storage.local key: the four things Trim's surfaces share (settings,
// the shorten queue, the rate-limit meter, the reference cache). A read is one storage call,
// made only when asked: defining an item reads nothing, so no read stands in front of the
// popup's first paint, and the module adds next to nothing to the background's size budget.
// Versioning lives with the one value that needs it (lib/settings/migrations.ts).

export interface LocalItem<T> {
  readonly key: string;
  /** The stored value as stored (callers that cannot trust it parse it), or the fallback. */
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
  removeValue(): Promise<void>;
  /** Calls back with the new value (the fallback once removed) whenever any context changes it. */
  watch(callback: (value: T) => void): () => void;
}

type ChangeListener = (changes: Record<string, Browser.storage.StorageChange>, areaName: string) => void;

export function defineLocalItem<T>(key: string, fallback: T): LocalItem<T> {
  return {
    key,
    async getValue() {
      const stored: unknown = (await browser.storage.local.get(key))[key];
      return (stored ?? fallback) as T;
    },
    setValue: (value) => browser.storage.local.set({ [key]: value }),
    removeValue: () => browser.storage.local.remove(key),
    watch(callback) {
      const listener: ChangeListener = (changes, areaName) => {
        const change = changes[key];
        if (areaName === 'local' && change) callback((change.newValue ?? fallback) as T);
      };
      browser.storage.onChanged.addListener(listener);
      return () => browser.storage.onChanged.removeListener(listener);
    },
  };
}
