import { isHttpUrl } from '@/lib/api/http-url';
import type { LinkInput } from '@/lib/api/schemas/link-input';
import { browser } from 'wxt/browser';
import { installationKey } from '@/lib/storage/installation-keys';
import { forgetRecords, ofInstallation, records } from '@/lib/storage/records';
import { isRecord } from '@/lib/api/guards';
import { changedSince, SEEN_FIELDS, type ReportedLink, type Seen } from './seen';

// What Trim last sent for each link it made or edited, per installation: an update is a full
// write and the service never reports the password, redirect type, visibility, parameters,
// pixels, language targeting, deep link or private note, so the next update must send them again.
// With each body, what the service reported right after that write (seen.ts): a report that
// differs shows the link changed elsewhere, and the body is dropped (`recallBody`).
// One IndexedDB record per link (lib/storage/records.ts): pages and the worker both write them,
// each change one transaction. A body holds the link's password: kept on this device only (never
// synced, never logged), like the API key, forgotten with the link when the index learns it was
// deleted (lib/history/index-writes.ts) and with the installation (lib/flows/remove-installation.ts).

/** One link as Trim last wrote it. */
export interface RememberedLink {
  /** The whole body last sent. */
  body: LinkInput;
  /** What the service reported (or will report) right after; null for a body kept before snapshots existed. */
  seen: Seen | null;
}

/** An older version's value: every body of an installation (carryOverRemembered). */
interface RememberedLinks {
  /** The connection the ids belong to (lib/connection/source.ts): another address or key reads as nothing remembered. */
  source: string;
  /** Link id → the link as Trim last wrote it. */
  links: Record<string, RememberedLink>;
}

const EMPTY: RememberedLinks = Object.freeze({ source: '', links: {} }) as RememberedLinks;
const LINK_ID = /^\d+$/;

const isBody = (value: unknown): value is LinkInput => isRecord(value) && typeof value['url'] === 'string' && isHttpUrl(value['url']);

/** A snapshot's fields that have their type; anything else reads as not seen. */
function parseSeen(value: unknown): Seen | null {
  if (!isRecord(value)) return null;
  const seen: Record<string, unknown> = {};
  for (const field of SEEN_FIELDS) {
    const item = value[field];
    const fits =
      field === 'location' || field === 'device'
        ? isRecord(item) && Object.values(item).every((link) => typeof link === 'string')
        : typeof item === 'string' || (field === 'expiry' && item === null);
    if (fits) seen[field] = item;
  }
  return seen as Seen;
}

/**
 * Entry by entry: an entry that is not a body with a web address is dropped, never the rest. Each
 * body is kept as Trim sent it, not parsed again (as the queue keeps its bodies): an update sends
 * it back as it was, and the worker, which writes it too, carries no link-input schema. Versions
 * before snapshots stored the bare body: read as a body with none seen (trusted, as they were).
 */
function parseRemembered(value: unknown): RememberedLinks {
  if (!isRecord(value) || typeof value['source'] !== 'string' || !isRecord(value['links'])) return EMPTY;
  const links: Record<string, RememberedLink> = {};
  for (const [id, entry] of Object.entries(value['links'])) {
    if (!LINK_ID.test(id) || !isRecord(entry)) continue;
    if (isBody(entry['body'])) links[id] = { body: entry['body'], seen: parseSeen(entry['seen']) };
    else if (isBody(entry)) links[id] = { body: entry, seen: null };
  }
  return { source: value['source'], links };
}

/** Where versions before the whole account kept every body of an installation, in one storage.local value. */
export const oldRememberedKey = (installation: string) => installationKey('linkSettings', installation);

interface Place {
  installation: string;
  source: string;
}

const bodyRecord = ({ installation, source }: Place, id: number, { body, seen }: RememberedLink) => ({ installation, id, source, body, seen });

/** A record, or null when it is none of this connection's or holds no body with a web address. */
const parseEntry = (value: unknown, source: string): RememberedLink | null => {
  if (!isRecord(value) || value['source'] !== source || !isBody(value['body'])) return null;
  return { body: value['body'], seen: parseSeen(value['seen']) };
};

