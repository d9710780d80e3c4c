import { isRecord } from '@/lib/api/guards';
import { ofInstallation, records } from '@/lib/storage/records';
import type { IndexedLink, LinkGroups } from './schema';

// The link index, one IndexedDB record per link (lib/storage/records.ts): the worker writes them
// (a page's own change reaches it as a note), any page reads them. A record also carries two
// keys of its own: the long address's host and path, which answers "is this page one of my
// links?" without reading every record, and the full read that last saw the link (`pass`),
// which tells the links a finished read did not see, the deleted ones.

/** A link as stored. */
// A type, not an interface: a record store takes any object with its key's fields.
export type LinkRecord = IndexedLink & {
  installation: string;
  /** `host/path` of the long URL, the host in lower case (`addressOf`); '' when it is not an address. */
  address: string;
  /** The full read that last saw the link on the service (fill.ts), or that was running when Trim made it. */
  pass: number;
};

/** What two addresses must share to be the same page: the host (any case) and the path, whatever the query. */
export function addressOf(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname}${pathname}`;
  } catch {
    return '';
  }
}

export const toRecord = (installation: string, link: IndexedLink, pass: number): LinkRecord => ({ ...link, installation, address: addressOf(link.longurl), pass });

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);

function parseGroups(value: unknown): LinkGroups | null {
  if (!isRecord(value) || !Array.isArray(value['channels'])) return null;
  return { campaign: count(value['campaign']) || null, channels: value['channels'].filter((id): id is number => count(id) !== null) };
}

/**
 * A stored link, or null when it is not one. By hand, not by a zod schema: Recent's first
 * keystroke and the address bar read every record, up to 100,000 of them.
 */
export function parseIndexedLink(value: unknown): IndexedLink | null {
  if (!isRecord(value) || typeof value['id'] !== 'number' || typeof value['shorturl'] !== 'string') return null;
  return {
    id: value['id'],
    alias: text(value['alias']),
    shorturl: value['shorturl'],
    longurl: text(value['longurl']),
    title: text(value['title']),
    clicks: count(value['clicks']),
    date: text(value['date']),
    groups: parseGroups(value['groups']),
  };
}

const parsedAll = (values: readonly unknown[]) => values.map(parseIndexedLink).filter((link): link is IndexedLink => link !== null);

/** Up to `limit` links, newest first, after skipping `offset` (one page of a list: the cursor reads no more). */
export async function readNewestRecords(installation: string, limit: number, offset = 0): Promise<IndexedLink[]> {
  const db = await records();
  const found: unknown[] = [];
  let cursor = await db.transaction('links').store.index('byDate').openCursor(ofInstallation(installation), 'prev');
  if (cursor && offset > 0) cursor = await cursor.advance(offset);
  while (cursor && found.length < limit) {
    found.push(cursor.value);
    cursor = await cursor.continue();
  }
  return parsedAll(found);
}

/** Every link of the installation, newest first. */
export async function readAllRecords(installation: string): Promise<IndexedLink[]> {
  const db = await records();
  return parsedAll(await db.getAllFromIndex('links', 'byDate', ofInstallation(installation))).reverse();
}

/** The links whose long URL is on the same host and path as `url` (the caller compares the rest). */
export async function readRecordsAt(installation: string, url: string): Promise<IndexedLink[]> {
  const address = addressOf(url);
  if (!address) return [];
  const db = await records();
  return parsedAll(await db.getAllFromIndex('links', 'byAddress', [installation, address]));
}

/** Which of these link ids the index holds already. */
export async function readKnownIds(installation: string, ids: readonly number[]): Promise<Set<number>> {
  const tx = (await records()).transaction('links');
  const keys = await Promise.all(ids.map((id) => tx.store.getKey([installation, id])));
  return new Set(ids.filter((_, index) => keys[index] !== undefined));
}
