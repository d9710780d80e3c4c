import { browser, type Browser } from 'wxt/browser';
import { storedVersion, versionKeyOf, type LocalItem } from './item';
import { withLock } from './lock';

// A list too long to rewrite for every change of one entry: a head under the item's key (with
// whatever never changes per entry) and the entries' changing state in chunks of `perChunk`
// under `<key>:<id>:<n>`. A change writes the head only when it changed and each chunk only when
// one of its entries did; a watcher hears a chunk's change as that chunk alone, never rereading
// the list. A list may also keep a small state that changes more often than the head and is no
// entry's (a batch's wait) under `<key>:<id>:state`, so changing it never rewrites the head,
// which grows with the list. Every write of the head, a chunk or the state runs under the head's
// key's lock.

/** One chunk as stored: an entry that does not parse, or is missing from a chunk, is null (the store decides what that means). */
export type Chunk<E> = readonly (E | null)[];

export interface ChunkedOptions<H, E, S = never> {
  /** The head's item (its key, schema and version); its fallback must be null. */
  head: LocalItem<H | null>;
  /** The head's current version, stored beside it as the item stores its own. */
  version: number;
  /** What names the head's chunks and how many entries it has. */
  layout: (head: H) => { id: string; length: number };
  perChunk: number;
  /** One stored entry, or null when it does not parse. */
  parseEntry: (value: unknown) => E | null;
  /** An entry in one key order, so an unchanged chunk compares equal and is not written. */
  normal: (entry: E) => E;
  /** An entry never written: a chunk of these alone is not stored. */
  isFresh: (entry: E) => boolean;
  /** The stored state, or null when it does not parse; without this the list has no state. */
  parseState?: (value: unknown) => S | null;
}

/** The list as stored: its head, each chunk as read (null: never written), its state (null: none), the head's stored form. */
export interface StoredChunks<H, E, S = never> {
  head: H;
  chunks: (Chunk<E> | null)[];
  state: S | null;
  /** The head as it is in storage, and its version: a head of an older shape is written back on the next change. */
  stored: { value: unknown; version: number | undefined };
}

/** The list after a change: its head, every entry and its state (null: none; a null list removes it, chunks, state and all). */
export interface NextChunks<H, E, S = never> {
  head: H;
  entries: readonly E[];
  state?: S | null;
}

export interface ChunkedItem<H, E, S = never> {
  read(): Promise<StoredChunks<H, E, S> | null>;
  /** Read-modify-write under the lock: only the head, chunks and state that changed are written. */
  update<T>(change: (current: StoredChunks<H, E, S> | null) => { next: NextChunks<H, E, S> | null; result: T }): Promise<T>;
  /** Calls back with the list whenever any context changes it: a head change rereads, a chunk's or the state's change is applied alone. */
  watch(callback: (current: StoredChunks<H, E, S> | null) => void): () => void;
  /**
   * Runs `task` with the list held in this context's memory: its reads and updates read storage
   * once, then take what they last wrote. Only for the list's one writer, for the length of a
   * run: a long list is then neither read again for each entry's change nor held past its run.
   */
  hold<T>(task: () => Promise<T>): Promise<T>;
}

type ChangeListener = (changes: Record<string, Browser.storage.StorageChange>, areaName: string) => void;