/**
 * Changes one link's entry in one transaction, across contexts (null: forgets it); answers the
 * entry as it was. An entry written over another connection (another address or key) reads as none.
 */
async function changeEntry({ installation, source }: Place, id: number, change: (entry: RememberedLink | null) => RememberedLink | null): Promise<RememberedLink | null> {
  const tx = (await records()).transaction('bodies', 'readwrite');
  const before = parseEntry(await tx.store.get([installation, id]), source);
  const next = change(before);
  if (next !== before) {
    if (next) void tx.store.put(bodyRecord({ installation, source }, id, next));
    else void tx.store.delete([installation, id]);
  }
  await tx.done;
  return before;
}

/** The body Trim last sent for this link over this connection, or null when Trim never made or edited it. */
export async function rememberedBody(installation: string, source: string, id: number): Promise<LinkInput | null> {
  return parseEntry(await (await records()).get('bodies', [installation, id]), source)?.body ?? null;
}

/** Keeps `link` as the link's last write (or, with null, forgets the link). */
export async function rememberLink(installation: string, source: string, id: number, link: RememberedLink | null): Promise<void> {
  await changeEntry({ installation, source }, id, () => link);
}

/**
 * The remembered body, checked against what the service reports now: when the report shows the
 * link changed since Trim's write, the body is out of date and dropped (`stale`), and the link is
 * one Trim does not know. No request: the caller has the report.
 */
export async function recallBody(installation: string, source: string, id: number, report: ReportedLink): Promise<{ body: LinkInput | null; stale: boolean }> {
  const outdated = (entry: RememberedLink | null) => entry?.seen != null && changedSince(entry.seen, report);
  const before = await changeEntry({ installation, source }, id, (entry) => (outdated(entry) ? null : entry));
  return outdated(before) ? { body: null, stale: true } : { body: before?.body ?? null, stale: false };
}

/** What the service reported right after Trim's write replaces what was foreseen; nothing when Trim keeps no body. */
export async function noteSeen(installation: string, source: string, id: number, seen: Seen): Promise<void> {
  await changeEntry({ installation, source }, id, (entry) => entry && { ...entry, seen });
}

/** A change the service makes to the link outside a full write (a campaign or channel assigned), kept in its body. */
export async function reviseBody(installation: string, source: string, id: number, patch: Partial<LinkInput>): Promise<void> {
  await changeEntry({ installation, source }, id, (entry) => entry && { ...entry, body: { ...entry.body, ...patch } });
}

/** An installation removed: every body kept for it goes, passwords included (an older version's value too). */
export async function forgetRemembered(installation: string): Promise<void> {
  await forgetRecords(installation, ['bodies']);
  await browser.storage.local.remove(oldRememberedKey(installation));
}

/**
 * Carries an older version's bodies over into records, once (the worker, at its start), then
 * drops the old value. A body Trim wrote since the update is newer and stays.
 */
export async function carryOverRemembered(installation: string): Promise<void> {
  const key = oldRememberedKey(installation);
  const stored = (await browser.storage.local.get(key))[key];
  if (stored === undefined) return;
  const { source, links } = parseRemembered(stored);
  const tx = (await records()).transaction('bodies', 'readwrite');
  for (const [id, link] of Object.entries(links)) {
    const known = await tx.store.getKey([installation, Number(id)]);
    if (known === undefined) void tx.store.put(bodyRecord({ installation, source }, Number(id), link));
  }
  await tx.done;
  await browser.storage.local.remove(key);
}

/** The same, for a connection (a page's or the worker's). */
export const rememberedOf = (connection: { id: string; source: string }, id: number) => rememberedBody(connection.id, connection.source, id);

/** How many links Trim remembers a body for, over any connection of the installation (the options page says so). */
export async function countRemembered(installation: string): Promise<number> {
  return (await records()).count('bodies', ofInstallation(installation));
}
