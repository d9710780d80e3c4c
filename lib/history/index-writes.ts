import { isRecord } from '@/lib/api/guards';
import { forEachRecord, forgetRecords, records } from '@/lib/storage/records';
import { newCursor, type FillCursor } from './fill';
import { parseIndexedLink, toRecord, type LinkRecord } from './link-records';
import { indexStatusItem } from './status';
import type { IndexedLink } from './schema';

// The worker's writes to an installation's link records (it is their one writer): a page the
// fill read, with the cursor that says so, in one transaction; the end of a pass; a change
// Trim itself made. Each answers how many links it added (or took away), for the status's count:
// counting the records would read all of them, on every write.

/** Puts links, answering how many the index did not hold yet. */
async function putLinks(
  store: { getKey(key: [string, number]): Promise<unknown>; put(record: LinkRecord): Promise<unknown> },
  installation: string,
  links: readonly IndexedLink[],
  pass: number,
): Promise<number> {
  const known = await Promise.all(links.map((link) => store.getKey([installation, link.id])));
  for (const link of links) void store.put(toRecord(installation, link, pass));
  return new Set(links.filter((_, index) => known[index] === undefined).map((link) => link.id)).size;
}

const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The stored cursor, or null when there is none (or it does not parse: the fill starts again, losing no link). */
export function parseCursor(value: unknown): FillCursor | null {
  if (!isRecord(value) || typeof value['installation'] !== 'string' || typeof value['source'] !== 'string') return null;
  const fresh = newCursor(value['installation'], value['source'], number(value['pass'], 1));
  const window = isRecord(value['window']) ? { resetAt: number(value['window']['resetAt'], 0), sent: number(value['window']['sent'], 0) } : fresh.window;
  const cap = value['cap'];
  return {
    ...fresh,
    active: value['active'] !== false,
    read: number(value['read'], 0),
    size: number(value['size'], fresh.size),
    cap: typeof cap === 'number' ? cap : null,
    total: number(value['total'], 0),
    paused: value['paused'] === true,
    slow: value['slow'] === true,
    disagreed: value['disagreed'] === true,
    window,
    failures: number(value['failures'], 0),
  };
}

export async function readCursor(installation: string): Promise<FillCursor | null> {
  return parseCursor(await (await records()).get('fills', installation));
}

/**
 * Stores the fill's cursor. Its `paused` is the user's and only `setCursorPaused` changes it:
 * a stretch that read its cursor before a Pause must not write the Pause away with its page.
 */
export async function writeCursor(cursor: FillCursor): Promise<void> {
  const tx = (await records()).transaction('fills', 'readwrite');
  await putCursor(tx.store, cursor);
  await tx.done;
}

type FillsStore = { get(key: string): Promise<unknown>; put(value: { installation: string }): Promise<unknown> };

async function putCursor(store: FillsStore, cursor: FillCursor): Promise<void> {
  const stored = parseCursor(await store.get(cursor.installation));
  const next: FillCursor = { ...cursor, paused: stored?.source === cursor.source ? stored.paused : false };
  void store.put(next);
}

/** The user's Pause or Resume; false when there is no fill of this connection to pause. */
export async function setCursorPaused(installation: string, source: string, paused: boolean): Promise<boolean> {
  const tx = (await records()).transaction('fills', 'readwrite');
  const stored = parseCursor(await tx.store.get(installation));
  const found = stored !== null && stored.source === source && stored.active;
  if (found) {
    const next: FillCursor = { ...stored, paused };
    void tx.store.put(next);
  }
  await tx.done;
  return found;
}

/**
 * A page the fill read: its links (marked with the pass that saw them) and the cursor past it,
 * together or not at all, so a restart neither reads the page again nor loses it. Answers how
 * many links were new to the index.
 */
export async function savePage(cursor: FillCursor, links: readonly IndexedLink[]): Promise<number> {
  const db = await records();
  const tx = db.transaction(['links', 'fills'], 'readwrite');
  const added = await putLinks(tx.objectStore('links'), cursor.installation, links, cursor.pass);
  await putCursor(tx.objectStore('fills'), cursor);
  await tx.done;
  return added;
}

/** Links read outside a pass (the newest and most clicked pages of a refresh): each marked with the pass running now. */
export async function saveLinks(installation: string, links: readonly IndexedLink[]): Promise<number> {
  const db = await records();
  const tx = db.transaction(['links', 'fills'], 'readwrite');
  const cursor = parseCursor(await tx.objectStore('fills').get(installation));
  const added = await putLinks(tx.objectStore('links'), installation, links, cursor?.pass ?? 0);
  await tx.done;
  return added;
}

/**
 * A pass reached the last page: the links it did not see are gone from the service, when the
 * links it saw are as many as the service counts (`total`, or `force` after a second pass that
 * disagreed). Their remembered bodies go with them (passwords included); their click series
 * stay until they age out. Answers how many it saw, the ids it deleted, and how many links the
 * index then holds (counted, as it reads them all).
 */
export async function endPass(installation: string, pass: number, total: number, force = false): Promise<{ seen: number; deleted: number[]; count: number }> {
  const db = await records();
  const tx = db.transaction(['links', 'bodies'], 'readwrite');
  const store = tx.objectStore('links');
  const unseen: number[] = [];
  let seen = 0;
  await forEachRecord(tx, 'links', installation, (batch) => {
    for (const record of batch as Partial<LinkRecord>[]) {
      if (record.pass === pass) seen += 1;
      else if (typeof record.id === 'number') unseen.push(record.id);
    }
  });
  const proven = seen === total || force;
  if (proven) {
    for (const id of unseen) {
      void store.delete([installation, id]);
      void tx.objectStore('bodies').delete([installation, id]);
    }
  }
  await tx.done;
  return { seen, deleted: proven ? unseen : [], count: proven ? seen : seen + unseen.length };
}

/** A change Trim made: the link as it now is (kept as seen by the pass running now), or null to delete it. Answers +1, -1 or 0: what it did to the count. */
export async function writeOwnChange(installation: string, id: number, change: (known: IndexedLink | null) => IndexedLink | null): Promise<number> {
  const db = await records();
  const tx = db.transaction(['links', 'fills'], 'readwrite');
  const store = tx.objectStore('links');
  const [known, cursor] = await Promise.all([store.get([installation, id]), tx.objectStore('fills').get(installation)]);
  const next = change(parseIndexedLink(known));
  if (next) void store.put(toRecord(installation, next, parseCursor(cursor)?.pass ?? 0));
  else void store.delete([installation, id]);
  await tx.done;
  return (next ? 1 : 0) - (known === undefined ? 0 : 1);
}

/**
 * The records belong to the connection of the fill's cursor, else of the status: when either
 * names another one (another address or key), they go before this connection's first write.
 * Neither naming one (records carried over from an older version, whose status is still being
 * written) is no proof of another owner: nothing goes.
 */
export async function startAfreshIfAnother(installation: string, source: string): Promise<void> {
  const owner = (await readCursor(installation))?.source || (await indexStatusItem(installation).getValue()).source;
  if (owner && owner !== source) await clearIndexRecords(installation);
}

/** The index starts afresh (another address or key): links, click series and the fill's cursor go. */
export async function clearIndexRecords(installation: string): Promise<void> {
  await forgetRecords(installation, ['links', 'series']);
  await (await records()).delete('fills', installation);
}