export function defineChunkedItem<H, E, S = never>(options: ChunkedOptions<H, E, S>): ChunkedItem<H, E, S> {
  const { head: headItem, version, layout, perChunk, parseEntry, normal, isFresh, parseState } = options;
  const key = headItem.key;
  const versionKey = versionKeyOf(key);
  const chunkKey = (id: string, n: number) => `${key}:${id}:${n}`;
  const chunkKeys = (head: H) => {
    const { id, length } = layout(head);
    return Array.from({ length: Math.ceil(length / perChunk) }, (_, n) => chunkKey(id, n));
  };
  const stateKey = (id: string) => `${key}:${id}:state`;
  /** Every key a list's head names: its chunks and, when the list has one, its state. */
  const listKeys = (head: H) => (parseState ? [...chunkKeys(head), stateKey(layout(head).id)] : chunkKeys(head));
  const readState = (value: unknown): S | null => (value === undefined || !parseState ? null : parseState(value));
  // Absent: never written. Present but not a list: written, every entry unknown (an empty chunk).
  const parseChunk = (value: unknown): Chunk<E> | null => (value === undefined ? null : Array.isArray(value) ? value.map(parseEntry) : []);

  async function read(): Promise<StoredChunks<H, E, S> | null> {
    const raw = await browser.storage.local.get([key, versionKey]);
    const stored = { value: raw[key], version: storedVersion(raw[versionKey]) };
    const head = await headItem.fromStorage(stored);
    if (head === null) return null;
    const keys = listKeys(head);
    const values = keys.length === 0 ? {} : await browser.storage.local.get(keys);
    return { head, chunks: chunkKeys(head).map((chunk) => parseChunk(values[chunk])), state: readState(values[stateKey(layout(head).id)]), stored };
  }

  /** What chunk `n` stores of `entries`: null (no key) while all its entries are fresh. */
  const chunkOf = (entries: readonly E[], n: number) => {
    const part = entries.slice(n * perChunk, (n + 1) * perChunk);
    return part.every(isFresh) ? null : part.map(normal);
  };

  /**
   * Writes what changed, in one `set` (chunks and head together: a head of an older shape that
   * carried entries' state is never written before the chunks that now hold it) and then one
   * `remove` (a replaced or removed list's chunks, a chunk fresh again).
   */
  async function save(before: StoredChunks<H, E, S> | null, after: NextChunks<H, E, S> | null): Promise<void> {
    const set: Record<string, unknown> = {};
    const remove: string[] = [];
    const same = before !== null && after !== null && layout(before.head).id === layout(after.head).id;
    if (before && !same) remove.push(...listKeys(before.head));
    if (!after) {
      if (before) remove.push(key, versionKey);
    } else {
      const { id } = layout(after.head);
      for (let n = 0; n < Math.ceil(after.entries.length / perChunk); n++) {
        const next = chunkOf(after.entries, n);
        const stored = same ? (before.chunks[n] ?? null) : null;
        if (JSON.stringify(next) === JSON.stringify(stored && stored.map((entry) => entry && normal(entry)))) continue;
        if (next) set[chunkKey(id, n)] = next;
        else remove.push(chunkKey(id, n));
      }
      const state = after.state ?? null;
      if (parseState && JSON.stringify(state) !== JSON.stringify(same ? before.state : null)) {
        if (state === null) remove.push(stateKey(id));
        else set[stateKey(id)] = state;
      }
      if (!same || before.stored.version !== version || JSON.stringify(before.stored.value) !== JSON.stringify(after.head)) {
        set[key] = after.head;
        set[versionKey] = { v: version };
      }
    }
    if (Object.keys(set).length > 0) await browser.storage.local.set(set);
    if (remove.length > 0) await browser.storage.local.remove(remove);
  }

  /** The list as written, as `read` would read it back. */
  const written = (next: NextChunks<H, E, S> | null): StoredChunks<H, E, S> | null =>
    next && {
      head: next.head,
      chunks: Array.from({ length: Math.ceil(next.entries.length / perChunk) }, (_, n) => chunkOf(next.entries, n)),
      state: parseState ? (next.state ?? null) : null,
      stored: { value: next.head, version },
    };

  // While a task holds the list: what it last read or wrote (undefined: not read yet).
  let holders = 0;
  let held: StoredChunks<H, E, S> | null | undefined;
  const current = async () => (holders > 0 && held !== undefined ? held : (held = await read()));

  return {
    read: () => (holders > 0 ? current() : read()),
    update: (change) =>
      withLock(key, async () => {
        const before = holders > 0 ? await current() : await read();
        const { next, result } = change(before);
        await save(before, next);
        if (holders > 0) held = written(next);
        return result;
      }),
    async hold(task) {
      holders += 1;
      try {
        return await task();
      } finally {
        holders -= 1;
        if (holders === 0) held = undefined;
      }
    },
    watch(callback) {
      let known: StoredChunks<H, E, S> | null = null;
      // In turn: a read must not be overtaken by the change after it.
      let latest: Promise<unknown> = Promise.resolve();
      const listener: ChangeListener = (changes, areaName) => {
        if (areaName !== 'local') return;
        const keys = Object.keys(changes).filter((changed) => changed === key || changed.startsWith(`${key}:`));
        if (keys.length === 0) return;
        latest = latest
          .then(async () => {
            if (keys.includes(key) || !known) known = await read();
            else {
              const current: StoredChunks<H, E, S> = known;
              const { id } = layout(current.head);
              let changed = false;
              for (let n = 0; n < current.chunks.length; n++) {
                const change = changes[chunkKey(id, n)];
                if (!change) continue;
                current.chunks[n] = parseChunk(change.newValue);
                changed = true;
              }
              const state = parseState && changes[stateKey(id)];
              if (state) {
                current.state = readState(state.newValue);
                changed = true;
              }
              // Another list's chunks (one just replaced): nothing shown changed.
              if (!changed) return;
            }
            callback(known && { ...known, chunks: [...known.chunks] });
          })
          .catch(() => undefined);
      };
      browser.storage.onChanged.addListener(listener);
      return () => browser.storage.onChanged.removeListener(listener);
    },
  };
}
